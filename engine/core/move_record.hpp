// A game's record, the same for both games: a tree of the moves played, each with the position after
// it, and a cursor on one of its positions. The main line is the game; another move than the
// recorded one, played where the record goes on, starts a side line there instead of replacing what
// followed (as lichess's and Egaroucid's records do), so nothing played is lost. A side line can be
// made the main line (promote) or removed with everything after it.
//
// The current line is the one the cursor walks: the moves from the start to the line's end through
// the cursor's position. Walking it (undo, redo, go_to a ply) keeps it, so that stepping back in a
// side line and forward again stays in the side line; it changes when the cursor leaves it (a move
// off it, go_to_node elsewhere), and then runs on from the cursor by the first move recorded at each
// position. Nodes are numbered from 0 (the start) as they are made; a removed one's number is never
// used again. Also: playing a whole move list all or nothing.
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/bitboard.hpp"
#include "core/square_names.hpp"

namespace engine {

using NodeId = int;
inline constexpr NodeId kNoNode = -1;

template <class Position>
class MoveRecord {
 public:
  explicit MoveRecord(const Position& start) : nodes_{Node{start, kPass, kNoNode, 0}}, line_{0} {}

  // The position at the cursor, and after any ply of the current line (0: the start).
  const Position& position() const { return nodes_[cursor()].position; }
  const Position& position_at(int ply) const { return nodes_[line_[ply]].position; }

  // Where the cursor stands on the current line (the plies played to reach it), and the line's plies.
  int ply() const { return ply_; }
  int length() const { return static_cast<int>(line_.size()) - 1; }

  // The current line's moves, all of them and those up to the cursor.
  const std::vector<Square>& moves() const { return moves_; }
  std::vector<Square> history() const { return {moves_.begin(), moves_.begin() + ply_}; }

  // The cursor's node, and the current line's node after any ply.
  NodeId node() const { return cursor(); }
  NodeId node_at(int ply) const { return line_[ply]; }
  const std::vector<NodeId>& line() const { return line_; }

  // The tree: how many nodes were ever made (removed ones included), and each one's facts.
  int nodes() const { return static_cast<int>(nodes_.size()); }
  bool has(NodeId id) const { return id >= 0 && id < nodes() && !nodes_[id].removed; }
  const Position& position_of(NodeId id) const { return nodes_[id].position; }
  Square move_of(NodeId id) const { return nodes_[id].move; }  // kPass at the start
  NodeId parent_of(NodeId id) const { return nodes_[id].parent; }
  int ply_of(NodeId id) const { return nodes_[id].ply; }
  // The moves recorded from a node's position, the one its line goes on with first.
  std::vector<NodeId> children_of(NodeId id) const {
    std::vector<NodeId> children;
    for (NodeId child = nodes_[id].first_child; child != kNoNode; child = nodes_[child].next_sibling) children.push_back(child);
    return children;
  }

  // Whether the cursor stands on the main line, and how many plies that line has.
  bool on_main_line() const {
    for (NodeId id = cursor(); id != 0; id = nodes_[id].parent)
      if (nodes_[nodes_[id].parent].first_child != id) return false;
    return true;
  }
  // The main line's moves, from the start.
  std::vector<Square> main_moves() const {
    std::vector<Square> moves;
    for (NodeId id = nodes_[0].first_child; id != kNoNode; id = nodes_[id].first_child) moves.push_back(nodes_[id].move);
    return moves;
  }
  int main_length() const {
    int plies = 0;
    for (NodeId id = nodes_[0].first_child; id != kNoNode; id = nodes_[id].first_child) ++plies;
    return plies;
  }

  // Records move, which leads from the position at the cursor to next, and steps onto it: a move
  // recorded there is followed (the current line's own next first), any other starts a line of its
  // own, the main line's continuation when nothing was recorded there yet.
  void play(Square move, const Position& next) {
    if (ply_ < length() && moves_[ply_] == move) {
      ++ply_;
      return;
    }
    NodeId child = find_child(cursor(), move);
    if (child == kNoNode) child = add_child(cursor(), move, next);
    follow(child);
  }

  // Moves the cursor one ply back or forward on the current line, or to any ply from 0 to length();
  // returns false, changing nothing, when there is no such ply.
  bool undo() { return go_to(ply_ - 1); }
  bool redo() { return go_to(ply_ + 1); }
  bool go_to(int ply) {
    if (ply < 0 || ply > length()) return false;
    ply_ = ply;
    return true;
  }

  // Moves the cursor to any node of the tree, keeping the current line when the node is on it;
  // false, changing nothing, for a node the tree does not hold.
  bool go_to_node(NodeId id) {
    if (!has(id)) return false;
    if (ply_of(id) < static_cast<int>(line_.size()) && line_[ply_of(id)] == id) return go_to(ply_of(id));
    follow(id);
    return true;
  }

