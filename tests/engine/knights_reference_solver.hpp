// Slow, plain references for the solver tests: straight from the rules, on small positions only.
// No splitting into parts and no symmetry; the win/loss search has no memory either.
#pragma once

#include <cstdint>
#include <unordered_map>

#include "knights/attacks.hpp"

namespace reference {

using engine::Bitboard;

// Returns the free squares after a knight on s.
inline Bitboard after(Bitboard free, int s) {
  return free & ~(engine::square_bb(s) | engine::knights::KnightAttacks[s]);
}

// Returns whether the side to move wins on free: some move leaves the opponent no win.
inline bool wins(Bitboard free) {
  for (Bitboard moves = free; moves;)
    if (!wins(after(free, engine::pop_lsb(moves)))) return true;
  return false;
}

// Returns the Grundy value of free: the least value that no move reaches. Values met on the way
// are remembered in memo (a whole-position map), which keeps scattered positions tractable.
inline int grundy(Bitboard free, std::unordered_map<Bitboard, int>& memo) {
  if (const auto it = memo.find(free); it != memo.end()) return it->second;
  std::uint64_t reached = 0;
  for (Bitboard moves = free; moves;) reached |= std::uint64_t{1} << grundy(after(free, engine::pop_lsb(moves)), memo);
  int value = 0;
  while (reached >> value & 1) ++value;
  memo.emplace(free, value);
  return value;
}

inline int grundy(Bitboard free) {
  std::unordered_map<Bitboard, int> memo;
  return grundy(free, memo);
}

}  // namespace reference
