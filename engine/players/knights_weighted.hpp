// The weighted knight player: the weighted Othello players' idea carried over to knights — every
// legal square gets a score from a weight function, the best score wins, ties are broken at random.
#pragma once

#include "core/random.hpp"
#include "knights/position.hpp"
#include "knights/solver.hpp"

namespace engine::knights {

// Free squares left after a move at which the weighted player starts to see the end exactly.
inline constexpr int kWeightedExactSquares = 8;

// Returns the score of a move on s in pos (higher is better); see knights_weighted.cpp.
int weighted_score(const Position& pos, Square s, Solver& solver);

// Returns the squares the weighted player chooses among in pos (the best scores), which must have a legal move.
Bitboard weighted_choices(const Position& pos, Solver& solver);

// Returns the weighted player's move in pos, which must have a legal move.
Square weighted_move(const Position& pos, Random& rng, Solver& solver);

}  // namespace engine::knights
