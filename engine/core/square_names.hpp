// Square names ("d5") and move-list text ("d5 c3 f6") for square boards up to 8×8.
// Squares are numbered row-major from the top-left corner; games differ only in which way the
// row digits run: chess counts from the bottom (a8 is top-left), Othello from the top (a1).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/bitboard.hpp"

namespace engine {

enum class RowDigits { FromBottom, FromTop };

struct BoardShape {
  int size;         // squares per side
  RowDigits rows;   // which corner row 1 is in
};

// A square value in move lists that stands for a pass (Reversi writes it "pass" or "--").
inline constexpr Square kPass = -1;

// Returns the name of square s, e.g. "d5"; s must be on the board.
std::string square_name(Square s, BoardShape shape);

// Returns the square named by text (case-insensitive), or nothing when text names no square.
std::optional<Square> parse_square(std::string_view text, BoardShape shape);

struct SquareList {
  std::vector<Square> squares;
  std::string error;     // empty when the text parsed
  int bad_index = -1;    // with an error: which move (from 0) is no square,
  std::string bad_text;  // and its text
};

// Parses a move list: names separated by spaces or commas, or run together ("f5d6c3").
// Passes are accepted, as kPass, only when allow_pass is set.
SquareList parse_square_list(std::string_view text, BoardShape shape, bool allow_pass = false);

// Returns the move list as text, names separated by single spaces.
std::string format_square_list(const std::vector<Square>& squares, BoardShape shape);

}  // namespace engine
