#include "ai/reversi_players.hpp"

#include <array>

#include "ai/random_player.hpp"

namespace engine::ai {
namespace {

using namespace reversi;

// Seed 004's two 8×8 maps: the opening one favours the centre, the later one corners and edges.
constexpr std::array<int, 64> kOpeningMap8 = {
    1, 1, 1, 1, 1, 1, 1, 1,  //
    1, 2, 2, 2, 2, 2, 2, 1,  //
    1, 2, 3, 3, 3, 3, 2, 1,  //
    1, 2, 3, 0, 0, 3, 2, 1,  //
    1, 2, 3, 0, 0, 3, 2, 1,  //
    1, 2, 3, 3, 3, 3, 2, 1,  //
    1, 2, 2, 2, 2, 2, 2, 1,  //
    1, 1, 1, 1, 1, 1, 1, 1,
};
constexpr std::array<int, 64> kLaterMap8 = {
    8, 2, 7, 5, 5, 7, 2, 8,  //
    2, 1, 3, 3, 3, 3, 1, 2,  //
    7, 3, 6, 4, 4, 6, 3, 7,  //
    5, 3, 4, 0, 0, 4, 3, 5,  //
    5, 3, 4, 0, 0, 4, 3, 5,  //
    7, 3, 6, 4, 4, 6, 3, 7,  //
    2, 1, 3, 3, 3, 3, 1, 2,  //
    8, 2, 7, 5, 5, 7, 2, 8,
};
// A 6×6 table in the spirit of the classic 8×8 ones: corners precious, the squares that give
// them away costly, edges good.
constexpr std::array<int, 36> kMap6 = {
    50, -10, 5,  5,  -10, 50,   //
    -10, -20, 1, 1,  -20, -10,  //
    5,  1,   2,  2,  1,   5,    //
    5,  1,   2,  2,  1,   5,    //
    -10, -20, 1, 1,  -20, -10,  //
    50, -10, 5,  5,  -10, 50,
};

}  // namespace

std::optional<ReversiLevel> parse_reversi_level(std::string_view name) {
  for (const ReversiLevel level : kReversiLevels)
    if (name == reversi_level_name(level)) return level;
  return std::nullopt;
}

const char* reversi_level_name(ReversiLevel level) {
  switch (level) {
    case ReversiLevel::Random:
      return "random";
    case ReversiLevel::Weighted:
      return "weighted";
    case ReversiLevel::Strong:
      return "strong";
  }
  return "?";
}

int weighted_value(const Position& position, Square s) {
  const Geometry& g = *position.geometry;
  const Board& board = position.board;
  const Bitboard flipped = flips(s, board.player, board.opponent);
  if (g.size == 8) {
    const int discs = popcount(board.occupied());
    if (discs < 20) return kOpeningMap8[s];
    return kLaterMap8[s] + (discs < 50 ? 0 : popcount(flipped));
  }
  int value = kMap6[g.cell_of(s)];
  for (Bitboard b = flipped; b;) value += kMap6[g.cell_of(pop_lsb(b))];
  return value;
}

Square reversi_move(ReversiLevel level, const Position& position, std::uint64_t seed, const Limits& limits,
                    TranspositionTable& table) {
  const Geometry& g = *position.geometry;
  const Bitboard moves = legal_moves(position.board, g.squares);
  if (!moves) return kPass;
  Random rng(seed);
  switch (level) {
    case ReversiLevel::Random:
      return random_move(moves, rng);
    case ReversiLevel::Weighted: {
      Bitboard best = 0;
      int best_value = 0;
      for (Bitboard b = moves; b;) {
        const Square s = pop_lsb(b);
        const int value = weighted_value(position, s);
        if (!best || value > best_value) best = 0, best_value = value;
        if (value == best_value) best |= square_bb(s);
      }
      return random_move(best, rng);
    }
    case ReversiLevel::Strong: {
      table.clear();
      Search search(g, table);
      return search.think(position.board, limits, seed).move;
    }
  }
  return kPass;
}

}  // namespace engine::ai
