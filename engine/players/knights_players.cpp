#include "players/knights_players.hpp"

#include "players/knights_perfect.hpp"
#include "players/knights_weighted.hpp"
#include "players/level_names.hpp"
#include "players/random_player.hpp"

namespace engine::knights {
namespace {

constexpr LevelNames<Level, kLevels.size()> kNames{kLevels, {"random", "weighted", "perfect"}};

}  // namespace

std::optional<Level> parse_level(std::string_view name) { return kNames.parse(name); }

const char* level_name(Level level) { return kNames.name(level); }

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

Square site_move(Level level, const Position& pos, Random& rng, Oracle& oracle) {
  return pos.knights == 0 ? kOpeningSquare : choose_move(level, pos, rng, oracle);
}

}  // namespace engine::knights
