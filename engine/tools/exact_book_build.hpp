// Building the proven book (reversi/exact_book.hpp), behind `reversi book --exact`.
//
// For the strong level on each side, from the start position, a ply at a time: in the level's
// positions, the exact value and every move that keeps it (a null-window solve of each move:
// does it hold the opponent to minus that value?), each such move followed on; in the opponent's,
// every reply. A line stops where the level's next positions would have solver_empties empty
// squares or fewer: the level plays those by the solver, but their values (the opponent's
// last replies) are listed, sparing it the dearest solve. The facts found (values and bounds) are
// what costs; the oracle keeps them, so that a build cut short resumes from its saved facts, and
// since they are facts, not a search's choices, the same book comes out however the work was
// split. A position met again, by another move order or as a mirror image, is followed once.
// Of the level's first positions past the book it lists the value and one move that keeps it,
// the first in an order of the moves by how they look (kept_move_order): the proof of a move
// there can take the level a second in play, and past them the solver is quick.
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

#include "reversi/board.hpp"

namespace engine::reversi {

// What the build asks about positions: answered by the solver (solver_oracle.hpp), or by a book.
class ExactOracle {
 public:
  // Returns board's exact value for its side to move, in discs.
  virtual int value(const Board& board) = 0;
  // Returns whether board's exact value is at most bound.
  virtual bool at_most(const Board& board, int bound) = 0;

 protected:
  ~ExactOracle() = default;
};

struct ExactBookOptions {
  const Geometry* geometry = &kBoard6;
  int solver_empties = 22;  // the level's positions with this many empties or fewer are left to the solver
  // Called after each position followed, and after each ply with its number (a build takes hours).
  std::function<void()> on_position = {};
  std::function<void(int ply, std::size_t positions)> on_ply = {};
};

struct ExactBookBuild {
  std::vector<unsigned char> bytes;  // the book file
  std::size_t positions = 0;         // distinct positions in it
  std::size_t level_positions = 0;   // of which the level's, with their kept moves
  int deepest = 0;                   // the ply of the deepest
};

ExactBookBuild build_exact_book(const ExactBookOptions& options, ExactOracle& oracle);

// The positions after board's moves in the order the build tries them for a move that keeps
// board's value: the best-looking first for the side to move by the compiled-in pattern
// evaluation, ties by position; judged on each position's least image, so that the order is the
// same from every image of board (a reader of the book infers from it that the moves before the
// listed one lose value).
std::vector<Board> kept_move_order(const Board& board, const Geometry& geometry);

}  // namespace engine::reversi
