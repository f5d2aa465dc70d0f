// The square board's eight symmetries on bitboards (bit 8·row + column), for an n×n board whose
// a1 corner is bit 0: the knight board (n = 8), Reversi's boards in their board coordinates (8 or
// 6). Both games key positions by the least of their images; Reversi reads its patterns on them.
#pragma once

#include "core/bitboard.hpp"

namespace engine {

// Returns b turned upside down (row r becomes row n − 1 − r).
constexpr Bitboard flip_rows(Bitboard b, int n = 8) { return __builtin_bswap64(b) >> (8 * (8 - n)); }

// Returns b mirrored left to right (column c becomes column n − 1 − c).
constexpr Bitboard flip_columns(Bitboard b, int n = 8) {
  b = ((b >> 1) & 0x5555555555555555ULL) | ((b & 0x5555555555555555ULL) << 1);
  b = ((b >> 2) & 0x3333333333333333ULL) | ((b & 0x3333333333333333ULL) << 2);
  b = ((b >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((b & 0x0F0F0F0F0F0F0F0FULL) << 4);
  return b >> (8 - n);
}

// Returns b reflected in the diagonal through a1 (square (row, column) becomes (column, row)).
constexpr Bitboard transpose(Bitboard b) {
  Bitboard t = 0x0F0F0F0F00000000ULL & (b ^ (b << 28));
  b ^= t ^ (t >> 28);
  t = 0x3333000033330000ULL & (b ^ (b << 14));
  b ^= t ^ (t >> 14);
  t = 0x5500550055005500ULL & (b ^ (b << 7));
  return b ^ t ^ (t >> 7);
}

// The symmetries, numbered by three bits: 4 reflects in the diagonal, then 2 turns upside down,
// then 1 mirrors left to right.
inline constexpr int kSymmetries = 8;

// Returns b under symmetry i.
constexpr Bitboard apply_symmetry(Bitboard b, int i, int n = 8) {
  if (i & 4) b = transpose(b);
  if (i & 2) b = flip_rows(b, n);
  if (i & 1) b = flip_columns(b, n);
  return b;
}

// Returns the set that symmetry i maps onto b (undoes apply_symmetry).
constexpr Bitboard undo_symmetry(Bitboard b, int i, int n = 8) {
  if (i & 1) b = flip_columns(b, n);
  if (i & 2) b = flip_rows(b, n);
  if (i & 4) b = transpose(b);
  return b;
}

}  // namespace engine
