// Stable discs: discs that no sequence of moves can ever flip. A disc is stable when, along each
// of the four lines through it, the line is full or a neighbour on the line is stable and of the
// same colour, or is off the board. Growing that set from nothing until it stops gives a safe
// lower bound of the true count. The endgame uses it to cut off positions that can no longer
// reach the search window; the evaluation counts it.
#pragma once

#include "reversi/board.hpp"

namespace engine::reversi {

namespace detail {

// A step along a line of the grid, in rows and columns (bit delta 8 · row + column); for a shift of
// `steps` such steps, off_grid gives the squares whose source lies off the grid.
struct Step {
  int row, column;
  constexpr Step back() const { return {-row, -column}; }
  constexpr Bitboard off_grid(int steps) const {
    Bitboard off = 0;
    for (Square s = 0; s < 64; ++s) {
      const int r = s / 8 + steps * row, c = s % 8 + steps * column;
      if (r < 0 || r > 7 || c < 0 || c > 7) off |= square_bb(s);
    }
    return off;
  }
};

// Returns b moved `steps` steps against the step (each square takes the value of the square
// `steps` steps along it), squares off the grid counting as set.
template <Step step, int steps>
constexpr Bitboard look_along(Bitboard b) {
  constexpr int delta = steps * (8 * step.row + step.column);
  constexpr Bitboard off = step.off_grid(steps);
  return ((delta > 0 ? b >> delta : b << -delta) & ~off) | off;
}

// The squares whose whole line along the step (both ways) is filled. With F(k) the squares whose
// k nearest squares each way are filled, F(a + b) = F(a) ∧ F(a) looked b steps each way while
// b ≤ 2a + 1: three rounds reach F(7), the whole line, where one step a round would take seven.
template <Step step>
constexpr Bitboard full_along(Bitboard filled) {
  Bitboard full = filled & look_along<step, 1>(filled) & look_along<step.back(), 1>(filled);  // F(1)
  full &= look_along<step, 2>(full) & look_along<step.back(), 2>(full);                       // F(3)
  return full & look_along<step, 4>(full) & look_along<step.back(), 4>(full);                 // F(7)
}

// The squares next to a square of b along the step, either way.
template <Step step>
constexpr Bitboard beside(Bitboard b) {
  return look_along<step, 1>(b) | look_along<step.back(), 1>(b);
}

}  // namespace detail

// Returns the stable discs of `player`; squares outside the board count as filled and stable.
constexpr Bitboard stable_discs(Bitboard player, Bitboard opponent, Bitboard squares) {
  using namespace detail;
  const Bitboard walls = ~squares;
  const Bitboard filled = player | opponent | walls;
  constexpr Step east{0, 1}, north{1, 0}, north_east{1, 1}, north_west{1, -1};
  const Bitboard full_h = full_along<east>(filled), full_v = full_along<north>(filled);
  const Bitboard full_d9 = full_along<north_east>(filled), full_d7 = full_along<north_west>(filled);

  Bitboard stable = 0, before;
  do {
    before = stable;
    const Bitboard anchors = stable | walls;
    stable = player & (full_h | beside<east>(anchors)) & (full_v | beside<north>(anchors)) &
             (full_d9 | beside<north_east>(anchors)) & (full_d7 | beside<north_west>(anchors));
  } while (stable != before);
  return stable;
}

}  // namespace engine::reversi
