// Whole Reversi games between two computer players, for benchmarks, tests and the evaluation fit.
#pragma once

#include <vector>

#include "core/random.hpp"
#include "players/reversi_players.hpp"

namespace engine::reversi {

// Plays a game from the start, black against white, the first random_plies plies (both sides)
// at random; every move's and pass's seed is the next of `seeds`, so a run replays exactly.
// Returns every position met, in order: the one before each move or pass, then the end.
std::vector<Position> play_game(const Geometry& geometry, Level black, Level white, Random& seeds, const Limits& limits,
                                TranspositionTable& table, int random_plies = 0);

}  // namespace engine::reversi
