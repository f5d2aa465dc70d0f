// Whole knight games between two computer players, for benchmarks and tests.
#pragma once

#include <vector>

#include "knights/game.hpp"
#include "players/knights_players.hpp"

namespace engine::knights {

struct GameResult {
  Player winner;
  std::vector<Square> moves;
  bool had_won_position[2] = {false, false};  // per side: ever to move in a won position
  std::vector<double> move_ms[2];             // per side: the time each of its moves took
};

// Plays a game from the empty board, first against second. With track_won_positions, the
// oracle also says before every move whether the mover stands to win (slower).
GameResult play_game(Level first, Level second, Random& rng, Oracle& oracle, bool track_won_positions = false);

}  // namespace engine::knights
