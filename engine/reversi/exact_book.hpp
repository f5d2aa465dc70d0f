// The proven book: exact values (final disc differences with perfect play) of the positions a
// game reaches in its first plies, so that the strong level plays perfectly from the first move
// where the solver alone would take minutes (on 6×6 it solves the start in about two and a half),
// and the values and the review are exact there too. Built by `reversi book --exact`
// (tools/exact_book_build.hpp); compiled into the native tools, and fetched by the page apart
// from the rules and the knowledge (web/js/reversi/reversi_knowledge.js).
//
// It holds, for the strong level on either side, every position it meets playing from the book:
// in its own positions the moves that keep the value (all of them), in the opponent's every
// reply, down to positions of `solver_empties` empties or fewer, which the solver takes over; of
// the level's first such positions it holds the value and one move that keeps it (the first in
// the build's order, tools/exact_book_build.hpp), since proving a move there can take a second.
//
// The file: "RXB1", a byte giving the board's size, a byte giving solver_empties, the tree's
// length and an FNV-1a checksum of it (little-endian uint32s), then the tree (book_tree.hpp), its
// values in discs. The reader refuses a damaged file (its header, checksum and tree checked);
// contradiction() checks the values against each other.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "reversi/opening_book.hpp"

namespace engine::reversi {

inline constexpr char kExactBookMagic[4] = {'R', 'X', 'B', '1'};

class ExactBook {
 public:
  ExactBook() = default;  // empty: no position is in it

  // Reads an exact book file; on a malformed one returns nothing and says why in error.
  static std::optional<ExactBook> read(std::span<const unsigned char> bytes, std::string& error);

  // Returns the file of a tree (values in discs) for board size geometry.
  static std::vector<unsigned char> file_bytes(const Geometry& geometry, int solver_empties,
                                               std::span<const unsigned char> tree);

  bool empty() const { return positions_.empty(); }
  std::size_t size() const { return positions_.size(); }
  const Geometry& geometry() const { return *geometry_; }
  int solver_empties() const { return solver_empties_; }
  const std::vector<unsigned char>& bytes() const { return bytes_; }
  // The tree within bytes() (book_tree.hpp), values in discs.
  std::span<const unsigned char> tree() const;

  // Returns board's exact value for its side to move, in discs, when it is in the book.
  std::optional<int> value(const Board& board) const;

  // Returns why the book's values contradict each other — a value no game on the board can end
  // with, a position worth less than a move from it, or more than all its moves — or "" when
  // they agree. (The reader leaves this to `reversi book --check`, which also proves the values
  // again: the page's first visit has no room for the code.)
  std::string contradiction() const;

  // Returns the moves of board that the book knows to keep its value: the moves to positions in
  // the book worth exactly that value to the mover (none when board is not in the book).
  std::vector<Square> kept_moves(const Board& board) const;

  // Appends to line a best play from board as far as the book knows one: each move one that
  // keeps the value, kPass where a side must pass; it stops where the book leaves the rest to the
  // solver (the analysis's line of a value from the book).
  void append_line(Board board, std::vector<Square>& line) const;

 private:
  const Geometry* geometry_ = &kBoard6;
  int solver_empties_ = 0;
  OpeningBook positions_;
  std::vector<unsigned char> bytes_;
};

// Returns a move of board that keeps its value, by the book, the seed choosing among them;
// nothing when the book knows none.
std::optional<Square> exact_book_move(const ExactBook& book, const Board& board, std::uint64_t seed);

}  // namespace engine::reversi
