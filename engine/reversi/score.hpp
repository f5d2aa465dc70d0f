// Scores, always from the side to move: exact final disc differences where a search sees the
// end (empty squares go to the winner, the field's convention), evaluation units elsewhere.
#pragma once

#include "reversi/geometry.hpp"

namespace engine::reversi {

// Evaluation units per disc: an evaluation estimates the final disc difference in 1/16 discs.
inline constexpr int kUnitsPerDisc = 16;

// Beyond any score in either unit (at most 64 discs, 1,024 units), within the table's 16 bits.
inline constexpr int kInfinity = 30000;

// Returns the score of a finished game for the side whose discs are `player`, with `empties`
// squares left empty: its disc difference, the empty squares going to the winner.
constexpr int final_score(Bitboard player, int empties, const Geometry& geometry) {
  const int diff = 2 * popcount(player) + empties - geometry.cells();
  return diff > 0 ? diff + empties : diff < 0 ? diff - empties : 0;
}

}  // namespace engine::reversi
