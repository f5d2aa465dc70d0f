#include "players/knights_weighted.hpp"

#include <climits>

#include "knights/components.hpp"

namespace engine::knights {
namespace {

// The score of a move into the exact endgame: beyond any other (a move blocks at most 8 squares).
constexpr int kExactWin = 1000;

}  // namespace

// The weight function, in two layers:
//  - Endgame parity. Once a move leaves at most kWeightedExactSquares free squares, what is
//    left is small enough to solve at once, and only parity matters: a move that leaves the
//    opponent a lost position (Grundy value 0) scores kExactWin, any other -kExactWin. This is
//    what makes the player clearly stronger than random: it converts the endgames it reaches.
//  - What the move blocks. Earlier, a move scores minus the free squares it takes out of play
//    besides its own: a move that blocks little keeps the game long and open, so more of it is
//    left for the exact endgame.
// Where a square stands counts for nothing: edges and corners won no more games (measured
// against random). The player knows nothing of the opening and the middle game beyond this, so
// a player who plans ahead beats it, e.g. by answering every move with its mirror image.
int weighted_score(const Position& pos, Square s, Solver& solver) {
  const Bitboard free = pos.legal_moves();
  const Bitboard left = free & ~closed_neighbourhood(s);
  if (popcount(left) <= kWeightedExactSquares) return solver.is_lost(left) ? kExactWin : -kExactWin;
  return -popcount(free & KnightAttacks[s]);
}

Bitboard weighted_choices(const Position& pos, Solver& solver) {
  int best = INT_MIN;
  Bitboard ties = 0;
  for (Bitboard moves = pos.legal_moves(); moves;) {
    const Square s = pop_lsb(moves);
    const int score = weighted_score(pos, s, solver);
    if (score > best) {
      best = score;
      ties = 0;
    }
    if (score == best) ties |= square_bb(s);
  }
  return ties;
}

Square weighted_move(const Position& pos, Random& rng, Solver& solver) { return rng.pick(weighted_choices(pos, solver)); }

}  // namespace engine::knights
