// Fuzz target: the written forms both games read (core/square_names.hpp's move lists, numbered,
// hyphenated, passes written; both games' position texts in FFO's and Edax's forms), as the paste
// box and the links give them. The input is the text. A list that reads writes back as text that
// reads the same; a refusal points at a character of the text (a well-formed one's, as JavaScript
// gives) where its bad word starts.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/text_scan.hpp"
#include "fuzz_check.hpp"
#include "knights/game.hpp"
#include "reversi/game.hpp"

namespace {

using namespace engine;

// Returns the byte where character `index` of text starts (text's size past its end).
std::size_t byte_of(std::string_view text, int index) {
  std::size_t byte = 0;
  for (int k = 0; byte < text.size(); ++byte)
    if (!is_utf8_continuation(text[byte]) && k++ == index) return byte;
  return text.size();
}

// Returns whether text is well-formed UTF-8 (each lead byte followed by the continuation bytes it
// announces, and no others): any text from JavaScript is, and `at` counts its characters.
bool valid_utf8(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i++]);
    if ((c >= 0x80 && c < 0xC0) || c >= 0xF8) return false;  // a continuation byte alone, or no UTF-8 byte
    const std::size_t more = c < 0x80 ? 0 : c < 0xE0 ? 1 : c < 0xF0 ? 2 : 3;
    if (more > text.size() - i) return false;
    for (std::size_t k = 0; k < more; ++k)
      if (!is_utf8_continuation(text[i++])) return false;
  }
  return true;
}

void check_list(std::string_view text, BoardShape shape, bool allow_pass) {
  const int characters = character_index(text, text.size());
  const SquareList list = parse_square_list(text, shape, allow_pass);
  if (!list.error.empty()) {
    FUZZ_CHECK(list.squares.empty() && list.bad_index >= 0 && list.bad_at >= 0 && list.bad_at <= static_cast<int>(text.size()));
    if (valid_utf8(text)) {
      FUZZ_CHECK(list.bad_at < characters);
      FUZZ_CHECK(text.substr(byte_of(text, list.bad_at)).substr(0, list.bad_text.size()) == list.bad_text);
    }
    return;
  }
  FUZZ_CHECK(list.at.size() == list.squares.size());
  for (std::size_t i = 0; i < list.at.size(); ++i) FUZZ_CHECK(list.at[i] < characters && (i == 0 || list.at[i] > list.at[i - 1]));
  const SquareList again = parse_square_list(format_square_list(list.squares, shape), shape, allow_pass);
  FUZZ_CHECK(again.error.empty() && again.squares == list.squares);
}

template <class Parsed>
void check_position(std::string_view text, const Parsed& parsed, Parsed (*parse)(std::string_view)) {
  if (!parsed.error.empty()) {
    FUZZ_CHECK(parsed.at >= 0 && parsed.at <= character_index(text, text.size()));
    return;
  }
  const Parsed again = parse(position_text(parsed.position));
  FUZZ_CHECK(again.error.empty() && again.position == parsed.position);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  check_list(text, reversi::kBoard8.shape(), true);
  check_list(text, reversi::kBoard6.shape(), true);
  check_list(text, knights::kShape, false);
  check_position(text, reversi::parse_position(text), &reversi::parse_position);
  check_position(text, knights::parse_position(text), &knights::parse_position);
  return 0;
}
