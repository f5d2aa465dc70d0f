// Reading texts people paste: the spaces between words (ASCII and the ideographic space U+3000 that
// Japanese text uses), and places in a text counted as JavaScript counts them, so that an error's
// `at` points at the same character in the page as in the engine.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/text_excerpt.hpp"

namespace engine {

// Returns how many bytes of space start at text[i]: 1 for ASCII white space, 3 for U+3000, else 0.
constexpr std::size_t space_at(std::string_view text, std::size_t i) {
  const char c = text[i];
  if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') return 1;
  return text.substr(i, 3) == "\xE3\x80\x80" ? 3 : 0;
}

// Returns the place of byte `byte` of text in characters (code points: UTF-16 units too for every
// character a reader accepts before a refusal, none being outside the BMP).
constexpr int character_index(std::string_view text, std::size_t byte) {
  int index = 0;
  for (std::size_t i = 0; i < byte && i < text.size(); ++i) index += is_utf8_continuation(text[i]) ? 0 : 1;
  return index;
}

// character_index for places met in order, counting each byte once (a long text stays linear).
class CharacterCounter {
 public:
  explicit constexpr CharacterCounter(std::string_view text) : text_(text) {}
  // Returns character_index(text, byte); byte never less than at the call before.
  constexpr int at(std::size_t byte) {
    index_ += character_index(text_.substr(counted_), byte - counted_);
    counted_ = byte;
    return index_;
  }

 private:
  std::string_view text_;
  std::size_t counted_ = 0;
  int index_ = 0;
};

// Returns the ASCII letter c in lower case (other bytes as they are).
constexpr char lower_ascii(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// Returns whether text at i starts with word (lower-case ASCII), in either case.
constexpr bool starts_with_word(std::string_view text, std::size_t i, std::string_view word) {
  if (text.size() - i < word.size()) return false;
  for (std::size_t k = 0; k < word.size(); ++k)
    if (lower_ascii(text[i + k]) != word[k]) return false;
  return true;
}

// Returns a parser's result (a struct with error and at) refused with error at text's byte `byte`.
template <class Parsed>
Parsed refused_text(std::string error, std::string_view text, std::size_t byte) {
  Parsed parsed;
  parsed.error = std::move(error);
  parsed.at = character_index(text, byte);
  return parsed;
}

// Returns whether a pasted text is a position rather than a move list: its first character other
// than a space is one no move starts with ('-' and '.' for an empty square, a disc or a knight).
constexpr bool looks_like_position(std::string_view text) {
  for (std::size_t i = 0; i < text.size(); i += space_at(text, i))
    if (!space_at(text, i)) return std::string_view("-.*XxOoWwNn").find(text[i]) != std::string_view::npos;
  return false;
}

// A board written as text: its characters other than spaces (a board may be written in rows, or
// with a space before the side to move), up to where `stop` says the board's text ends.
struct BoardMarks {
  std::vector<std::size_t> starts;  // where the first `keep` of them start, in bytes
  std::size_t count = 0;            // how many there are
  std::size_t end = 0;              // the byte where the board's text ends
};

// Returns the marks of text; stop(text, i) is true where the board's text ends, before text[i].
template <class Stop>
BoardMarks board_marks(std::string_view text, std::size_t keep, Stop stop) {
  BoardMarks marks;
  std::size_t i = 0;
  while (i < text.size() && !stop(text, i)) {
    if (const std::size_t space = space_at(text, i)) {
      i += space;
      continue;
    }
    if (marks.count++ < keep) marks.starts.push_back(i);
    i += utf8_character_at(text, i).size();
  }
  marks.end = i;
  return marks;
}

}  // namespace engine
