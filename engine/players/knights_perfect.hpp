// The perfect knight player: never misses a win, and when lost makes winning as hard as it can.
#pragma once

#include <optional>

#include "core/random.hpp"
#include "knights/oracle.hpp"
#include "knights/position.hpp"

namespace engine::knights {

// Returns the moves on free that leave the opponent the fewest winning replies (all of them,
// tied). The opening book's lines hold these for the perfect player's own lost positions, every
// lost position of three knights and those it leaves at ply 4, and the outcome table's answers for
// the slow ones of five and six knights met in play, where counting live would be slow.
Bitboard least_winning_replies(Bitboard free, Oracle& oracle);

// Returns the best tries of a lost position: the chosen moves of the book or the outcome table
// where they hold them (Oracle::chosen_moves), else least_winning_replies().
Bitboard best_tries(Bitboard free, Oracle& oracle);

// Returns a winning move on free, one at random of those the outcome table holds, else the
// first found trying moves in random order; nothing when free is lost.
std::optional<Square> random_winning_move(Bitboard free, Random& rng, Oracle& oracle);

// Returns the perfect player's move in pos, which must have a legal move:
//  - the mirror reply, when the last move broke a mirror symmetry (the second player's free win);
//  - in a won position, a winning move: the book's (the same one in every symmetric position, so
//    that the book can follow its games), else one at random (random_winning_move);
//  - in a lost one, a move leaving the opponent the fewest winning replies, ties at random.
Square perfect_move(const Position& pos, Random& rng, Oracle& oracle);

// Returns every move perfect_move may choose in pos (the same cases, each choice's whole set),
// for the tools that follow all of its games.
Bitboard perfect_choices(const Position& pos, Oracle& oracle);

}  // namespace engine::knights
