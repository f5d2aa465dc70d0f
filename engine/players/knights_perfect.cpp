#include "players/knights_perfect.hpp"

#include <climits>
#include <utility>

#include "knights/components.hpp"
#include "knights/mirror.hpp"

namespace engine::knights {

Bitboard least_winning_replies(Bitboard free, Oracle& oracle) {
  int fewest = INT_MAX;
  Bitboard best = 0;
  for (Bitboard moves = free; moves;) {
    const Square s = pop_lsb(moves);
    // Counting stops once a move is worse than the best so far.
    const int count = oracle.count_winning_moves(free & ~closed_neighbourhood(s), fewest == INT_MAX ? INT_MAX - 1 : fewest);
    if (count < fewest) {
      fewest = count;
      best = 0;
    }
    if (count == fewest) best |= square_bb(s);
  }
  return best;
}

Bitboard best_tries(Bitboard free, Oracle& oracle) {
  if (const auto chosen = oracle.book().chosen_moves(free)) return *chosen;
  return least_winning_replies(free, oracle);
}

std::optional<Square> random_winning_move(Bitboard free, Random& rng, Oracle& oracle) {
  Square order[kSquares];
  int count = 0;
  for (Bitboard moves = free; moves;) order[count++] = pop_lsb(moves);
  for (int i = count - 1; i > 0; --i) std::swap(order[i], order[rng.below(i + 1)]);
  for (int i = 0; i < count; ++i)
    if (oracle.is_lost(free & ~closed_neighbourhood(order[i]))) return order[i];
  return std::nullopt;
}

Square perfect_move(const Position& pos, Random& rng, Oracle& oracle) {
  if (const auto reply = mirror_reply(pos)) return *reply;
  const Bitboard free = pos.legal_moves();
  const Book& book = oracle.book();
  if (const auto win = book.winning_move(free)) return *win;
  // The book's lost positions: no winning move to look for.
  if (!book.chosen_moves(free))
    if (const auto win = random_winning_move(free, rng, oracle)) return *win;
  return rng.pick(best_tries(free, oracle));
}

}  // namespace engine::knights
