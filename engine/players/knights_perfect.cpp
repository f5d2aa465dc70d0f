#include "players/knights_perfect.hpp"

#include <algorithm>
#include <array>
#include <climits>
#include <optional>
#include <utility>

#include "knights/components.hpp"
#include "knights/mirror.hpp"

namespace engine::knights {
namespace {

// Returns the size of the largest connected part of free (0 when free is empty).
int largest_part(Bitboard free) {
  int largest = 0;
  while (free) {
    const Bitboard part = component_of(free, lsb(free));
    free &= ~part;
    largest = std::max(largest, popcount(part));
  }
  return largest;
}

// Lists the moves on free into moves, those leaving the smallest largest part first (the
// cheapest to solve, as the solver orders its own searches); returns their count.
int cheapest_first(Bitboard free, Square* moves) {
  int count = 0, cost[kSquares];
  for (Bitboard b = free; b;) {
    const Square s = pop_lsb(b);
    cost[s] = largest_part(free & ~closed_neighbourhood(s));
    moves[count++] = s;
  }
  std::stable_sort(moves, moves + count, [&cost](Square a, Square b) { return cost[a] < cost[b]; });
  return count;
}

// Whether the position after two moves is lost, by the pair of squares: the same position
// whichever was played first, and under each symmetry of the board that maps free onto itself.
class PairOutcomes {
 public:
  explicit PairOutcomes(Bitboard free) {
    for (int i = 0; i < kSymmetries; ++i)
      if (apply_symmetry(free, i) == free) symmetries_[symmetry_count_++] = i;
  }
  // Returns 1 (lost), 0 (won) or -1 (not known yet) for the position after s and r.
  int lost(Square s, Square r) const { return outcomes_[s * kSquares + r]; }
  void set(Square s, Square r, bool lost) {
    for (int k = 0; k < symmetry_count_; ++k) {
      const Square s2 = image(s, symmetries_[k]), r2 = image(r, symmetries_[k]);
      outcomes_[s2 * kSquares + r2] = outcomes_[r2 * kSquares + s2] = lost;
    }
  }

 private:
  static Square image(Square s, int symmetry) { return lsb(apply_symmetry(square_bb(s), symmetry)); }
  std::array<std::int8_t, kSquares * kSquares> outcomes_ = filled();
  static constexpr std::array<std::int8_t, kSquares * kSquares> filled() {
    std::array<std::int8_t, kSquares * kSquares> a{};
    a.fill(-1);
    return a;
  }
  int symmetries_[kSymmetries]{};
  int symmetry_count_ = 0;
};

// Returns the perfect player's move where it has no choice: the mirror reply, or the book's win.
std::optional<Square> set_move(const Position& pos, const Book& book) {
  if (const auto reply = mirror_reply(pos)) return reply;
  return book.winning_move(pos.legal_moves());
}

}  // namespace

Bitboard least_winning_replies(Bitboard free, Oracle& oracle) {
  PairOutcomes outcomes(free);
  Square moves[kSquares];
  const int count = cheapest_first(free, moves);
  int fewest = INT_MAX;
  Bitboard best = 0;
  for (int i = 0; i < count; ++i) {
    const Square s = moves[i];
    const Bitboard after = free & ~closed_neighbourhood(s);
    Square replies[kSquares];
    const int reply_count = cheapest_first(after, replies);
    // The winning replies known already count first; counting stops once the move is worse
    // than the best so far.
    int wins = 0;
    for (int j = 0; j < reply_count; ++j) wins += outcomes.lost(s, replies[j]) == 1;
    for (int j = 0; j < reply_count && wins <= fewest; ++j) {
      const Square r = replies[j];
      if (outcomes.lost(s, r) >= 0) continue;
      const bool lost = oracle.is_lost(after & ~closed_neighbourhood(r));
      outcomes.set(s, r, lost);
      // A symmetry that keeps s may have answered later replies too: those count now.
      wins = 0;
      for (int k = 0; k < reply_count; ++k) wins += outcomes.lost(s, replies[k]) == 1;
    }
    if (wins < fewest) {
      fewest = wins;
      best = 0;
    }
    if (wins == fewest) best |= square_bb(s);
  }
  return best;
}

Bitboard best_tries(Bitboard free, Oracle& oracle) {
  if (const auto chosen = oracle.chosen_moves(free)) return *chosen;
  return least_winning_replies(free, oracle);
}

std::optional<Square> random_winning_move(Bitboard free, Random& rng, Oracle& oracle) {
  if (const auto known = oracle.known_winning_moves(free)) return rng.pick(*known);
  Square order[kSquares];
  int count = 0;
  for (Bitboard moves = free; moves;) order[count++] = pop_lsb(moves);
  for (int i = count - 1; i > 0; --i) std::swap(order[i], order[rng.below(i + 1)]);
  for (int i = 0; i < count; ++i)
    if (oracle.is_lost(free & ~closed_neighbourhood(order[i]))) return order[i];
  return std::nullopt;
}

Square perfect_move(const Position& pos, Random& rng, Oracle& oracle) {
  if (const auto move = set_move(pos, oracle.book())) return *move;
  const Bitboard free = pos.legal_moves();
  // The chosen moves of a lost position: no winning move to look for.
  if (!oracle.chosen_moves(free))
    if (const auto win = random_winning_move(free, rng, oracle)) return *win;
  return rng.pick(best_tries(free, oracle));
}

Bitboard perfect_choices(const Position& pos, Oracle& oracle) {
  if (const auto move = set_move(pos, oracle.book())) return square_bb(*move);
  const Bitboard free = pos.legal_moves();
  if (!oracle.chosen_moves(free))
    if (const Bitboard wins = oracle.winning_moves(free)) return wins;
  return best_tries(free, oracle);
}

}  // namespace engine::knights
