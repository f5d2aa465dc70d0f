#include "players/knights_players.hpp"

#include "players/knights_perfect.hpp"
#include "players/knights_weighted.hpp"
#include "players/random_player.hpp"

namespace engine::knights {

std::optional<Level> parse_level(std::string_view name) {
  for (const Level level : kLevels)
    if (name == level_name(level)) return level;
  return std::nullopt;
}

const char* level_name(Level level) {
  switch (level) {
    case Level::Random:
      return "random";
    case Level::Weighted:
      return "weighted";
    case Level::Perfect:
      return "perfect";
  }
  return "?";
}

Square choose_move(Level level, const Position& pos, Random& rng, Oracle& oracle) {
  switch (level) {
    case Level::Random:
      return random_move(pos.legal_moves(), rng);
    case Level::Weighted:
      return weighted_move(pos, rng, oracle.solver());
    case Level::Perfect:
      return perfect_move(pos, rng, oracle);
  }
  return random_move(pos.legal_moves(), rng);
}

}  // namespace engine::knights
