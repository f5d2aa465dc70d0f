// Whole games between two computer players, for benchmarks and tests.
#pragma once

#include <vector>

#include "ai/player.hpp"
#include "ai/reversi_players.hpp"
#include "knights/game.hpp"

namespace engine::ai {

struct GameResult {
  knights::Player winner;
  std::vector<Square> moves;
  bool had_won_position[2] = {false, false};  // per side: ever to move in a won position
  std::vector<double> move_ms[2];             // per side: the time each of its moves took
};

// Plays a game from the empty board, first against second. With track_won_positions, the
// oracle also says before every move whether the mover stands to win (slower).
GameResult play_game(Level first, Level second, Random& rng, knights::Oracle& oracle, bool track_won_positions = false);

// Plays a Reversi game from the start, black against white, the first random_plies plies (both
// sides) at random; every move's and pass's seed is the next of `seeds`, so a run replays
// exactly. Returns every position met, in order: the one before each move or pass, then the end.
std::vector<reversi::Position> play_reversi_game(const reversi::Geometry& geometry, ReversiLevel black,
                                                 ReversiLevel white, Random& seeds, const reversi::Limits& limits,
                                                 reversi::TranspositionTable& table, int random_plies = 0);

}  // namespace engine::ai
