// Bitboard helpers shared by both games: a uint64_t with bit i set for square i.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>

namespace engine {

using Bitboard = std::uint64_t;
using Square = int;

// The grid's columns a and h and its first row: masks that keep shifted discs from wrapping
// round to the next row, and (kColumnA) the multiplier that stacks a line's bits in one byte.
inline constexpr Bitboard kColumnA = 0x0101010101010101ULL, kColumnH = kColumnA << 7, kRow1 = 0xFF;

// Returns the bitboard holding only square s.
constexpr Bitboard square_bb(Square s) { return Bitboard{1} << s; }

// Returns the number of squares in b.
constexpr int popcount(Bitboard b) { return std::popcount(b); }

// Returns a slot for key among 2^(64 - shift) (Fibonacci hashing): key times 2^64 divided by the
// golden ratio, whose top bits spread any set of keys, bitboards too, evenly over the slots.
constexpr std::size_t fibonacci_slot(Bitboard key, int shift) {
  return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> shift);
}

// Returns the lowest square in b; b must not be empty.
constexpr Square lsb(Bitboard b) { return std::countr_zero(b); }

// Removes the lowest square from b and returns it; b must not be empty.
constexpr Square pop_lsb(Bitboard& b) {
  const Square s = lsb(b);
  b &= b - 1;
  return s;
}

// Returns the n-th lowest square of b (n counts from 0); b must hold more than n squares.
constexpr Square nth_square(Bitboard b, int n) {
  for (; n > 0; --n) b &= b - 1;
  return lsb(b);
}

// Returns true when square s is in b.
constexpr bool contains(Bitboard b, Square s) { return (b >> s) & 1; }

}  // namespace engine
