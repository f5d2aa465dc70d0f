// Shapes of connected free-square sets: a part's Grundy value depends only on its shape, so a
// part is moved to the top-left corner and keyed by the least of its images under the board's 8
// symmetries. The same images give the mirror rule, which proves some symmetric shapes lost.
#pragma once

#include <algorithm>
#include <array>

#include "core/symmetry.hpp"
#include "knights/attacks.hpp"

namespace engine::knights {

// Returns the columns b uses, as the bits of one byte.
constexpr unsigned used_columns(Bitboard b) {
  b |= b >> 32;
  b |= b >> 16;
  b |= b >> 8;
  return static_cast<unsigned>(b & 0xFF);
}

// Returns b (not empty) moved up and left until it touches row 0 and column 0. Knight steps
// inside b are unchanged, so the moved set is the same game.
constexpr Bitboard to_corner(Bitboard b) {
  b >>= lsb(b) & ~7;
  return b >> std::countr_zero(used_columns(b));
}

namespace detail {

constexpr bool is_knight_step(int dr, int dc) { return (dr * dr + dc * dc) == 5; }

// For a box of rows × cols, the squares that the half-turn about the box centre maps onto
// themselves or onto a square a knight step away. A shape that is symmetric under the half turn
// and avoids these squares lets the second player answer every move with its image.
inline constexpr auto kHalfTurnUnsafe = [] {
  std::array<std::array<Bitboard, 9>, 9> table{};
  for (int rows = 1; rows <= 8; ++rows)
    for (int cols = 1; cols <= 8; ++cols)
      for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
          const int dr = rows - 1 - 2 * r, dc = cols - 1 - 2 * c;
          if ((dr == 0 && dc == 0) || is_knight_step(dr, dc)) table[rows][cols] |= square_bb(r * 8 + c);
        }
  return table;
}();

constexpr Bitboard kDiagonal = 0x8040201008040201ULL;

}  // namespace detail

// A connected part seen through the board's symmetries.
struct Shape {
  Bitboard key;     // the least corner-moved image among the 8: equal for every congruent part
  bool mirror_lost;  // the mirror rule proves the part lost for the player to move (value 0)
};

// Returns the shape of part (not empty). The mirror rule: when a reflection or the half turn
// maps part onto itself, fixes no square of it and sends no square a knight step away from
// itself, the second player copies every move through it and wins. Row and column mirrors and
// the diagonals never move a square a knight step (a step changes both row and column, and a
// diagonal image differs by (d, -d)), so only their fixed lines matter.
constexpr Shape shape_of(Bitboard part) {
  const Bitboard n = to_corner(part);
  const int rows = (63 - std::countl_zero(n)) / 8 + 1;
  const int cols = std::bit_width(used_columns(n));
  const int up = 8 * (8 - rows), left = 8 - cols, up_t = 8 * (8 - cols), left_t = 8 - rows;
  const Bitboard v = flip_rows(n) >> up;
  const Bitboard h = flip_columns(n) >> left;
  const Bitboard half = flip_rows(h) >> up;
  const Bitboard t = transpose(n);
  const Bitboard tv = flip_rows(t) >> up_t;
  const Bitboard th = flip_columns(t) >> left_t;
  const Bitboard anti = flip_rows(th) >> up_t;
  const Bitboard key = std::min({n, v, h, half, t, tv, th, anti});

  using namespace detail;
  const bool row_mirror = v == n && (rows % 2 == 0 || !(n & (kRow1 << 8 * (rows / 2))));
  const bool column_mirror = h == n && (cols % 2 == 0 || !(n & (kColumnA << cols / 2)));
  const bool half_turn = half == n && !(n & kHalfTurnUnsafe[rows][cols]);
  const bool diagonal = rows == cols && t == n && !(n & kDiagonal);
  const bool anti_diagonal = rows == cols && anti == n && !(n & (flip_columns(kDiagonal) >> (8 - cols)));
  return {key, row_mirror || column_mirror || half_turn || diagonal || anti_diagonal};
}

// A whole-board set seen through the board's symmetries (no translation: the board's edges count).
struct BoardKey {
  Bitboard key;  // the least image of the set
  int symmetry;  // a symmetry that maps the set onto key
};

// Returns the key of b under the board's 8 symmetries.
constexpr BoardKey board_key(Bitboard b) {
  BoardKey best{b, 0};
  for (int i = 1; i < kSymmetries; ++i)
    if (const Bitboard image = apply_symmetry(b, i); image < best.key) best = {image, i};
  return best;
}

}  // namespace engine::knights
