#include "knights/position.hpp"

#include "core/text_scan.hpp"

namespace engine::knights {
namespace {

const auto refused = refused_text<ParsedPosition>;

}  // namespace

ParsedPosition parse_position(std::string_view text) {
  const BoardMarks marks = board_marks(text, kSquares + 1, [](std::string_view, std::size_t) { return false; });
  if (marks.count != kSquares)
    return refused("a knight position is 64 squares (N or -), not " + std::to_string(marks.count), text,
                   marks.count > kSquares ? marks.starts[kSquares] : text.size());
  Bitboard knights = 0;
  for (Square s = 0; s < kSquares; ++s) {
    const char c = text[marks.starts[s]];
    if (c == 'N' || c == 'n') {
      knights |= square_bb(s);
    } else if (c != '-' && c != '.') {
      return refused("square " + square_name(s, kShape) + " is '" + std::string(utf8_character_at(text, marks.starts[s])) + "', not N or -",
                     text, marks.starts[s]);
    }
  }
  if (const Bitboard attacked = knights & attacks_of(knights)) {
    const Square s = lsb(attacked), other = lsb(KnightAttacks[s] & knights);
    ParsedPosition parsed = refused("the knights on " + square_name(s, kShape) + " and " + square_name(other, kShape) + " attack each other",
                                    text, marks.starts[s]);
    parsed.knights = {s, other};
    return parsed;
  }
  ParsedPosition parsed;
  parsed.position = Position::from_knights(knights);
  return parsed;
}

std::string position_text(const Position& position) {
  std::string text;
  for (Square s = 0; s < kSquares; ++s) text += contains(position.knights, s) ? 'N' : '-';
  return text;
}

}  // namespace engine::knights
