#include "core/square_names.hpp"

#include <cctype>

#include "core/text_excerpt.hpp"

namespace engine {
namespace {

int row_digit(int row, BoardShape shape) {
  return shape.rows == RowDigits::FromTop ? row + 1 : shape.size - row;
}

bool is_separator(char c) { return c == ' ' || c == ',' || c == '\t' || c == '\n' || c == '\r'; }

char lower(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }

}  // namespace

std::string square_name(Square s, BoardShape shape) {
  const int row = s / shape.size;
  const int col = s % shape.size;
  return {static_cast<char>('a' + col), static_cast<char>('0' + row_digit(row, shape))};
}

std::optional<Square> parse_square(std::string_view text, BoardShape shape) {
  if (text.size() != 2) return std::nullopt;
  const int col = lower(text[0]) - 'a';
  const int digit = text[1] - '0';
  if (col < 0 || col >= shape.size || digit < 1 || digit > shape.size) return std::nullopt;
  const int row = shape.rows == RowDigits::FromTop ? digit - 1 : shape.size - digit;
  return row * shape.size + col;
}

SquareList parse_square_list(std::string_view text, BoardShape shape, bool allow_pass) {
  SquareList list;
  std::size_t i = 0;
  while (i < text.size()) {
    if (is_separator(text[i])) {
      ++i;
      continue;
    }
    const std::size_t start = i;
    if (allow_pass && text.substr(i, 2) == "--") {
      list.squares.push_back(kPass);
      i += 2;
      continue;
    }
    if (allow_pass && text.size() - i >= 4 && lower(text[i]) == 'p' && lower(text[i + 1]) == 'a' &&
        lower(text[i + 2]) == 's' && lower(text[i + 3]) == 's') {
      list.squares.push_back(kPass);
      i += 4;
      continue;
    }
    // A square name is a letter and one digit, so "f5d6" splits without separators.
    while (i < text.size() && !is_separator(text[i]) && i - start < 2) ++i;
    const std::string_view token = text.substr(start, i - start);
    const auto square = parse_square(token, shape);
    if (!square) {
      std::size_t end = start;
      while (end < text.size() && !is_separator(text[end])) ++end;
      list.bad_index = static_cast<int>(list.squares.size());
      list.bad_text = std::string(text.substr(start, end - start));
      list.error = "move " + std::to_string(list.bad_index + 1) + ": '" + utf8_excerpt(list.bad_text) + "' is not a square of the " +
                   std::to_string(shape.size) + "x" + std::to_string(shape.size) + " board";
      list.squares.clear();
      return list;
    }
    list.squares.push_back(*square);
  }
  return list;
}

std::string format_square_list(const std::vector<Square>& squares, BoardShape shape) {
  std::string text;
  for (const Square s : squares) {
    if (!text.empty()) text += ' ';
    text += s == kPass ? "pass" : square_name(s, shape);
  }
  return text;
}

}  // namespace engine
