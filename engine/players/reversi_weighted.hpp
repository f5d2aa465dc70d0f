// The weighted Reversi player: the best square by a static weight table, ties broken at random.
// On 8×8 the canvas Reversi page's maps by phase (fewer than 20 discs on the board: map 1, fewer
// than 50: map 2, later map 2 plus the discs the move flips); on 6×6 the 8×8 Othello page's idea,
// the weights of the flipped discs summed, plus the weight of the square itself, on a 6×6 table.
#pragma once

#include "core/random.hpp"
#include "reversi/position.hpp"

namespace engine::reversi {

// Returns the weighted player's value of a disc on grid bit s (a legal move) in position.
int weighted_value(const Position& position, Square s);

// Returns the moves the weighted player chooses among (the best valued), of moves, the legal moves of position (not empty).
Bitboard weighted_choices(const Position& position, Bitboard moves);

// Returns the weighted player's move among moves, the legal moves of position (not empty).
Square weighted_move(const Position& position, Bitboard moves, Random& rng);

}  // namespace engine::reversi
