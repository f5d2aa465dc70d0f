#include "players/reversi_weighted.hpp"

#include <array>

#include "players/random_player.hpp"

namespace engine::reversi {
namespace {

// Seed 004's phases on 8×8: map 1 below kMiddleDiscs discs, map 2 below kLateDiscs, then map 2
// plus the discs the move flips.
constexpr int kMiddleDiscs = 20, kLateDiscs = 50;

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

int weighted_value(const Position& position, Square s) {
  const Geometry& g = *position.geometry;
  const Board& board = position.board;
  const Bitboard flipped = flips(s, board.player, board.opponent);
  if (g.size == 8) {
    const int discs = popcount(board.occupied());
    if (discs < kMiddleDiscs) return kOpeningMap8[s];
    return kLaterMap8[s] + (discs < kLateDiscs ? 0 : popcount(flipped));
  }
  int value = kMap6[g.cell_of(s)];
  for (Bitboard b = flipped; b;) value += kMap6[g.cell_of(pop_lsb(b))];
  return value;
}

Bitboard weighted_choices(const Position& position, Bitboard moves) {
  Bitboard best = 0;
  int best_value = 0;
  for (Bitboard b = moves; b;) {
    const Square s = pop_lsb(b);
    const int value = weighted_value(position, s);
    if (!best || value > best_value) best = 0, best_value = value;
    if (value == best_value) best |= square_bb(s);
  }
  return best;
}

Square weighted_move(const Position& position, Bitboard moves, Random& rng) { return random_move(weighted_choices(position, moves), rng); }

}  // namespace engine::reversi
