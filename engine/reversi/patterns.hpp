// The pattern evaluation's patterns, Logistello/Edax style: lines and blocks of squares whose
// contents, read as a base-3 number (0 empty, 1 the side to move's disc, 2 the opponent's), index
// a table of weights. Each pattern is read on the board's symmetric images, so one table serves
// its every instance (the four edges share one, the four corners another), and each table entry
// is tied to its mirror image's (pattern_mirror) so the evaluation ignores the board's symmetries.
//
// Patterns read boards in board coordinates: bit 8·row + column, row and column 0 .. size−1, so
// that one set of shifts and masks serves both sizes. For a board of size n:
//   edge + 2X  — an edge and the two X-squares beside it, n + 2 squares;
//   corner 3×3 — the 3×3 block at a corner;
//   corner 2×5 — the two lines of five squares nearest a corner along one of its edges (8×8 only);
//   row r      — rows 1 .. n/2 − 1 (and their images: the columns, the rows from the other side);
//   diagonal k — the diagonal k columns above the main one, n − k squares, down to 4 squares.
#pragma once

#include <array>
#include <cstdint>
#include <utility>

#include "core/symmetry.hpp"
#include "reversi/board.hpp"

namespace engine::reversi::patterns {

inline constexpr int kMaxDigits = 10;  // the largest pattern: the 8×8 edge + 2X

// Returns the grid's bitboard in board coordinates: the 6×6 board's a1 moves to bit 0.
constexpr Bitboard to_board_coordinates(Bitboard grid, const Geometry& g) { return grid >> (9 * g.offset); }

enum class Shape { Edge2X, Corner, Corner2x5, Row, Diagonal };

// A group of patterns sharing one table: its shape, the row or diagonal it reads, its digits.
struct Group {
  Shape shape;
  int line;    // Row: the row (1 .. n/2 − 1); Diagonal: columns above the main diagonal
  int digits;  // squares read
};

// A board size's groups, in table order.
struct Groups {
  int count = 0;
  std::array<Group, 11> list{};
};

constexpr Groups groups_of(int n) {
  Groups g;
  g.list[g.count++] = {Shape::Edge2X, 0, n + 2};
  g.list[g.count++] = {Shape::Corner, 0, 9};
  // On 6×6 it would read most of an edge twice over, and the solver plays the last 20 empties.
  if (n == 8) g.list[g.count++] = {Shape::Corner2x5, 0, 10};
  for (int r = 1; r < n / 2; ++r) g.list[g.count++] = {Shape::Row, r, n};
  for (int k = 0; n - k >= 4; ++k) g.list[g.count++] = {Shape::Diagonal, k, n - k};
  return g;
}

inline constexpr Groups kGroups8 = groups_of(8), kGroups6 = groups_of(6);

constexpr const Groups& groups_of(const Geometry& g) { return g.size == 8 ? kGroups8 : kGroups6; }

constexpr int power_of_3(int digits) { return digits == 0 ? 1 : 3 * power_of_3(digits - 1); }

// The bits of the diagonal k columns above the main one, on a board of size n.
constexpr Bitboard diagonal_mask(int k, int n) {
  Bitboard mask = 0;
  for (int i = 0; i + k < n; ++i) mask |= square_bb(8 * i + i + k);
  return mask;
}

// Returns the group's squares of board y, gathered into bits 0 .. digits − 1 (bit i: digit i).
constexpr unsigned gather(Bitboard y, const Group& group, int n) {
  const Bitboard row_mask = (Bitboard{1} << n) - 1;
  switch (group.shape) {
    case Shape::Edge2X:  // the edge, then the X-squares of its first and last corners
      return static_cast<unsigned>((y & row_mask) | ((y >> 9) & 1) << n | ((y >> (8 + n - 2)) & 1) << (n + 1));
    case Shape::Corner:
      return static_cast<unsigned>((y & 7) | ((y >> 5) & 0x38) | ((y >> 10) & 0x1C0));
    case Shape::Corner2x5:
      return static_cast<unsigned>((y & 0x1F) | ((y >> 3) & 0x3E0));
    case Shape::Row:
      return static_cast<unsigned>((y >> (8 * group.line)) & row_mask);
    case Shape::Diagonal:  // one bit per column: the multiply stacks them in the top byte, no carries
      return static_cast<unsigned>(((y & diagonal_mask(group.line, n)) * kColumnA) >> 56 >> group.line);
  }
  return 0;
}

// Base 3 of a gathered bit set: bit i → 3^i.
inline constexpr auto kBase3 = [] {
  std::array<std::uint16_t, 1 << kMaxDigits> table{};
  for (unsigned bits = 0; bits < table.size(); ++bits)
    for (int i = 0; i < kMaxDigits; ++i)
      if (bits >> i & 1) table[bits] += static_cast<std::uint16_t>(power_of_3(i));
  return table;
}();

// Returns the index of the group's squares on board (player, opponent) in board coordinates.
constexpr int pattern_index(Bitboard player, Bitboard opponent, const Group& group, int n) {
  return kBase3[gather(player, group, n)] + 2 * kBase3[gather(opponent, group, n)];
}

// Returns the index of the digit that mirrors digit i of the group: the group's squares seen in
// the symmetry that maps the pattern onto itself (a side reversed, a corner's block transposed).
constexpr int mirror_digit(const Group& group, int n, int i) {
  switch (group.shape) {
    case Shape::Edge2X:
      return i < n ? n - 1 - i : i == n ? n + 1 : n;
    case Shape::Corner:
      return i % 3 * 3 + i / 3;
    case Shape::Corner2x5:  // no symmetry maps it onto itself: its eight images are all read
      return i;
    case Shape::Row:
    case Shape::Diagonal:
      return group.digits - 1 - i;
  }
  return i;
}

// Returns the index of the mirror image of the group's configuration `index`.
constexpr int pattern_mirror(int index, const Group& group, int n) {
  int mirrored = 0;
  for (int i = 0; i < group.digits; ++i, index /= 3) mirrored += index % 3 * power_of_3(mirror_digit(group, n, i));
  return mirrored;
}

// Calls visit(group number, index) for every pattern instance of board (player, opponent) in
// board coordinates, on a board of size N: the evaluation sums the weights, the training counts them.
// Each group's code is compiled apart, its shape, line and the size constants: the evaluation's
// hottest loop, in under half the instructions of one loop over the groups.
template <int N, class Visit>
constexpr void for_each_pattern(Bitboard player, Bitboard opponent, Visit visit) {
  // The board's images each group is read on, one per instance: the four sides brought to the
  // top row, the four corners to a1 (then transposed, for the 2×5 along the other edge), the
  // diagonals to the main one and those above it.
  struct Images {
    Bitboard sides[4], corners[8], diagonals[4];
  };
  // One transpose serves all: transposing an image flipped left to right (or upside down) is
  // flipping the transpose upside down (or left to right).
  const auto images = [](Bitboard x) {
    const Bitboard v = flip_rows(x, N), h = flip_columns(x, N), vh = flip_rows(h, N);
    const Bitboard t = transpose(x), th = flip_rows(t, N), tv = flip_columns(t, N), tvh = flip_rows(tv, N);
    return Images{{x, v, t, th}, {x, h, v, vh, t, th, tv, tvh}, {x, h, t, th}};
  };
  const Images me = images(player), you = images(opponent);
  const auto visit_group = [&]<int G>() {
    constexpr Group group = groups_of(N).list[G];
    constexpr bool corner = group.shape == Shape::Corner || group.shape == Shape::Corner2x5;
    constexpr bool diagonal = group.shape == Shape::Diagonal;
    // The main diagonal has two instances (with its anti-diagonal), the 2×5 eight, the others four.
    constexpr int instances = group.shape == Shape::Corner2x5 ? 8 : diagonal && group.line == 0 ? 2 : 4;
    const Bitboard* mine = corner ? me.corners : diagonal ? me.diagonals : me.sides;
    const Bitboard* yours = corner ? you.corners : diagonal ? you.diagonals : you.sides;
    for (int i = 0; i < instances; ++i) visit(G, pattern_index(mine[i], yours[i], group, N));
  };
  [&]<int... G>(std::integer_sequence<int, G...>) {
    (visit_group.template operator()<G>(), ...);
  }(std::make_integer_sequence<int, groups_of(N).count>());
}

// The same on a board of size n, 8 or 6.
template <class Visit>
constexpr void for_each_pattern(Bitboard player, Bitboard opponent, int n, Visit visit) {
  if (n == 8) for_each_pattern<8>(player, opponent, visit);
  else for_each_pattern<6>(player, opponent, visit);
}

}  // namespace engine::reversi::patterns
