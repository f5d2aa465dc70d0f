#include "core/square_names.hpp"

#include <algorithm>

#include "core/text_scan.hpp"

namespace engine {
namespace {

int row_digit(int row, BoardShape shape) {
  return shape.rows == RowDigits::FromTop ? row + 1 : shape.size - row;
}

// A comma, or a hyphen between names ("f5-d6"); two hyphens are a pass.
bool is_separator(std::string_view text, std::size_t i) {
  return text[i] == ',' || (text[i] == '-' && text.substr(i, 2) != "--");
}

// Returns the length of a move number at text[i] ("1.", "12...": digits and dots), else 0.
std::size_t move_number_at(std::string_view text, std::size_t i) {
  std::size_t end = i;
  while (end < text.size() && text[end] >= '0' && text[end] <= '9') ++end;
  if (end == i || end == text.size() || text[end] != '.') return 0;
  while (end < text.size() && text[end] == '.') ++end;
  return end - i;
}

// Returns the length of a written pass at text[i] ("pass", "pa", "ps", "--"), else 0.
std::size_t pass_at(std::string_view text, std::size_t i) {
  if (starts_with_word(text, i, "pass")) return 4;
  return starts_with_word(text, i, "pa") || starts_with_word(text, i, "ps") || text.substr(i, 2) == "--" ? 2 : 0;
}

// The list refused at its move number `index`, which starts at text[start] and names no square: a
// written pass (its `length` bytes) where none is read, else the word up to a separator.
SquareList refused_list(std::string_view text, std::size_t start, std::size_t length, int index, BoardShape shape) {
  std::size_t end = start + length;
  if (!length) {
    end += utf8_character_at(text, start).size();
    while (end < text.size() && !space_at(text, end) && text[end] != ',' && text[end] != '-') ++end;
  }
  SquareList list;
  list.bad_index = index;
  list.bad_text = std::string(text.substr(start, end - start));
  list.bad_at = character_index(text, start);
  list.error = "move " + std::to_string(index + 1) + ": '" + utf8_excerpt(list.bad_text) + "' is not a square of the " +
               std::to_string(shape.size) + "x" + std::to_string(shape.size) + " board";
  return list;
}

}  // namespace

std::string square_name(Square s, BoardShape shape) {
  const int row = s / shape.size;
  const int col = s % shape.size;
  return {static_cast<char>('a' + col), static_cast<char>('0' + row_digit(row, shape))};
}

std::optional<Square> parse_square(std::string_view text, BoardShape shape) {
  if (text.size() != 2) return std::nullopt;
  const int col = lower_ascii(text[0]) - 'a';
  const int digit = text[1] - '0';
  if (col < 0 || col >= shape.size || digit < 1 || digit > shape.size) return std::nullopt;
  const int row = shape.rows == RowDigits::FromTop ? digit - 1 : shape.size - digit;
  return row * shape.size + col;
}

SquareList parse_square_list(std::string_view text, BoardShape shape, bool allow_pass) {
  SquareList list;
  CharacterCounter characters(text);
  std::size_t i = 0;
  while (i < text.size()) {
    if (const std::size_t space = space_at(text, i); space || is_separator(text, i)) {
      i += space ? space : 1;
      continue;
    }
    const std::size_t start = i;
    if (const std::size_t number = move_number_at(text, i)) {
      i += number;
      continue;
    }
    std::optional<Square> square;
    const std::size_t pass = pass_at(text, i);
    if (pass) {
      i += pass;
      if (allow_pass) square = kPass;
    } else {
      // A square name is a letter and one digit, so "f5d6" splits without separators.
      i = std::min(i + 2, text.size());
      square = parse_square(text.substr(start, i - start), shape);
    }
    if (!square) return refused_list(text, start, pass, static_cast<int>(list.squares.size()), shape);
    list.squares.push_back(*square);
    list.at.push_back(characters.at(start));
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

std::string square_run(const std::vector<Square>& squares, BoardShape shape) {
  std::string text;
  for (const Square s : squares) text += square_name(s, shape);
  return text;
}

}  // namespace engine
