// The two Reversi boards inside one 8×8 grid of bits.
// Bit i is square i of the 8×8 grid, row-major from a1 (top-left, bit 0) to h8 (bit 63), the way
// Othello names squares. The 6×6 board is the centre of that grid (b2..g7 in 8×8 terms): its
// outer ring never holds a disc and is never a legal square, so one set of rules and one search
// serve both sizes, and the start position has the same bits on both. Every function that needs
// the board's extent takes its squares mask. Outside the engine a 6×6 board speaks its own
// cell numbers, 0..35 from a1 to f6; Geometry converts.
#pragma once

#include "core/bitboard.hpp"
#include "core/square_names.hpp"

namespace engine::reversi {

inline constexpr int kGridSize = 8;

struct Geometry {
  int size;           // squares per side: 8 or 6
  int offset;         // rows and columns of the grid left empty on each side
  Bitboard squares;   // the board's squares within the grid
  Bitboard corners;   // its four corners

  constexpr int cells() const { return size * size; }
  constexpr BoardShape shape() const { return {size, RowDigits::FromTop}; }

  // Returns the grid bit of cell c (0 .. size²-1, row-major from a1).
  constexpr Square bit_of(int c) const { return (c / size + offset) * kGridSize + c % size + offset; }

  // Returns the cell of grid bit b, which must lie on the board.
  constexpr int cell_of(Square b) const { return (b / kGridSize - offset) * size + b % kGridSize - offset; }
};

// Returns the squares of a centred size×size board in the 8×8 grid.
constexpr Bitboard centred_squares(int size) {
  const int offset = (kGridSize - size) / 2;
  Bitboard squares = 0;
  for (int row = offset; row < offset + size; ++row)
    for (int col = offset; col < offset + size; ++col) squares |= square_bb(row * kGridSize + col);
  return squares;
}

// Returns the four corners of a centred size×size board.
constexpr Bitboard centred_corners(int size) {
  const int low = (kGridSize - size) / 2, high = low + size - 1;
  return square_bb(low * kGridSize + low) | square_bb(low * kGridSize + high) | square_bb(high * kGridSize + low) |
         square_bb(high * kGridSize + high);
}

inline constexpr Geometry kBoard8{8, 0, centred_squares(8), centred_corners(8)};
inline constexpr Geometry kBoard6{6, 1, centred_squares(6), centred_corners(6)};

// Returns the squares on the edges of the board.
constexpr Bitboard edges_of(const Geometry& g) {
  Bitboard edges = 0;
  for (int i = 0; i < g.size; ++i) {
    const int low = g.offset, high = g.offset + g.size - 1, k = g.offset + i;
    edges |= square_bb(low * kGridSize + k) | square_bb(high * kGridSize + k) | square_bb(k * kGridSize + low) |
             square_bb(k * kGridSize + high);
  }
  return edges;
}

// Returns the geometry of a board size, or nullptr when the size is neither 8 nor 6.
constexpr const Geometry* geometry_of(int size) {
  return size == 8 ? &kBoard8 : size == 6 ? &kBoard6 : nullptr;
}

}  // namespace engine::reversi
