#include "core/puzzle_set.hpp"

#include <algorithm>
#include <charconv>
#include <unordered_set>

#include "core/text_excerpt.hpp"

namespace engine {
namespace {

// Returns text split at each separator (n separators give n + 1 pieces).
std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> pieces;
  std::size_t start = 0;
  for (std::size_t end; (end = text.find(separator, start)) != std::string_view::npos; start = end + 1)
    pieces.push_back(text.substr(start, end - start));
  pieces.push_back(text.substr(start));
  return pieces;
}

std::string quoted(std::string_view text) { return "'" + utf8_excerpt(text) + "'"; }

std::string id_error(std::string_view id, char letter) {
  const bool digits = id.size() == 6 && std::all_of(id.begin() + 1, id.end(), [](char c) { return c >= '0' && c <= '9'; });
  if (id.size() == 6 && id[0] == letter && digits) return {};
  return "the id " + quoted(id) + " is not " + letter + " and five digits (" + letter + "00001)";
}

// Reads the answers into puzzle.answers (ascending), or returns why not.
std::string read_answers(std::string_view text, const PuzzlePosition& position, Puzzle& puzzle) {
  if (text.empty()) return "no answer: a puzzle has at least one";
  for (const std::string_view name : split(text, ' ')) {
    const auto square = parse_square(name, position.shape);
    if (!square) return "the answer " + quoted(name) + " is no square (answers are square names separated by single spaces)";
    if (std::find(puzzle.answers.begin(), puzzle.answers.end(), *square) != puzzle.answers.end())
      return "the answer " + std::string(name) + " is given twice";
    if (std::find(position.legal.begin(), position.legal.end(), *square) == position.legal.end())
      return "the answer " + std::string(name) + " is not a legal move of the position";
    puzzle.answers.push_back(*square);
  }
  std::sort(puzzle.answers.begin(), puzzle.answers.end());
  return {};
}

std::string read_rating(std::string_view text, int& rating) {
  const char* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, rating);
  if (text.empty() || error != std::errc{} || stop != end || rating < kLowestPuzzleRating || rating > kHighestPuzzleRating)
    return "the rating " + quoted(text) + " is not a whole number from " + std::to_string(kLowestPuzzleRating) + " to " +
           std::to_string(kHighestPuzzleRating);
  return {};
}

// Reads one line into puzzle, or returns why not.
std::string read_line(std::string_view line, const PuzzleRules& rules, Puzzle& puzzle) {
  const std::vector<std::string_view> fields = split(line, '\t');
  if (fields.size() != 4)
    return std::to_string(fields.size()) + (fields.size() == 1 ? " field" : " fields") +
           ", not 4 separated by tabs (id, position, answers, rating)";
  if (std::string why = id_error(fields[0], rules.id_letter); !why.empty()) return why;
  puzzle.id = fields[0];
  const PuzzlePosition position = rules.read_position(fields[1]);
  if (!position.error.empty()) return "the position: " + position.error;
  puzzle.position = fields[1];
  if (std::string why = read_answers(fields[2], position, puzzle); !why.empty()) return why;
  return read_rating(fields[3], puzzle.rating);
}

}  // namespace

PuzzleSet read_puzzle_set(std::string_view text, const PuzzleRules& rules) {
  PuzzleSet set;
  if (text.empty()) return set;
  std::vector<std::string_view> lines = split(text, '\n');
  if (lines.back().empty()) lines.pop_back();  // the last line's "\n"
  std::unordered_set<std::string> ids;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    Puzzle puzzle;
    std::string why = read_line(lines[i], rules, puzzle);
    if (why.empty() && !ids.insert(puzzle.id).second) why = "the id " + puzzle.id + " is used twice";
    if (!why.empty()) return {{}, "line " + std::to_string(i + 1) + ": " + why, static_cast<int>(i + 1)};
    set.puzzles.push_back(std::move(puzzle));
  }
  return set;
}

std::string puzzle_line(const Puzzle& puzzle, BoardShape shape) {
  return puzzle.id + '\t' + puzzle.position + '\t' + format_square_list(puzzle.answers, shape) + '\t' + std::to_string(puzzle.rating);
}

}  // namespace engine
