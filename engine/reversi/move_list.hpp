// Move lists sorted for the search: fastest first (the fewest replies for the opponent), corners
// and odd-parity regions preferred, the move a transposition table remembers before all.
#pragma once

#include "reversi/board.hpp"

namespace engine::reversi {

// The most moves a list may hold: a position text can hold any discs, so a side may have more
// moves than games ever give it, but never more than the board has squares.
inline constexpr int kMaxMoves = 64;

struct ScoredMove {
  Square square;
  Bitboard flipped;
  Bitboard replies;  // the opponent's legal moves after it
  int value;
};

// The grid's quadrants; they also split the 6×6 board into four 3×3 regions.
inline constexpr Bitboard kQuadrants[4] = {0x000000000F0F0F0FULL, 0x00000000F0F0F0F0ULL, 0x0F0F0F0F00000000ULL,
                                           0xF0F0F0F000000000ULL};

// Returns the empties lying in quadrants that hold an odd number of empties: playing there
// first tends to leave the last move of each region to us (the parity heuristic).
inline Bitboard odd_quadrant_empties(Bitboard empties) {
  Bitboard odd = 0;
  for (const Bitboard q : kQuadrants)
    if (popcount(empties & q) & 1) odd |= empties & q;
  return odd;
}

// A move's ordering value, in points: fastest first, with the parity and corner heuristics.
inline constexpr int kReplyCost = 16;       // each reply left to the opponent (a corner counts twice)
inline constexpr int kPotentialCost = 4;    // each empty square beside our discs: a quarter of a reply
inline constexpr int kParityBonus = 4;      // a move in an odd region: the region's last move tends to be ours
inline constexpr int kCornerBonus = 8;      // a corner, which is never taken back
inline constexpr int kHintValue = 1 << 20;  // the table's move, above any other value

// Fills list (room for kMaxMoves) with the moves of board (a non-empty mask), best first; returns how many.
inline int list_moves(const Board& board, Bitboard moves, const Geometry& geometry, Square hint, ScoredMove* list) {
  const Bitboard squares = geometry.squares, corners = geometry.corners;
  const Bitboard odd = odd_quadrant_empties(board.empties(squares));
  int n = 0;
  for (; moves; ++n) {
    const Square s = pop_lsb(moves);
    const Bitboard flipped = flips(s, board.player, board.opponent);
    const Board next = board.after(s, flipped);
    const Bitboard replies = legal_moves(next, squares);
    const Bitboard their_potential = neighbours(next.opponent) & next.empties(squares);
    int value = -kReplyCost * (popcount(replies) + popcount(replies & corners)) - kPotentialCost * popcount(their_potential);
    value += contains(odd, s) ? kParityBonus : 0;
    value += contains(corners, s) ? kCornerBonus : 0;
    if (s == hint) value = kHintValue;
    // Insertion sort as we go: lists are short.
    int i = n;
    for (; i > 0 && list[i - 1].value < value; --i) list[i] = list[i - 1];
    list[i] = {s, flipped, replies, value};
  }
  return n;
}

}  // namespace engine::reversi
