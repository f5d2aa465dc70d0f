// Perft: the number of move sequences of a given length, the check of move generation.
// The usual convention (Bik, Egaroucid's mode 1): a pass counts as one ply, and a game that ends
// before the depth is reached counts as one leaf.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>

#include "reversi/board.hpp"

namespace engine::reversi {

// The deepest perft the tools and the API take: a game has at most 60 moves, passes aside.
inline constexpr int kMaxPerftDepth = 60;

// Returns the number of leaves depth plies below board on a board of `squares`, building at most
// `positions` positions on the way (counting down): 0 once they run out, which the caller checks.
constexpr std::uint64_t perft(const Board& board, Bitboard squares, int depth, std::uint64_t& positions) {
  if (depth == 0) return 1;
  Bitboard moves = legal_moves(board, squares);
  if (!moves) {
    if (!legal_moves(board.passed(), squares)) return 1;  // the game is over
    return perft(board.passed(), squares, depth - 1, positions);
  }
  if (depth == 1) return popcount(moves);
  std::uint64_t leaves = 0;
  Board next = board;
  while (moves) {
    if (positions == 0) return 0;
    --positions;
    const Move move = next.move_on(pop_lsb(moves));
    next.play(move);
    if (depth == 2) {
      // Bulk count: each reply is a leaf, and a position without replies is one leaf (a pass or the end).
      const int replies = popcount(legal_moves(next, squares));
      leaves += replies ? replies : 1;
    } else {
      leaves += perft(next, squares, depth - 1, positions);
    }
    next.undo(move);
  }
  return leaves;
}

// Returns the number of leaves depth plies below board on a board of `squares`.
constexpr std::uint64_t perft(const Board& board, Bitboard squares, int depth) {
  std::uint64_t unbounded = std::numeric_limits<std::uint64_t>::max();
  return perft(board, squares, depth, unbounded);
}

// Returns perft(board, squares, depth) when it builds fewer than `positions` positions, else nothing.
constexpr std::optional<std::uint64_t> bounded_perft(const Board& board, Bitboard squares, int depth, std::uint64_t positions) {
  const std::uint64_t leaves = perft(board, squares, depth, positions);
  if (positions == 0) return std::nullopt;
  return leaves;
}

}  // namespace engine::reversi
