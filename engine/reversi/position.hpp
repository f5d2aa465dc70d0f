// A Reversi position with colours: the board seen from the side to move, which colour that
// side is, and the board's geometry; and its text form, the field's usual one: the squares
// row-major from a1 (64 or 36 characters, X black, O white, - empty), a space, X or O to move. It
// reads the forms FFO and Edax write too: B or * black, W white, '.' empty, spaces anywhere (eight
// rows), no space before the side, the side as a word ("Black to move"), Edax's ";" and notes after.
#pragma once

#include <string>
#include <string_view>

#include "reversi/board.hpp"

namespace engine::reversi {

enum class Color { Black, White };

constexpr Color opposite(Color c) { return c == Color::Black ? Color::White : Color::Black; }

struct Position {
  const Geometry* geometry = &kBoard8;
  Board board = Board::start();
  Color to_move = Color::Black;

  constexpr Bitboard discs(Color c) const { return c == to_move ? board.player : board.opponent; }
  constexpr bool operator==(const Position&) const = default;
};

struct ParsedPosition {
  Position position;
  std::string error;  // empty when the text parsed
  int at = -1;        // with an error: where in the text, in characters (core/text_scan.hpp)
};

// Parses a position text; the number of squares (64 or 36) gives the board size.
ParsedPosition parse_position(std::string_view text);

// Returns the position's text, e.g. "---…-XO---…- X".
std::string position_text(const Position& position);

}  // namespace engine::reversi
