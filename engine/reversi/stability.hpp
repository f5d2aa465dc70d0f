// Stable discs: discs that no sequence of moves can ever flip. A disc is stable when, along each
// of the four lines through it, the line is full or a neighbour on the line is stable and of the
// same colour, or is off the board. Growing that set from nothing until it stops gives a safe
// lower bound of the true count. The endgame uses it to cut off positions that can no longer
// reach the search window; the evaluation counts it.
#pragma once

#include "reversi/board.hpp"

namespace engine::reversi {

namespace detail {

inline constexpr Bitboard kColumnA = 0x0101010101010101ULL, kColumnH = 0x8080808080808080ULL;
inline constexpr Bitboard kRow1 = 0x00000000000000FFULL, kRow8 = 0xFF00000000000000ULL;

// The squares whose line along one axis is full: both ways, each step must be filled or the edge.
// `up` and `down` shift one step each way along the axis and count the board edge as filled.
template <typename Up, typename Down>
constexpr Bitboard full_along(Bitboard filled, Up up, Down down) {
  Bitboard full = filled;
  for (int i = 0; i < 7; ++i) full &= up(full) & down(full);
  return full;
}

}  // namespace detail

// Returns the stable discs of `player`; squares outside the board count as filled and stable.
constexpr Bitboard stable_discs(Bitboard player, Bitboard opponent, Bitboard squares) {
  using namespace detail;
  const Bitboard walls = ~squares;
  const Bitboard filled = player | opponent | walls;
  const auto east = [](Bitboard b) { return (b >> 1) | kColumnH; };
  const auto west = [](Bitboard b) { return (b << 1) | kColumnA; };
  const auto south = [](Bitboard b) { return (b >> 8) | kRow8; };
  const auto north = [](Bitboard b) { return (b << 8) | kRow1; };
  const auto south_east = [](Bitboard b) { return (b >> 9) | kColumnH | kRow8; };
  const auto north_west = [](Bitboard b) { return (b << 9) | kColumnA | kRow1; };
  const auto south_west = [](Bitboard b) { return (b >> 7) | kColumnA | kRow8; };
  const auto north_east = [](Bitboard b) { return (b << 7) | kColumnH | kRow1; };
  const Bitboard full_h = full_along(filled, east, west), full_v = full_along(filled, south, north);
  const Bitboard full_d9 = full_along(filled, south_east, north_west);
  const Bitboard full_d7 = full_along(filled, south_west, north_east);

  Bitboard stable = 0, before;
  do {
    before = stable;
    const Bitboard anchors = stable | walls;
    stable = player & (full_h | east(anchors) | west(anchors)) & (full_v | south(anchors) | north(anchors)) &
             (full_d9 | south_east(anchors) | north_west(anchors)) & (full_d7 | south_west(anchors) | north_east(anchors));
  } while (stable != before);
  return stable;
}

}  // namespace engine::reversi
