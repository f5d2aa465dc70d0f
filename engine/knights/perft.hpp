// Perft: the number of move sequences of a given length, a check of move generation.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>

#include "knights/position.hpp"

namespace engine::knights {

// Returns the number of legal move sequences of exactly depth moves from pos, building at most
// `positions` positions on the way (counting down): 0 once they run out, which the caller checks.
// The last two plies are bulk-counted: after a knight on s, the free squares are the ones
// free before, less s and its attacks, so no position needs to be built for them.
constexpr std::uint64_t perft(const Position& pos, int depth, std::uint64_t& positions) {
  const Bitboard moves = pos.legal_moves();
  if (depth == 0) return 1;
  if (depth == 1) return popcount(moves);
  std::uint64_t nodes = 0;
  for (Bitboard b = moves; b;) {
    const Square s = pop_lsb(b);
    if (depth == 2) {
      nodes += popcount(moves & ~(square_bb(s) | KnightAttacks[s]));
    } else {
      if (positions == 0) return 0;
      --positions;
      nodes += perft(pos.after(s), depth - 1, positions);
    }
  }
  return nodes;
}

// Returns the number of legal move sequences of exactly depth moves from pos.
constexpr std::uint64_t perft(const Position& pos, int depth) {
  std::uint64_t unbounded = std::numeric_limits<std::uint64_t>::max();
  return perft(pos, depth, unbounded);
}

// Returns perft(pos, depth) when it builds fewer than `positions` positions, else nothing.
constexpr std::optional<std::uint64_t> bounded_perft(const Position& pos, int depth, std::uint64_t positions) {
  const std::uint64_t nodes = perft(pos, depth, positions);
  if (positions == 0) return std::nullopt;
  return nodes;
}

}  // namespace engine::knights
