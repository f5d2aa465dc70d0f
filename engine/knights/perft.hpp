// Perft: the number of move sequences of a given length, a check of move generation.
#pragma once

#include <cstdint>

#include "knights/position.hpp"

namespace engine::knights {

// Returns the number of legal move sequences of exactly depth moves from pos.
// The last two plies are bulk-counted: after a knight on s, the free squares are the ones
// free before, less s and its attacks, so no position needs to be built for them.
constexpr std::uint64_t perft(const Position& pos, int depth) {
  const Bitboard moves = pos.legal_moves();
  if (depth == 0) return 1;
  if (depth == 1) return popcount(moves);
  std::uint64_t nodes = 0;
  for (Bitboard b = moves; b;) {
    const Square s = pop_lsb(b);
    nodes += depth == 2 ? popcount(moves & ~(square_bb(s) | KnightAttacks[s])) : perft(pos.after(s), depth - 1);
  }
  return nodes;
}

}  // namespace engine::knights
