// Connected parts of a free-square set in the knight graph, found bit-parallel.
#pragma once

#include "knights/attacks.hpp"

namespace engine::knights {

// Returns every square one knight step from a square of b: the eight steps as shifts, masked so
// that no step wraps round the board edge (the same steps as KnightAttacks, all squares at once).
constexpr Bitboard knight_spread(Bitboard b) {
  const Bitboard left1 = (b >> 1) & ~kColumnH, right1 = (b << 1) & ~kColumnA;
  const Bitboard left2 = (b >> 2) & ~(kColumnH | kColumnH >> 1), right2 = (b << 2) & ~(kColumnA | kColumnA << 1);
  const Bitboard one = left1 | right1, two = left2 | right2;
  return (one << 16) | (one >> 16) | (two << 8) | (two >> 8);
}

// Returns the squares of free with no knight step to another square of free: each a part alone.
constexpr Bitboard lone_squares(Bitboard free) { return free & ~knight_spread(free); }

// Returns the squares a move on s takes out of play: s and the squares it attacks.
constexpr Bitboard closed_neighbourhood(Square s) { return square_bb(s) | KnightAttacks[s]; }

// Returns the connected part of free that holds square s (s must be in free): a flood fill that
// grows by one knight step from every square of the part at once, its first step looked up.
constexpr Bitboard component_of(Bitboard free, Square s) {
  Bitboard frontier = KnightAttacks[s] & free, part = square_bb(s) | frontier;
  while (frontier) {
    frontier = knight_spread(frontier) & free & ~part;
    part |= frontier;
  }
  return part;
}

// Returns the connected part of free that holds the lowest square of touching, when every part
// of free holds a square of touching: the fill stops once it holds all of touching, since free
// is then that one part, and only a fill that ends short of touching is followed to its end.
constexpr Bitboard component_touching(Bitboard free, Bitboard touching) {
  const Square s = lsb(touching);
  Bitboard frontier = KnightAttacks[s] & free, part = square_bb(s) | frontier;
  while (touching & ~part) {
    if (!frontier) return part;
    frontier = knight_spread(frontier) & free & ~part;
    part |= frontier;
  }
  return free;
}

}  // namespace engine::knights
