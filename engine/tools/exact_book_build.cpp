#include "tools/exact_book_build.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

#include "reversi/exact_book.hpp"
#include "reversi/opening_book.hpp"
#include "reversi/pattern_evaluation.hpp"

namespace engine::reversi {
namespace {

using Key = std::tuple<Bitboard, Bitboard>;

// A position to follow: the level to move in it, or its opponent.
struct Step {
  Board board;
  bool level_to_move;
};

class ExactBookWalk {
 public:
  ExactBookWalk(const ExactBookOptions& options, ExactOracle& oracle)
      : g_(*options.geometry), options_(options), oracle_(oracle) {}

  ExactBookBuild build() {
    const Board start = Board::start();
    values_[key(start)] = oracle_.value(start);
    // The level playing black, then white.
    std::vector<Step> ply{{start, true}, {start, false}};
    for (int n = 0; !ply.empty(); ++n) {
      std::vector<Step> next;
      for (const Step& step : ply) {
        if (!followed_.insert({key(step.board), step.level_to_move}).second) continue;
        if (step.level_to_move) level_moves(step.board, next);
        else opponent_moves(step.board, next);
        deepest_ = n;
        if (options_.on_position) options_.on_position();
      }
      if (options_.on_ply) options_.on_ply(n, values_.size());
      ply = std::move(next);
    }
    ExactBookBuild result;
    std::vector<unsigned char> tree;
    put_value(start, tree);
    write_children(start, tree);
    result.bytes = ExactBook::file_bytes(g_, options_.solver_empties, tree);
    result.positions = values_.size();
    result.level_positions = level_positions_;
    result.deepest = deepest_;
    return result;
  }

 private:
  Key key(const Board& board) const {
    const Board least = canonical_board(board, g_);
    return {least.player, least.opponent};
  }
  int empties(const Board& board) const { return popcount(board.empties(g_.squares)); }
  static Board after(const Board& board, Square s) { return board.after(s, flips(s, board.player, board.opponent)); }

  void list(const Board& from, const Board& to, int value) {
    children_[key(from)].insert(key(to));
    values_[key(to)] = value;
  }

  // Whether the level's positions after the opponent's replies at `board` are the book's: more
  // than solver_empties empty squares (a pass keeps them all).
  bool followed_on(const Board& board) const {
    if (legal_moves(board, g_.squares)) return empties(board) - 1 > options_.solver_empties;
    return legal_moves(board.passed(), g_.squares) && empties(board) > options_.solver_empties;
  }

  // The level's position: its value, and every move that keeps it, followed on.
  void level_moves(const Board& board, std::vector<Step>& next) {
    ++level_positions_;
    const Bitboard moves = legal_moves(board, g_.squares);
    if (!moves) {
      if (!legal_moves(board.passed(), g_.squares)) return;
      list(board, board.passed(), oracle_.value(board.passed()));
      opponent_after(board.passed(), next);
      return;
    }
    const int value = oracle_.value(board);
    values_[key(board)] = value;
    for (Bitboard rest = moves; rest;) {
      const Board child = after(board, pop_lsb(rest));
      if (!oracle_.at_most(child, -value)) continue;
      list(board, child, -value);
      opponent_after(child, next);
    }
  }

  // The opponent's position after the level's move: followed on, or where the level's next
  // positions are the solver's, those listed with their values and a move that keeps each, so
  // that the level's first move past the book needs neither a solve nor a proof.
  void opponent_after(const Board& board, std::vector<Step>& next) {
    if (followed_on(board)) {
      next.push_back({board, false});
      return;
    }
    for (const Board& child : replies(board)) kept_move(child);
  }

  // The level's first position past the book, its value listed: the first move in
  // kept_move_order that keeps it (none where the level must pass: it has nothing to choose).
  void kept_move(const Board& board) {
    if (!legal_moves(board, g_.squares)) return;
    const int value = values_.at(key(board));
    for (const Board& child : kept_move_order(board, g_))
      if (oracle_.at_most(child, -value)) return list(board, child, -value);
  }

  // The opponent's position: every reply, each the level's position after it.
  void opponent_moves(const Board& board, std::vector<Step>& next) {
    for (const Board& child : replies(board)) next.push_back({child, true});
  }

  // Lists every reply at the opponent's position board (the pass where it must) with its value.
  std::vector<Board> replies(const Board& board) {
    std::vector<Board> children;
    const Bitboard moves = legal_moves(board, g_.squares);
    if (!moves && legal_moves(board.passed(), g_.squares)) children.push_back(board.passed());
    for (Bitboard rest = moves; rest;) children.push_back(after(board, pop_lsb(rest)));
    for (const Board& child : children) list(board, child, oracle_.value(child));
    return children;
  }

  void put_value(const Board& board, std::vector<unsigned char>& tree) const {
    tree.push_back(static_cast<unsigned char>(static_cast<signed char>(values_.at(key(board)))));
  }

  // Writes board's listed children depth first, in the order of their cells (the pass alone);
  // a position's own children only the first time it is met.
  void write_children(const Board& board, std::vector<unsigned char>& tree) {
    const std::set<Key>& listed = children_.at(key(board));
    written_.insert(key(board));
    std::vector<std::pair<unsigned, Board>> children;
    const Bitboard moves = legal_moves(board, g_.squares);
    if (!moves && listed.count(key(board.passed()))) children.push_back({kBookPassCell, board.passed()});
    for (Bitboard rest = moves; rest;) {
      const Square s = pop_lsb(rest);
      if (listed.count(key(after(board, s)))) children.push_back({static_cast<unsigned>(g_.cell_of(s)), after(board, s)});
    }
    for (std::size_t i = 0; i < children.size(); ++i) {
      const auto& [cell, child] = children[i];
      const bool descend = children_.count(key(child)) && !written_.count(key(child));
      tree.push_back(static_cast<unsigned char>(cell | (descend ? kBookHasChildren : 0) |
                                                (i + 1 == children.size() ? kBookLastSibling : 0)));
      put_value(child, tree);
      if (descend) write_children(child, tree);
    }
  }

  const Geometry& g_;
  const ExactBookOptions& options_;
  ExactOracle& oracle_;
  std::map<Key, int> values_;                // every position of the book, by its least image
  std::map<Key, std::set<Key>> children_;    // the positions after it that the book lists
  std::set<std::pair<Key, bool>> followed_;  // with the level to move, or not
  std::set<Key> written_;
  std::size_t level_positions_ = 0;
  int deepest_ = 0;
};

}  // namespace

ExactBookBuild build_exact_book(const ExactBookOptions& options, ExactOracle& oracle) {
  return ExactBookWalk(options, oracle).build();
}

std::vector<Board> kept_move_order(const Board& board, const Geometry& geometry) {
  struct Child {
    Board board;
    int estimate;  // for the side to move at the child: the lower, the better for board's
    Board least;
  };
  std::vector<Child> children;
  for (Bitboard rest = legal_moves(board, geometry.squares); rest;) {
    const Square s = pop_lsb(rest);
    const Board child = board.after(s, flips(s, board.player, board.opponent));
    const Board least = canonical_board(child, geometry);
    children.push_back({child, PatternWeights::builtin()(least, geometry), least});
  }
  std::sort(children.begin(), children.end(), [](const Child& a, const Child& b) {
    return std::tie(a.estimate, a.least.player, a.least.opponent) < std::tie(b.estimate, b.least.player, b.least.opponent);
  });
  std::vector<Board> ordered;
  for (const Child& child : children) ordered.push_back(child.board);
  return ordered;
}

}  // namespace engine::reversi
