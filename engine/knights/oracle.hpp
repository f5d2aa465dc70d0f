// Answers about positions for players and hints: the opening book where it knows, then the
// outcome table (with its values, when loaded) once it is given, the mirror rule where it
// applies, the solver elsewhere.
#pragma once

#include <cstddef>
#include <optional>

#include "knights/book.hpp"
#include "knights/outcomes.hpp"
#include "knights/solver.hpp"

namespace engine::knights {

class Oracle {
 public:
  explicit Oracle(const Book& book = Book::embedded(), std::size_t table_bytes = Solver::kLiveTableBytes)
      : book_(book), solver_(table_bytes) {}

  // Returns the Grundy value of the free squares; 0 means the side to move loses.
  int grundy(Bitboard free);

  // Returns whether the side to move loses on free.
  bool is_lost(Bitboard free);

  // Returns the moves that leave the opponent a lost position.
  Bitboard winning_moves(Bitboard free);

  // Returns how many of the moves on free win, counting no further than limit + 1.
  int count_winning_moves(Bitboard free, int limit);

  // Returns the winning moves of a won position when a table holds them (the outcome table's
  // answers), without a search.
  std::optional<Bitboard> known_winning_moves(Bitboard free) const;

  // Returns the perfect player's chosen moves in a lost position when a table holds them (the
  // book's lines, the outcome table's answers), without a search.
  std::optional<Bitboard> chosen_moves(Bitboard free) const;

  // Answers from outcomes too (which must outlive the oracle): whether positions one ply past
  // the book are lost.
  void use_outcomes(const Outcomes& outcomes) { outcomes_ = &outcomes; }

  const Book& book() const { return book_; }
  Solver& solver() { return solver_; }

 private:
  const Book& book_;
  const Outcomes* outcomes_ = nullptr;
  Solver solver_;
};

}  // namespace engine::knights
