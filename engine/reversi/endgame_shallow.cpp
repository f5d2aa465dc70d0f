// The exact solver's last plies, where nodes are many and each must be cheap: no table, no move
// list, flips computed straight from the bitboards; empties in odd quadrants first (parity), then
// by square class (corners first, X-squares last); four, three, two and one empties unrolled.
#include <algorithm>
#include <array>

#include "reversi/move_list.hpp"
#include "reversi/search.hpp"
#include "reversi/stability.hpp"

namespace engine::reversi {
namespace {

// The eight squares around each square: a move there needs an opponent disc among them.
inline constexpr auto Neighbours = [] {
  std::array<Bitboard, 64> table{};
  for (Square s = 0; s < 64; ++s) table[s] = neighbours(square_bb(s));
  return table;
}();

// Returns the quadrant of a grid square (move_list.hpp's kQuadrants).
constexpr int quadrant(Square s) { return (s >> 2 & 1) | (s >> 4 & 2); }

// The lowest alpha at which the opponent's stable discs are worth counting, by empties, on 8×8
// (Edax's thresholds): below it they are too few to hold the score down to alpha.
constexpr int kStabilityThreshold8[] = {99, 99, 99, 99, 6,  8,  10, 12, 14, 16, 20, 22, 24, 26, 28, 30, 32, 34,
                                        36, 38, 40, 42, 44, 46, 48, 48, 50, 50, 52, 52, 54, 54, 56, 56, 58, 58,
                                        60, 60, 62, 62, 64, 64, 64, 64, 64, 64, 64, 64, 99, 99, 99, 99, 99, 99,
                                        99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99};

}  // namespace

bool Search::stability_cutoff(Bitboard player, Bitboard opponent, int empties, int alpha, int& score) const {
  if (alpha < kStabilityThreshold8[empties] * geometry_.cells() / 64) return false;
  score = geometry_.cells() - 2 * popcount(stable_discs(opponent, player, geometry_.squares));
  return score <= alpha;
}

int Search::solve_shallow(Bitboard player, Bitboard opponent, int alpha, int beta, Bitboard empties, int n) {
  if (n == 4) return solve_4(player, opponent, alpha, beta, empties);
  ++nodes_;
  if (int bound; stability_cutoff(player, opponent, n, alpha, bound)) return bound;
  int best = -kInfinity;
  const Bitboard odd = odd_quadrant_empties(empties);
  for (const Bitboard parity_group : {odd, empties & ~odd}) {
    for (const Bitboard square_class : square_classes_) {
      for (Bitboard b = parity_group & square_class; b;) {
        const Square s = pop_lsb(b);
        if (!(Neighbours[s] & opponent)) continue;
        const Bitboard flipped = flips(s, player, opponent);
        if (!flipped) continue;
        const int score = -solve_shallow(opponent ^ flipped, player ^ flipped ^ square_bb(s), -beta, -alpha,
                                         empties ^ square_bb(s), n - 1);
        if (score > best) {
          best = score;
          if (score >= beta) return best;
          alpha = std::max(alpha, score);
        }
      }
    }
  }
  if (best > -kInfinity) return best;
  if (!legal_moves(opponent, player, empties)) return final_score(player, n);
  return -solve_shallow(opponent, player, -beta, -alpha, empties, n);
}

// Four empties: those alone in their quadrant (or one of three) first; a pass handled by recursion.
int Search::solve_4(Bitboard player, Bitboard opponent, int alpha, int beta, Bitboard empties) {
  ++nodes_;
  if (int bound; stability_cutoff(player, opponent, 4, alpha, bound)) return bound;
  const Bitboard odd = odd_quadrant_empties(empties);
  Square x[4];
  int count = 0;
  for (Bitboard b = odd; b;) x[count++] = pop_lsb(b);
  for (Bitboard b = empties & ~odd; b;) x[count++] = pop_lsb(b);
  int best = -kInfinity;
  for (int i = 0; i < 4; ++i) {
    const Square s = x[i];
    if (!(Neighbours[s] & opponent)) continue;
    const Bitboard flipped = flips(s, player, opponent);
    if (!flipped) continue;
    const int score = -solve_3(opponent ^ flipped, player ^ flipped ^ square_bb(s), -beta, -alpha, empties ^ square_bb(s));
    if (score > best) {
      best = score;
      if (score >= beta) return best;
      alpha = std::max(alpha, score);
    }
  }
  if (best > -kInfinity) return best;
  if (!legal_moves(opponent, player, empties)) return final_score(player, 4);
  return -solve_4(opponent, player, -beta, -alpha, empties);
}

// Three empties, the one alone in its quadrant first (parity); passes handled here.
int Search::solve_3(Bitboard player, Bitboard opponent, int alpha, int beta, Bitboard empties) {
  ++nodes_;
  Square x1 = lsb(empties), x3 = 63 - std::countl_zero(empties);
  Square x2 = lsb(empties & ~square_bb(x1) & ~square_bb(x3));
  if (quadrant(x1) == quadrant(x2)) std::swap(x1, x3);       // x3 alone: first
  else if (quadrant(x1) == quadrant(x3)) std::swap(x1, x2);  // x2 alone: first
  int best = -kInfinity;
  for (int round = 0; round < 2; ++round) {
    // Round 0: our moves; round 1, after a pass: the opponent's, scored from our side.
    const Bitboard me = round ? opponent : player, you = round ? player : opponent;
    const Square order[3][3] = {{x1, x2, x3}, {x2, x1, x3}, {x3, x1, x2}};
    for (const auto& o : order) {
      if (!(Neighbours[o[0]] & you)) continue;
      const Bitboard flipped = flips(o[0], me, you);
      if (!flipped) continue;
      const Bitboard next_me = me ^ flipped ^ square_bb(o[0]), next_you = you ^ flipped;
      if (!round) {
        const int score = -solve_2(next_you, next_me, -beta, -alpha, o[1], o[2]);
        if (score > best) {
          best = score;
          if (score >= beta) return best;
          alpha = std::max(alpha, score);
        }
      } else {
        const int score = solve_2(next_you, next_me, alpha, beta, o[1], o[2]);
        if (score < best) {
          best = score;
          if (score <= alpha) return best;
          beta = std::min(beta, score);
        }
      }
    }
    if (round == 0 && best > -kInfinity) return best;
    if (round == 1 && best < kInfinity) return best;
    best = kInfinity;
  }
  return final_score(player, 3);
}

int Search::solve_2(Bitboard player, Bitboard opponent, int alpha, int beta, Square x1, Square x2) {
  ++nodes_;
  int best = -kInfinity;
  if (Neighbours[x1] & opponent)
    if (const Bitboard f = flips(x1, player, opponent)) {
      best = -solve_1(opponent ^ f, player ^ f ^ square_bb(x1), x2);
      if (best >= beta) return best;
    }
  if (Neighbours[x2] & opponent)
    if (const Bitboard f = flips(x2, player, opponent)) best = std::max(best, -solve_1(opponent ^ f, player ^ f ^ square_bb(x2), x1));
  if (best > -kInfinity) return best;
  // A pass: the opponent picks the lower of its moves, from our side.
  best = kInfinity;
  if (Neighbours[x1] & player)
    if (const Bitboard f = flips(x1, opponent, player)) {
      best = solve_1(player ^ f, opponent ^ f ^ square_bb(x1), x2);
      if (best <= alpha) return best;
    }
  if (Neighbours[x2] & player)
    if (const Bitboard f = flips(x2, opponent, player)) best = std::min(best, solve_1(player ^ f, opponent ^ f ^ square_bb(x2), x1));
  return best < kInfinity ? best : final_score(player, 2);
}

int Search::solve_1(Bitboard player, Bitboard opponent, Square x) {
  ++nodes_;
  const int diff = 2 * popcount(player) + 1 - geometry_.cells();  // discs now, player minus opponent
  // On 8×8 the flips are only counted (flip.hpp); the 6×6 board's squares off the grid are no one's.
  const bool full_grid = geometry_.size == 8;
  if (const int n = full_grid ? count_last_flips(x, player) : popcount(flips(x, player, opponent))) return diff + 2 * n + 1;
  if (const int n = full_grid ? count_last_flips(x, opponent) : popcount(flips(x, opponent, player))) return diff - 2 * n - 1;
  return diff > 0 ? diff + 1 : diff < 0 ? diff - 1 : 0;
}

}  // namespace engine::reversi
