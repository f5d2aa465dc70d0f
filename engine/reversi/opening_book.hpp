// The strong level's opening book: positions of the common openings, each with its value from
// deep searches (tools/opening_book_build.hpp), so that 最強 plays its first moves at once, well,
// and varied. It travels in the weights file, after each size's tables (pattern_evaluation.hpp).
//
// Its bytes are a tree of moves from the start position (book_tree.hpp), each value a signed byte
// of kBookValueStep evaluation units (a quarter disc: openings lie well within its ±31 discs).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "reversi/board.hpp"
#include "reversi/book_tree.hpp"

namespace engine::reversi {

// A value's byte counts steps of this many evaluation units.
inline constexpr int kBookValueStep = 4;

// Returns a value in evaluation units as a book stores it: whole steps, within a signed byte.
inline int book_value_steps(int units) {
  const int steps = (units >= 0 ? units + kBookValueStep / 2 : units - kBookValueStep / 2) / kBookValueStep;
  return steps < -127 ? -127 : steps > 127 ? 127 : steps;
}

// Returns the least of board's eight mirror images and rotations (in board coordinates): one key
// for all the positions that are the same game.
Board canonical_board(const Board& board, const Geometry& geometry);

class OpeningBook {
 public:
  OpeningBook() = default;  // empty: no position is in it

  // Reads a book's bytes for the board size of `geometry`, each value a byte of value_step
  // evaluation units; on a malformed book returns nothing and says why in error.
  static std::optional<OpeningBook> read(std::span<const unsigned char> bytes, const Geometry& geometry,
                                         std::string& error, int value_step = kBookValueStep);

  // The bytes read, as a weights file writes them again.
  const std::vector<unsigned char>& bytes() const { return bytes_; }
  bool empty() const { return entries_.empty(); }
  std::size_t size() const { return entries_.size(); }

  // Returns the value of board for its side to move, in evaluation units, when it is in the book.
  std::optional<int> value(const Board& board) const;

  // What one move is worth by the book: the value for the side playing it.
  struct MoveValue {
    Square move;
    int value;
  };
  // Returns every legal move of board with its value, when the book knows the position after
  // each of them (so that no move the book never searched is passed over); else nothing.
  std::optional<std::vector<MoveValue>> move_values(const Board& board) const;

 private:
  struct Entry {
    Bitboard player, opponent;
    int value;
  };
  const Geometry* geometry_ = nullptr;
  std::vector<Entry> entries_;  // sorted by key
  std::vector<unsigned char> bytes_;
};

// Within this much of the best move's value (a disc) the strong level picks among book moves at random.
inline constexpr int kBookTolerance = 16;

// Returns a book move for board: one of those within kBookTolerance of the best, the seed choosing;
// nothing when the book does not know every move's outcome.
std::optional<Square> book_move(const OpeningBook& book, const Board& board, std::uint64_t seed);

}  // namespace engine::reversi
