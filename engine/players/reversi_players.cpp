#include "players/reversi_players.hpp"

#include "core/random.hpp"
#include "players/level_names.hpp"
#include "players/random_player.hpp"
#include "players/reversi_perfect.hpp"
#include "players/reversi_weighted.hpp"

namespace engine::reversi {
namespace {

constexpr LevelNames<Level, kLevels.size()> kNames{kLevels, {"random", "weighted", "medium", "strong"}};

}  // namespace

std::optional<Level> parse_level(std::string_view name) { return kNames.parse(name); }

const char* level_name(Level level) { return kNames.name(level); }

const Evaluation* level_evaluation(Level level, const Evaluation& strong) {
  switch (level) {
    case Level::Medium:
      return &feature_evaluation();
    case Level::Strong:
      return &strong;
    default:
      return nullptr;
  }
}

Square search_move(const Position& position, std::uint64_t seed, const Limits& limits, TranspositionTable& table,
                   const Evaluation& evaluation) {
  if (const ExactBook* exact = evaluation.exact_book(*position.geometry))
    if (const std::optional<Square> move = perfect_move(*exact, position.board, seed, limits, table, evaluation)) return *move;
  if (const OpeningBook* book = evaluation.opening_book(*position.geometry))
    if (const std::optional<Square> move = book_move(*book, position.board, seed)) return *move;
  table.begin_search(&evaluation, position.geometry->size);
  Search search(*position.geometry, table, evaluation);
  return search.think(position.board, limits, seed).move;
}

Square choose_move(Level level, const Position& position, std::uint64_t seed, const Limits& limits,
                   TranspositionTable& table, const Evaluation& strong) {
  const Bitboard moves = legal_moves(position.board, position.geometry->squares);
  if (!moves) return kPass;
  Random rng(seed);
  switch (level) {
    case Level::Random:
      return random_move(moves, rng);
    case Level::Weighted:
      return weighted_move(position, moves, rng);
    case Level::Medium:
    case Level::Strong:
      return search_move(position, seed, limits, table, *level_evaluation(level, strong));
  }
  return kPass;
}

}  // namespace engine::reversi
