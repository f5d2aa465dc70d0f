#include "reversi/position.hpp"

#include <optional>

#include "core/text_scan.hpp"

namespace engine::reversi {
namespace {

// The whole character at text[i], quoted: a byte of a multi-byte one would print as '�'. Appended
// piece by piece: "'" + std::string(…) trips GCC 12's false -Wrestrict warning (GCC bug 105329).
std::string quoted_character(std::string_view text, std::size_t i) {
  std::string quoted = "'";
  quoted += utf8_character_at(text, i);
  return quoted += '\'';
}

const auto refused = refused_text<ParsedPosition>;

// A disc's colour as the field writes it (X, B or * black; O or W white; Edax reads them so), or
// nothing for any other character.
std::optional<Color> color_of(char c) {
  switch (lower_ascii(c)) {
    case 'x': case 'b': case '*': return Color::Black;
    case 'o': case 'w': return Color::White;
    default: return std::nullopt;
  }
}

// Where the board's text ends: at an FFO side to move ("Black to move") or Edax's ';' (its notes).
bool ends_board(std::string_view text, std::size_t i) {
  return text[i] == ';' || starts_with_word(text, i, "black") || starts_with_word(text, i, "white");
}

// Returns the byte after a side to move written as a word and " to move", or npos when anything but
// spaces and Edax's ';' notes follows it.
std::size_t after_side_word(std::string_view text, std::size_t i) {
  auto skip_spaces = [&](std::size_t k) {
    while (k < text.size() && space_at(text, k)) k += space_at(text, k);
    return k;
  };
  i = skip_spaces(i + 5);
  if (starts_with_word(text, i, "to")) {
    const std::size_t move = skip_spaces(i + 2);
    if (move > i + 2 && starts_with_word(text, move, "move")) i = skip_spaces(move + 4);
  }
  return i == text.size() || text[i] == ';' ? i : std::string_view::npos;
}

}  // namespace

ParsedPosition parse_position(std::string_view text) {
  const BoardMarks marks = board_marks(text, 66, ends_board);
  const bool side_word = marks.end < text.size() && text[marks.end] != ';';
  // Without a side word, the last character is the side to move.
  const std::size_t squares = marks.count - (side_word || marks.count == 0 ? 0 : 1);
  const Geometry* geometry = geometry_of(squares == 64 ? 8 : squares == 36 ? 6 : 0);
  if (!geometry && !side_word && (marks.count == 64 || marks.count == 36) && !color_of(text[marks.starts.back()]))
    return refused("the side to move (X or O) must follow the squares", text, marks.end);
  if (!geometry)
    return refused("a position needs 64 or 36 squares (X, O or -) before the side to move, not " + std::to_string(squares), text,
                   squares > 64 ? marks.starts[64] : marks.end);
  Bitboard black = 0, white = 0;
  for (int cell = 0; cell < geometry->cells(); ++cell) {
    const std::size_t at = marks.starts[cell];
    const auto color = color_of(text[at]);
    if (color) (*color == Color::Black ? black : white) |= square_bb(geometry->bit_of(cell));
    else if (text[at] != '-' && text[at] != '.')
      return refused("square " + square_name(cell, geometry->shape()) + " is " + quoted_character(text, at) + ", not X, O or -", text, at);
  }
  std::optional<Color> to_move;
  if (side_word) {
    if (after_side_word(text, marks.end) == std::string_view::npos)
      return refused("only ';' and notes may follow the side to move", text, marks.end);
    to_move = lower_ascii(text[marks.end]) == 'b' ? Color::Black : Color::White;
  } else {
    to_move = color_of(text[marks.starts.back()]);
    if (!to_move) return refused("the side to move is " + quoted_character(text, marks.starts.back()) + ", not X or O", text, marks.starts.back());
  }
  const Board board = *to_move == Color::Black ? Board{black, white} : Board{white, black};
  ParsedPosition parsed;
  parsed.position = {geometry, board, *to_move};
  return parsed;
}

std::string position_text(const Position& position) {
  const Geometry& g = *position.geometry;
  const Bitboard black = position.discs(Color::Black), white = position.discs(Color::White);
  std::string text;
  for (int cell = 0; cell < g.cells(); ++cell) {
    const Square s = g.bit_of(cell);
    text += contains(black, s) ? 'X' : contains(white, s) ? 'O' : '-';
  }
  text += position.to_move == Color::Black ? " X" : " O";
  return text;
}

}  // namespace engine::reversi
