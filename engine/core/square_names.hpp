// Square names ("d5") and move-list text ("d5 c3 f6", "1. f5 d6 2. c3", "F5-D6") for square boards
// up to 8×8.
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

// A square value in move lists that stands for a pass (written "pass", "--", or as Edax writes and
// reads it, "pa" or "ps").
inline constexpr Square kPass = -1;

// Returns the name of square s, e.g. "d5"; s must be on the board.
std::string square_name(Square s, BoardShape shape);

// Returns the square named by text (case-insensitive), or nothing when text names no square.
std::optional<Square> parse_square(std::string_view text, BoardShape shape);

struct SquareList {
  std::vector<Square> squares;
  std::vector<int> at;   // where each move starts in the text, in characters (text_scan.hpp)
  std::string error;     // empty when the text parsed
  int bad_index = -1;    // with an error: which move (from 0) is no square,
  std::string bad_text;  // its text,
  int bad_at = -1;       // and where it starts, in characters
};

// Parses a move list as players write it: names in either case, separated by spaces, commas or
// single hyphens, or run together ("f5d6c3"); move numbers ("1.", "12...") skipped wherever a name
// may start; passes written ("pass", "pa", "ps", "--") or left out. Passes are read, as kPass, only
// when allow_pass is set; else a written one is refused as no square.
SquareList parse_square_list(std::string_view text, BoardShape shape, bool allow_pass = false);

// Returns the move list as text, names separated by single spaces.
std::string format_square_list(const std::vector<Square>& squares, BoardShape shape);
// Returns the names run together ("f5d6c3"): a record's moves as a link writes them (a record holds
// no pass: the game makes it with the move that forced it), which parse_square_list reads back.
std::string square_run(const std::vector<Square>& squares, BoardShape shape);

}  // namespace engine
