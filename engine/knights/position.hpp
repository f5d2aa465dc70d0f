// A knight-placement position: the knights placed so far and the squares they block; and its text
// form: the 64 squares row-major from a8, N a knight and - an empty square ('.' and 'n' read too,
// and spaces between them, as in eight rows). The side to move needs no mark: the first player
// moves when an even number of knights stands on the board.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "knights/attacks.hpp"

namespace engine::knights {

struct Position {
  Bitboard knights = 0;  // squares holding a knight
  Bitboard blocked = 0;  // squares holding a knight or attacked by one

  // Returns the squares where the side to move may place a knight.
  constexpr Bitboard legal_moves() const { return ~blocked; }

  // Returns the position after a knight is placed on s; s must be a legal move.
  constexpr Position after(Square s) const {
    return {knights | square_bb(s), blocked | square_bb(s) | KnightAttacks[s]};
  }

  // Returns the position holding exactly the given knights; they need not be a legal game.
  static constexpr Position from_knights(Bitboard knights) { return {knights, knights | attacks_of(knights)}; }

  constexpr bool operator==(const Position&) const = default;
};

struct ParsedPosition {
  Position position;
  std::string error;  // empty when the text parsed
  int at = -1;        // with an error: where in the text, in characters (core/text_scan.hpp),
  std::vector<Square> knights;  // and for knights that attack each other, the two
};

// Parses a position text; knights that attack one another are refused (no game reaches them).
ParsedPosition parse_position(std::string_view text);

// Returns the position's text, e.g. "---…-N-…---".
std::string position_text(const Position& position);

}  // namespace engine::knights
