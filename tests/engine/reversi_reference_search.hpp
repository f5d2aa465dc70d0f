// Searches written plainly for the tests to check the engine's against: every line of play to
// the end, nothing the engine's search uses but the rules, and random positions to try them on.
#pragma once

#include <algorithm>
#include <optional>

#include "core/random.hpp"
#include "reversi/board.hpp"

namespace engine::reversi::reference {

// The final score for the side to move: disc difference, empty squares to the winner.
inline int final_score(const Board& board, const Geometry& g) {
  const int mine = popcount(board.player), theirs = popcount(board.opponent);
  const int empty = g.cells() - mine - theirs;
  return mine > theirs ? mine - theirs + empty : mine < theirs ? mine - theirs - empty : 0;
}

// Every line of play to the end, no pruning.
inline int minimax(const Board& board, const Geometry& g) {
  const Bitboard moves = legal_moves(board, g.squares);
  if (!moves) {
    if (!legal_moves(board.passed(), g.squares)) return final_score(board, g);
    return -minimax(board.passed(), g);
  }
  int best = -1000;
  for (Bitboard b = moves; b;) {
    const Square s = pop_lsb(b);
    best = std::max(best, -minimax(board.after(s, flips(s, board.player, board.opponent)), g));
  }
  return best;
}

// Plays random moves from the start until `empties` squares are left; nothing if the game ends first.
inline std::optional<Board> random_position(const Geometry& g, int empties, Random& rng) {
  Board board = Board::start();
  while (popcount(board.empties(g.squares)) > empties) {
    const Bitboard moves = legal_moves(board, g.squares);
    if (!moves) {
      if (!legal_moves(board.passed(), g.squares)) return std::nullopt;
      board = board.passed();
      continue;
    }
    const Square s = rng.pick(moves);
    board = board.after(s, flips(s, board.player, board.opponent));
  }
  return board;
}

// minimax's score with alpha-beta pruning, no move ordering: exact within the window (alpha, beta).
inline int alphabeta(const Board& board, const Geometry& g, int alpha, int beta) {
  const Bitboard moves = legal_moves(board, g.squares);
  if (!moves) {
    if (!legal_moves(board.passed(), g.squares)) return final_score(board, g);
    return -alphabeta(board.passed(), g, -beta, -alpha);
  }
  for (Bitboard b = moves; b;) {
    const Square s = pop_lsb(b);
    alpha = std::max(alpha, -alphabeta(board.after(s, flips(s, board.player, board.opponent)), g, -beta, -alpha));
    if (alpha >= beta) break;
  }
  return alpha;
}

// The exact score of board for the side to move.
inline int exact_score(const Board& board, const Geometry& g) { return alphabeta(board, g, -65, 65); }

}  // namespace engine::reversi::reference
