#include "knights/position.hpp"

#include "core/text_excerpt.hpp"

namespace engine::knights {

ParsedPosition parse_position(std::string_view text) {
  ParsedPosition parsed;
  if (text.size() != kSquares) {
    parsed.error = "a knight position is 64 squares (N or -), not " + std::to_string(text.size());
    return parsed;
  }
  Bitboard knights = 0;
  for (Square s = 0; s < kSquares; ++s) {
    if (text[s] == 'N' || text[s] == 'n') {
      knights |= square_bb(s);
    } else if (text[s] != '-') {
      parsed.error = "square " + square_name(s, kShape) + " is '" + std::string(utf8_character_at(text, s)) + "', not N or -";
      return parsed;
    }
  }
  if (const Bitboard attacked = knights & attacks_of(knights)) {
    const Square s = lsb(attacked);
    parsed.error = "the knights on " + square_name(s, kShape) + " and " + square_name(lsb(KnightAttacks[s] & knights), kShape) +
                   " attack each other";
    return parsed;
  }
  parsed.position = Position::from_knights(knights);
  return parsed;
}

std::string position_text(const Position& position) {
  std::string text;
  for (Square s = 0; s < kSquares; ++s) text += contains(position.knights, s) ? 'N' : '-';
  return text;
}

}  // namespace engine::knights
