// A slow model of a game's record tree (core/move_record.hpp) for the tests and the record_walk fuzz
// target: each node is the list of moves that reaches it from the start, each position is found by
// replaying that list on a fresh game, and each step is written from the record's rules alone.
// mismatch(game) compares a game with the model: its cursor, current line, main line and every node.
#pragma once

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "core/move_record.hpp"

namespace engine::testing {

template <class Game>
class RecordTreeModel {
 public:
  using Path = std::vector<Square>;

  explicit RecordTreeModel(const Game& start) : start_(start) { add(Path{}); }

  // The steps, as the record takes them; each returns whether it should be accepted (play: a legal move).
  void play(Square move) {
    if (ply_ < static_cast<int>(line_.size()) && line_[ply_] == move) {
      ++ply_;
      return;
    }
    Path at = cursor();
    std::vector<Square>& moves = children_[at];
    at.push_back(move);
    if (std::find(moves.begin(), moves.end(), move) == moves.end()) {
      moves.push_back(move);
      add(at);
    }
    follow(at);
  }
  bool go_to(int ply) {
    if (ply < 0 || ply > static_cast<int>(line_.size())) return false;
    ply_ = ply;
    return true;
  }
  bool go_to_node(NodeId id) {
    if (!has(id)) return false;
    const Path& path = paths_[id];
    if (starts_with(line_, path)) return go_to(static_cast<int>(path.size()));
    follow(path);
    return true;
  }
  bool promote(NodeId id) {
    if (!has(id)) return false;
    const Path path = paths_[id];
    for (std::size_t k = 1; k <= path.size(); ++k) {
      std::vector<Square>& moves = children_[Path(path.begin(), path.begin() + k - 1)];
      moves.erase(std::find(moves.begin(), moves.end(), path[k - 1]));
      moves.insert(moves.begin(), path[k - 1]);
    }
    return true;
  }
  bool remove(NodeId id) {
    if (id == 0 || !has(id)) return false;
    const Path path = paths_[id];
    const Path parent(path.begin(), path.end() - 1);
    std::vector<Square>& moves = children_[parent];
    moves.erase(std::find(moves.begin(), moves.end(), path.back()));
    for (NodeId other = 0; other < nodes(); ++other)
      if (has(other) && starts_with(paths_[other], path)) {
        removed_[other] = true;
        ids_.erase(paths_[other]);
        children_.erase(paths_[other]);
      }
    if (starts_with(line_, path)) {
      ply_ = std::min(ply_, static_cast<int>(parent.size()));
      line_ = parent;
      extend();
    }
    return true;
  }

  bool has(NodeId id) const { return id >= 0 && id < nodes() && !removed_[id]; }
  int nodes() const { return static_cast<int>(paths_.size()); }
  const Path& line() const { return line_; }
  int ply() const { return ply_; }

  // What differs between game and the model, or "" when nothing does; every node's position
  // replayed too unless positions is false (then the cursor's only).
  std::string mismatch(const Game& game, bool positions = true) const {
    const auto& record = game.record();
    if (record.ply() != ply_) return "the cursor's ply";
    if (record.moves() != line_) return "the current line's moves";
    if (record.nodes() != nodes()) return "the count of nodes";
    if (record.node() != id_of(cursor())) return "the cursor's node";
    if (!(game.position() == replayed(cursor()).position())) return "the position at the cursor";
    for (int ply = 0; ply <= record.length(); ++ply)
      if (record.node_at(ply) != id_of(Path(line_.begin(), line_.begin() + ply))) return "a node of the current line";
    const Path main = main_line();
    if (record.main_length() != static_cast<int>(main.size())) return "the main line's length";
    if (record.main_moves() != main) return "the main line's moves";
    if (record.on_main_line() != starts_with(main, cursor())) return "whether the cursor is on the main line";
    for (NodeId id = 0; id < nodes(); ++id) {
      if (record.has(id) != has(id)) return "which nodes are held";
      if (!has(id)) continue;
      const Path& path = paths_[id];
      if (record.ply_of(id) != static_cast<int>(path.size())) return "a node's ply";
      if (id > 0 && (record.move_of(id) != path.back() || record.parent_of(id) != id_of(Path(path.begin(), path.end() - 1))))
        return "a node's move or parent";
      std::vector<NodeId> children;
      for (const Square move : children_at(path)) {
        Path child = path;
        child.push_back(move);
        children.push_back(id_of(child));
      }
      if (record.children_of(id) != children) return "a node's moves after it";
      if (positions && !(record.position_of(id) == replayed(path).position())) return "a node's position";
    }
    return {};
  }

 private:
  static bool starts_with(const Path& path, const Path& prefix) {
    return prefix.size() <= path.size() && std::equal(prefix.begin(), prefix.end(), path.begin());
  }
  Path cursor() const { return Path(line_.begin(), line_.begin() + ply_); }
  std::vector<Square> children_at(const Path& path) const {
    const auto found = children_.find(path);
    return found == children_.end() ? std::vector<Square>{} : found->second;
  }
  NodeId id_of(const Path& path) const {
    const auto found = ids_.find(path);
    return found == ids_.end() ? kNoNode : found->second;
  }
  void add(const Path& path) {
    ids_[path] = nodes();
    paths_.push_back(path);
    removed_.push_back(false);
  }
  Path main_line() const {
    Path main;
    for (std::vector<Square> moves = children_at(main); !moves.empty(); moves = children_at(main)) main.push_back(moves[0]);
    return main;
  }
  void follow(const Path& path) {
    line_ = path;
    ply_ = static_cast<int>(path.size());
    extend();
  }
  void extend() {
    for (std::vector<Square> moves = children_at(line_); !moves.empty(); moves = children_at(line_)) line_.push_back(moves[0]);
  }
  Game replayed(const Path& path) const {
    Game game = start_;
    for (const Square move : path) game.play(move);
    return game;
  }

  Game start_;
  std::vector<Path> paths_;  // by node number, in the order made
  std::vector<bool> removed_;
  std::map<Path, NodeId> ids_;  // the nodes held, by path
  std::map<Path, std::vector<Square>> children_;  // the moves recorded from a node, in their order
  Path line_;
  int ply_ = 0;
};

}  // namespace engine::testing
