#include "reversi/position.hpp"

#include "core/text_excerpt.hpp"

namespace engine::reversi {
namespace {

// The whole character at text[i], quoted: a byte of a multi-byte one would print as '�'. Appended
// piece by piece: "'" + std::string(…) trips GCC 12's false -Wrestrict warning (GCC bug 105329).
std::string quoted_character(std::string_view text, std::size_t i) {
  std::string quoted = "'";
  quoted += utf8_character_at(text, i);
  return quoted += '\'';
}

}  // namespace

ParsedPosition parse_position(std::string_view text) {
  ParsedPosition parsed;
  const std::size_t space = text.find(' ');
  const std::string_view squares = text.substr(0, space);
  const Geometry* geometry = geometry_of(squares.size() == 64 ? 8 : squares.size() == 36 ? 6 : 0);
  if (!geometry) {
    parsed.error = "a position needs 64 or 36 squares (X, O or -) before the side to move, not " +
                   std::to_string(squares.size());
    return parsed;
  }
  Bitboard black = 0, white = 0;
  for (int cell = 0; cell < geometry->cells(); ++cell) {
    const char c = squares[cell];
    const Bitboard bit = square_bb(geometry->bit_of(cell));
    if (c == 'X' || c == 'x') {
      black |= bit;
    } else if (c == 'O' || c == 'o') {
      white |= bit;
    } else if (c != '-') {
      parsed.error = "square " + square_name(cell, geometry->shape()) + " is " + quoted_character(squares, cell) + ", not X, O or -";
      return parsed;
    }
  }
  const std::string_view side = space == std::string_view::npos ? std::string_view{} : text.substr(space + 1);
  if (side != "X" && side != "O" && side != "x" && side != "o") {
    parsed.error = "the side to move must follow the squares after one space, as X or O";
    return parsed;
  }
  const Color to_move = side == "X" || side == "x" ? Color::Black : Color::White;
  const Board board = to_move == Color::Black ? Board{black, white} : Board{white, black};
  parsed.position = {geometry, board, to_move};
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