  // Makes the line through node the main line: at each position on its way, its move comes first.
  // False, changing nothing, for a node the tree does not hold.
  bool promote(NodeId id) {
    if (!has(id)) return false;
    for (; id != 0; id = nodes_[id].parent) {
      Node& parent = nodes_[nodes_[id].parent];
      if (parent.first_child == id) continue;
      unlink(id);
      nodes_[id].next_sibling = parent.first_child;
      parent.first_child = id;
    }
    return true;
  }

  // Removes node's move and everything recorded after it; a cursor among them goes back to the
  // position the move was played from. False, changing nothing, for the start or a node the tree
  // does not hold.
  bool remove(NodeId id) {
    if (id == 0 || !has(id)) return false;
    unlink(id);
    mark_removed(id);
    const int ply = ply_of(id);
    if (ply < static_cast<int>(line_.size()) && line_[ply] == id) {
      const NodeId parent = nodes_[id].parent;
      ply_ = std::min(ply_, ply - 1);
      line_.resize(ply);
      moves_.resize(ply - 1);
      extend_line(parent);
    }
    return true;
  }

 private:
  struct Node {
    Position position;
    Square move;  // the move that led here; kPass at the start
    NodeId parent;
    int ply;
    NodeId first_child = kNoNode, next_sibling = kNoNode;
    bool removed = false;
  };

  NodeId cursor() const { return line_[ply_]; }

  NodeId find_child(NodeId id, Square move) const {
    for (NodeId child = nodes_[id].first_child; child != kNoNode; child = nodes_[child].next_sibling)
      if (nodes_[child].move == move) return child;
    return kNoNode;
  }

  // Adds a node after id's position, id's last line (its first when it has none).
  NodeId add_child(NodeId id, Square move, const Position& next) {
    const NodeId child = nodes();
    nodes_.push_back(Node{next, move, id, nodes_[id].ply + 1});
    NodeId* link = &nodes_[id].first_child;
    while (*link != kNoNode) link = &nodes_[*link].next_sibling;
    *link = child;
    return child;
  }

  // Takes id out of its parent's list of moves.
  void unlink(NodeId id) {
    NodeId* link = &nodes_[nodes_[id].parent].first_child;
    while (*link != id) link = &nodes_[*link].next_sibling;
    *link = nodes_[id].next_sibling;
    nodes_[id].next_sibling = kNoNode;
  }

  void mark_removed(NodeId id) {
    nodes_[id].removed = true;
    for (NodeId child = nodes_[id].first_child; child != kNoNode; child = nodes_[child].next_sibling) mark_removed(child);
  }

  // Makes the line through id current, the cursor on id.
  void follow(NodeId id) {
    const int ply = ply_of(id);
    line_.assign(ply + 1, 0);
    moves_.assign(ply, kPass);
    for (NodeId at = id; at != 0; at = nodes_[at].parent) {
      line_[nodes_[at].ply] = at;
      moves_[nodes_[at].ply - 1] = nodes_[at].move;
    }
    ply_ = ply;
    extend_line(id);
  }

  // Runs the current line on from its last node, id, by the first move recorded at each position.
  void extend_line(NodeId id) {
    for (NodeId next = nodes_[id].first_child; next != kNoNode; next = nodes_[next].first_child) {
      line_.push_back(next);
      moves_.push_back(nodes_[next].move);
    }
  }

  std::vector<Node> nodes_;    // by NodeId
  std::vector<NodeId> line_;   // the current line's nodes, line_[0] the start
  std::vector<Square> moves_;  // moves_[i] leads from line_[i] to line_[i + 1]
  int ply_ = 0;                // the cursor: line_[ply_]
};

// The first move of a list that a game refused: its place in the list (from 0), the move, the
// game's error, and the game as it stood before the move (what explains the error).
template <class Game, class Error>
struct RefusedMove {
  int index;
  Square move;
  Error error;
  Game before;
};

// Plays moves on game with play(trial_game, move), which returns the game's error enum (None when
// the move was played). The first refused move ends it: game is left as it was and that move is
// returned. Otherwise game has played every move and nothing is returned.
template <class Game, class Play>
auto play_all_or_none(Game& game, const std::vector<Square>& moves, Play play) {
  using Error = decltype(play(game, Square{}));
  Game trial = game;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    // A refused move changes nothing: trial is the game as it stood before it.
    if (const Error error = play(trial, moves[i]); error != Error::None)
      return std::optional<RefusedMove<Game, Error>>{{static_cast<int>(i), moves[i], error, std::move(trial)}};
  }
  game = std::move(trial);
  return std::optional<RefusedMove<Game, Error>>{};
}

// Plays a move list's text on game (game.parse_moves reads it, game.play_list plays it all or
// none); returns an empty string, or what is wrong: "move N: why".
template <class Game>
std::string play_moves_text(Game& game, std::string_view text) {
  const SquareList list = game.parse_moves(text);
  if (!list.error.empty()) return list.error;
  const auto refused = game.play_list(list.squares);
  if (!refused) return {};
  return "move " + std::to_string(refused->index + 1) + ": " + refused->before.explain(refused->error, refused->move);
}

}  // namespace engine
