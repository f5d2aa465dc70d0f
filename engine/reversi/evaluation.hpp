// The midgame evaluation of the strong player: what a position is worth to the side to move,
// in units of 1/kUnitsPerDisc of a disc (an estimate of the final disc difference). A linear
// function of the features Othello programs have measured since the 1980s — mobility, potential
// mobility, corners, the squares next to empty corners, stable discs, discs and parity — with
// weights fitted to self-play games for each board size, blended from the opening to the end by
// the number of empties.
#pragma once

#include "reversi/board.hpp"

namespace engine::reversi {

inline constexpr int kUnitsPerDisc = 16;

int evaluate(const Board& board, const Geometry& geometry);

}  // namespace engine::reversi
