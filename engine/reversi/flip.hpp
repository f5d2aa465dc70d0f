// Discs flipped by a move: for each of the eight directions, the run of opponent discs that
// starts next to the move and ends on one of the player's discs.
// Rays towards higher bits find their end with one carry-propagating addition, rays towards
// lower bits with one count of leading zeros (Edax's "carry" flip, on plain 64-bit integers
// so that wasm runs the same code at nearly the same speed).
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "core/bitboard.hpp"

namespace engine::reversi {

// The eight directions as (row step, column step); the first four run towards higher bits.
inline constexpr int kDirections[8][2] = {{0, 1}, {1, -1}, {1, 0}, {1, 1}, {0, -1}, {-1, 1}, {-1, 0}, {-1, -1}};

// Rays[s][d]: the squares beyond s in direction d, up to the edge of the 8×8 grid.
inline constexpr auto Rays = [] {
  std::array<std::array<Bitboard, 8>, 64> rays{};
  for (Square s = 0; s < 64; ++s)
    for (int d = 0; d < 8; ++d)
      for (int r = s / 8 + kDirections[d][0], c = s % 8 + kDirections[d][1]; r >= 0 && r < 8 && c >= 0 && c < 8;
           r += kDirections[d][0], c += kDirections[d][1])
        rays[s][d] |= square_bb(r * 8 + c);
  return rays;
}();

// Returns the opponent discs flipped along a ray that runs towards higher bits.
constexpr Bitboard flips_up(Bitboard ray, Bitboard player, Bitboard opponent) {
  // Adding 1 carries through every bit below the ray and every opponent disc on it, stopping at
  // the first ray square that is not the opponent's: the outflanking disc when it is the player's.
  const Bitboard outflank = ((opponent | ~ray) + 1) & ray & player;
  return (outflank - (outflank != 0)) & ray;
}

// Returns the opponent discs flipped along a ray that runs towards lower bits.
constexpr Bitboard flips_down(Bitboard ray, Bitboard player, Bitboard opponent) {
  // The highest ray square not held by the opponent is the first one met; bit 0 stands in when
  // there is none (the "& ray" below drops it unless it is on the ray, where it is then the opponent's).
  const Bitboard first = Bitboard{1} << (63 - std::countl_zero((ray & ~opponent) | 1));
  const Bitboard outflank = first & ray & player;
  return ray & (0 - (outflank << 1));
}

// Returns the discs that a player disc on the empty square s flips.
constexpr Bitboard flips(Square s, Bitboard player, Bitboard opponent) {
  const auto& ray = Rays[s];
  return flips_up(ray[0], player, opponent) | flips_up(ray[1], player, opponent) |
         flips_up(ray[2], player, opponent) | flips_up(ray[3], player, opponent) |
         flips_down(ray[4], player, opponent) | flips_down(ray[5], player, opponent) |
         flips_down(ray[6], player, opponent) | flips_down(ray[7], player, opponent);
}

// The last empty square of a full 8×8 board: every square but the player's and this one is the
// opponent's, so the discs a move flips along a line follow from the player's discs on that line
// alone, read as a byte and looked up (Edax's count_last_flip). The solver's last ply only needs
// their count, and this takes a fraction of flips()' work.

// LineFlips[i][byte]: the discs flipped on a full line of 8 by a move on square i, the player
// holding the squares of byte's bits and the opponent all others.
inline constexpr auto LineFlips = [] {
  std::array<std::array<std::uint8_t, 256>, 8> table{};
  for (int i = 0; i < 8; ++i)
    for (int byte = 0; byte < 256; ++byte)
      for (const int step : {-1, 1}) {
        int run = 0, j = i + step;
        for (; j >= 0 && j < 8 && !(byte >> j & 1); j += step) ++run;
        if (j >= 0 && j < 8) table[i][byte] += static_cast<std::uint8_t>(run);
      }
  return table;
}();

// The two diagonals through each square, as masks.
inline constexpr auto Diagonals = [] {
  std::array<std::array<Bitboard, 2>, 64> masks{};
  for (Square s = 0; s < 64; ++s) masks[s] = {square_bb(s) | Rays[s][3] | Rays[s][7], square_bb(s) | Rays[s][1] | Rays[s][5]};
  return masks;
}();

// Returns how many discs a player disc on s flips when s is the 8×8 board's last empty square.
constexpr int count_last_flips(Square s, Bitboard player) {
  const int row = s / 8, column = s % 8;
  // A column or a diagonal gathered into a byte, bit i its square of row i (column i): the
  // multiply stacks one bit of each row in the top byte, without carries.
  const auto column_byte = [](Bitboard b) { return static_cast<unsigned>(((b & kColumnA) * 0x0102040810204080ULL) >> 56); };
  const auto diagonal_byte = [](Bitboard b) { return static_cast<unsigned>((b * kColumnA) >> 56); };
  return LineFlips[column][(player >> (8 * row)) & 0xFF] +
         LineFlips[row][column_byte(player >> column)] +
         LineFlips[column][diagonal_byte(player & Diagonals[s][0])] +
         LineFlips[column][diagonal_byte(player & Diagonals[s][1])];
}

}  // namespace engine::reversi
