#include "tools/knights_match.hpp"

#include <chrono>

namespace engine::knights {

GameResult play_game(Level first, Level second, Random& rng, Oracle& oracle, bool track_won_positions) {
  Game game;
  GameResult result;
  while (!game.is_over()) {
    const int side = static_cast<int>(game.side_to_move());
    if (track_won_positions && !oracle.is_lost(game.legal_mask())) result.had_won_position[side] = true;
    const auto start = std::chrono::steady_clock::now();
    const Square move = choose_move(side == 0 ? first : second, game.position(), rng, oracle);
    result.move_ms[side].push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    game.play(move);
  }
  result.winner = *game.winner();
  result.moves = game.history();
  return result;
}

}  // namespace engine::knights
