// Knight attack masks for the 8×8 board, built at compile time.
// Square 0 is the top-left corner (a8), numbered row-major to 63 (h1), as on the original page.
#pragma once

#include <array>

#include "core/bitboard.hpp"
#include "core/square_names.hpp"

namespace engine::knights {

inline constexpr int kBoardSize = 8;
inline constexpr int kSquares = kBoardSize * kBoardSize;
inline constexpr BoardShape kShape{kBoardSize, RowDigits::FromBottom};

// The squares a knight on each square attacks.
inline constexpr std::array<Bitboard, kSquares> KnightAttacks = [] {
  constexpr int steps[8][2] = {{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}};
  std::array<Bitboard, kSquares> table{};
  for (Square s = 0; s < kSquares; ++s) {
    const int row = s / kBoardSize, col = s % kBoardSize;
    for (const auto& step : steps) {
      const int r = row + step[0], c = col + step[1];
      // The row and column checks keep a step from wrapping round the board edge.
      if (r >= 0 && r < kBoardSize && c >= 0 && c < kBoardSize) table[s] |= square_bb(r * kBoardSize + c);
    }
  }
  return table;
}();

// Returns every square attacked by a knight standing on one of the squares in knights.
constexpr Bitboard attacks_of(Bitboard knights) {
  Bitboard attacked = 0;
  while (knights) attacked |= KnightAttacks[pop_lsb(knights)];
  return attacked;
}

}  // namespace engine::knights
