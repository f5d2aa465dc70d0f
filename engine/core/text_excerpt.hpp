// Pieces of a caller's text quoted in error messages: never a UTF-8 character cut in half (it would
// read as '�'), and never the whole of a long text (a megabyte name in a one-line message).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace engine {

// Returns true for a byte that continues a UTF-8 character (10xxxxxx).
constexpr bool is_utf8_continuation(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

// Returns the UTF-8 character that starts at text[i] (its continuation bytes with it).
constexpr std::string_view utf8_character_at(std::string_view text, std::size_t i) {
  std::size_t end = i + 1;
  while (end < text.size() && is_utf8_continuation(text[end])) ++end;
  return text.substr(i, end - i);
}

// Returns text when it has at most max_bytes, else its start up to a character boundary and "…".
inline std::string utf8_excerpt(std::string_view text, std::size_t max_bytes = 40) {
  if (text.size() <= max_bytes) return std::string(text);
  std::size_t end = max_bytes;
  while (end > 0 && is_utf8_continuation(text[end])) --end;
  return std::string(text.substr(0, end)) + "…";
}

}  // namespace engine
