#include "knights/oracle.hpp"

#include <algorithm>

#include "knights/components.hpp"
#include "knights/mirror.hpp"

namespace engine::knights {

int Oracle::grundy(Bitboard free) {
  if (const auto value = book_.grundy(free)) return *value;
  if (outcomes_)
    if (const auto value = outcomes_->grundy(free)) return *value;
  if (is_mirror_symmetric(free) || (outcomes_ && outcomes_->is_lost(free) == true)) return 0;
  return solver_.grundy(free);
}

bool Oracle::is_lost(Bitboard free) {
  if (const auto value = book_.grundy(free)) return *value == 0;
  if (outcomes_)
    if (const auto lost = outcomes_->is_lost(free)) return *lost;
  return is_mirror_symmetric(free) || solver_.is_lost(free);
}

Bitboard Oracle::winning_moves(Bitboard free) {
  if (const auto known = known_winning_moves(free)) return *known;
  return moves_to_lost(free, [this](Bitboard after) { return is_lost(after); });
}

int Oracle::count_winning_moves(Bitboard free, int limit) {
  if (const auto known = known_winning_moves(free)) return std::min(popcount(*known), limit + 1);
  int count = 0;
  for (Bitboard moves = free; moves && count <= limit;)
    if (is_lost(free & ~closed_neighbourhood(pop_lsb(moves)))) ++count;
  return count;
}

std::optional<Bitboard> Oracle::known_winning_moves(Bitboard free) const {
  if (!outcomes_) return std::nullopt;
  return outcomes_->winning_moves(free);
}

std::optional<Bitboard> Oracle::chosen_moves(Bitboard free) const {
  if (const auto chosen = book_.chosen_moves(free)) return chosen;
  if (!outcomes_) return std::nullopt;
  return outcomes_->best_tries(free);
}

}  // namespace engine::knights
