// A Reversi position seen from the side to move, Edax-style: Board {player, opponent}.
// The grid and the 6×6 board inside it are described in geometry.hpp. A move is played by xor and
// swap: the player's discs gain the square and the flips, the opponent's lose the flips, and
// the two exchange roles; a pass is the swap alone.
#pragma once

#include "reversi/flip.hpp"
#include "reversi/geometry.hpp"

namespace engine::reversi {

struct Move {
  Square square;      // grid bit, or kPass
  Bitboard flipped;   // the discs it turns over
};

struct Board {
  Bitboard player = 0;    // discs of the side to move
  Bitboard opponent = 0;  // discs of the other side

  // Returns the start position with black to move: d5 and e4 black, d4 and e5 white (both sizes).
  static constexpr Board start() { return {square_bb(28) | square_bb(35), square_bb(27) | square_bb(36)}; }

  constexpr Bitboard occupied() const { return player | opponent; }
  constexpr Bitboard empties(Bitboard squares) const { return squares & ~occupied(); }

  // Returns the move onto square s with its flips; s must be empty.
  constexpr Move move_on(Square s) const { return {s, reversi::flips(s, player, opponent)}; }

  // Plays move m (a legal move or a pass); undo(m) restores the board.
  constexpr void play(const Move& m) {
    const Bitboard placed = m.square == kPass ? 0 : square_bb(m.square);
    const Bitboard mover = player ^ (m.flipped | placed);
    player = opponent ^ m.flipped;
    opponent = mover;
  }
  constexpr void undo(const Move& m) {
    const Bitboard placed = m.square == kPass ? 0 : square_bb(m.square);
    const Bitboard mover = opponent ^ (m.flipped | placed);
    opponent = player ^ m.flipped;
    player = mover;
  }

  // Returns the board after a move on s that flips the discs in flipped.
  constexpr Board after(Square s, Bitboard flipped) const {
    Board next = *this;
    next.play({s, flipped});
    return next;
  }
  // Returns the board after a pass: the same discs, the other side to move.
  constexpr Board passed() const { return {opponent, player}; }

  constexpr bool operator==(const Board&) const = default;
};

namespace detail {

// Returns the squares from which a player run in direction `shift` through opponent discs in
// `through` could end, shifted one step further: the classic Kogge-Stone fill in both senses.
constexpr Bitboard moves_along(Bitboard player, Bitboard through, int shift) {
  Bitboard up = through & (player << shift);
  Bitboard down = through & (player >> shift);
  up |= through & (up << shift);
  down |= through & (down >> shift);
  const Bitboard pairs_up = through & (through << shift);
  const Bitboard pairs_down = pairs_up >> shift;
  up |= pairs_up & (up << (2 * shift));
  down |= pairs_down & (down >> (2 * shift));
  up |= pairs_up & (up << (2 * shift));
  down |= pairs_down & (down >> (2 * shift));
  return (up << shift) | (down >> shift);
}

}  // namespace detail

// Returns the squares where `player` may move against `opponent` on a board of `squares`.
constexpr Bitboard legal_moves(Bitboard player, Bitboard opponent, Bitboard squares) {
  // Columns a and h are masked out for every direction with a sideways step, so runs never wrap.
  const Bitboard inner = opponent & ~(kColumnA | kColumnH);
  const Bitboard moves = detail::moves_along(player, inner, 1) | detail::moves_along(player, opponent, 8) |
                         detail::moves_along(player, inner, 7) | detail::moves_along(player, inner, 9);
  return moves & squares & ~(player | opponent);
}

constexpr Bitboard legal_moves(const Board& b, Bitboard squares) { return legal_moves(b.player, b.opponent, squares); }

// Returns the empty squares next to a disc of `discs` (8-neighbourhood): where the discs' owner's
// opponent may one day move, Edax's "potential mobility".
constexpr Bitboard neighbours(Bitboard discs) {
  const Bitboard sides = ((discs << 1) & ~kColumnA) | ((discs >> 1) & ~kColumnH);
  const Bitboard row = discs | sides;
  return sides | (row << 8) | (row >> 8);
}

}  // namespace engine::reversi
