// The mirror strategy. On the 8×8 board no square is its own image under the half turn or the
// left-right or up-down mirror, nor a knight step from it (the board's sides are even), so from
// a position that one of them maps onto itself the second player answers every move with its
// image and wins: such a position is lost for the player to move.
#pragma once

#include <optional>

#include "knights/position.hpp"
#include "knights/shape.hpp"

namespace engine::knights {

// The half turn (rows and columns flipped), then the left-right and up-down mirrors, as
// symmetry numbers of apply_symmetry.
inline constexpr int kMirrorSymmetries[] = {3, 1, 2};

// Returns whether a mirror maps the free squares onto themselves, so the side to move loses.
constexpr bool is_mirror_symmetric(Bitboard free) {
  for (const int i : kMirrorSymmetries)
    if (apply_symmetry(free, i) == free) return true;
  return false;
}

// Returns the move that restores a mirror symmetry broken by the last move, if there is one:
// the image of the one knight that has none.
constexpr std::optional<Square> mirror_reply(const Position& pos) {
  for (const int i : kMirrorSymmetries) {
    const Bitboard unmatched = pos.knights & ~apply_symmetry(pos.knights, i);
    if (popcount(unmatched) != 1) continue;
    const Square reply = lsb(apply_symmetry(unmatched, i));
    if (contains(pos.legal_moves(), reply)) return reply;
  }
  return std::nullopt;
}

}  // namespace engine::knights
