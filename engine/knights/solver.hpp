// The exact solver: Grundy values of knight-placement positions.
//
// The game is Node Kayles on the knight graph: the free squares F are the vertices, a move on s
// takes s and its knight neighbours out of play, and whoever cannot move loses. The value of F is
// the XOR of the values of its connected parts, so the solver splits F into parts, keys each part
// by its shape (see shape.hpp) and remembers what it learns in a fixed-size table.
//
// Win/loss questions are asked as "is the value of F equal to n?" (F + *n is a loss for the side
// to move) rather than "what is the value of F?": for a sum of parts, every part but the largest
// is solved in full and the largest only has to be compared with the XOR of the others, which a
// search with early exits answers far faster (the approach of the Sprouts solvers). What each
// question teaches — an exact value, or values excluded — is kept in the table. Full values
// (grundy()) of large parts are found by asking "is it n?" for n = 0, 1, …; of smaller ones, as
// the mex of the options' full values. Searches try first the options whose largest part is smallest.
#pragma once

#include <cstddef>
#include <cstdint>

#include "knights/attacks.hpp"
#include "knights/components.hpp"
#include "knights/transposition_table.hpp"

namespace engine::knights {

// Returns the moves on free to positions that is_lost finds lost: the winning moves, by the
// solver's answers or the oracle's (with its book). A lost free has none, found at once where
// the answer is quick (a mirror-symmetric position, the book's).
template <class IsLost>
Bitboard moves_to_lost(Bitboard free, IsLost is_lost) {
  if (is_lost(free)) return 0;
  Bitboard wins = 0;
  for (Bitboard moves = free; moves;) {
    const Square s = pop_lsb(moves);
    if (is_lost(free & ~closed_neighbourhood(s))) wins |= square_bb(s);
  }
  return wins;
}

class Solver {
 public:
  // About 16 MB: enough for every live question after the opening book, small enough for phones.
  static constexpr std::size_t kLiveTableBytes = 16 * kMiB;

  explicit Solver(std::size_t table_bytes = kLiveTableBytes) : table_(table_bytes) {}

  // Returns the Grundy value of the free squares; 0 means the side to move loses.
  int grundy(Bitboard free);

  // Returns whether the side to move loses on free (Grundy value 0).
  bool is_lost(Bitboard free) { return has_value(free, 0); }

  // Returns the moves on free that leave the opponent a lost position.
  Bitboard winning_moves(Bitboard free);

  // Returns whether the value of free is n (so free plus a nim heap of n is lost to move).
  bool has_value(Bitboard free, int n);

  // Returns the count of parts searched so far (those too large to solve without the table).
  std::uint64_t nodes() const { return nodes_; }

  // Forgets everything learnt, e.g. between benchmark runs.
  void clear() { table_.clear(); }

 private:
  // A part's options as its searches see them, worked out once per part however many values are asked.
  struct Options;

  int part_grundy(Bitboard part);
  // Returns the value of part (keyed key), known not to be below floor, by asking "is it n?" for
  // n = floor, floor + 1, … Apart from part_grundy, so that its options stay off the stack of the
  // smaller parts' recursion.
  [[gnu::noinline]] int searched_value(Bitboard part, Bitboard key, int floor);
  // Asks with options of its own, out of line for the same reason.
  [[gnu::noinline]] bool part_has_value(Bitboard part, int n);
  bool part_has_value(Bitboard part, int n, Options& options);
  void find_options(Bitboard part, Options& options);
  bool some_option_has_value(Bitboard part, Options& options, int n);

  TranspositionTable table_;
  std::uint64_t nodes_ = 0;
  std::uint32_t history_[kSquares]{};  // per square, how often a move there answered a search
};

}  // namespace engine::knights
