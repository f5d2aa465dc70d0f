#include "players/reversi_players.hpp"

#include "core/random.hpp"
#include "players/random_player.hpp"
#include "players/reversi_weighted.hpp"

namespace engine::reversi {

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
    case Level::Strong:
      return "strong";
  }
  return "?";
}

Square choose_move(Level level, const Position& position, std::uint64_t seed, const Limits& limits,
                   TranspositionTable& table) {
  const Bitboard moves = legal_moves(position.board, position.geometry->squares);
  if (!moves) return kPass;
  Random rng(seed);
  switch (level) {
    case Level::Random:
      return random_move(moves, rng);
    case Level::Weighted:
      return weighted_move(position, moves, rng);
    case Level::Strong: {
      table.clear();
      Search search(*position.geometry, table);
      return search.think(position.board, limits, seed).move;
    }
  }
  return kPass;
}

}  // namespace engine::reversi
