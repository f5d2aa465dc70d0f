// The midgame evaluation of the strong player: what a position is worth to the side to move,
// in units of 1/kUnitsPerDisc of a disc. Hand-set weights on the features Othello programs
// have measured since the 1980s, blended from the opening to the end by the number of empties:
// mobility, potential mobility, corners, the squares next to empty corners, stable discs,
// parity and, late, the discs themselves.
#pragma once

#include "reversi/board.hpp"

namespace engine::reversi {

inline constexpr int kUnitsPerDisc = 16;

int evaluate(const Board& board, const Geometry& geometry);

}  // namespace engine::reversi
