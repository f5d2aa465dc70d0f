// A puzzle set's text, shared by both games: one puzzle a line, four fields separated by tabs —
// an id (the game's letter and five digits, k00001 / r00001, unique in the set), the position text
// (the game's own, exactly as the engine writes it), the answers (square names separated by single
// spaces: every winning or best move, each once) and a rating (a whole number). The game says how
// its positions read (knights/puzzles.hpp, reversi/puzzles.hpp); docs/hosting.md describes the file.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/square_names.hpp"

namespace engine {

// The ratings a puzzle may carry: a Glicko-style scale around 1500 (the sets use 800 to 2500).
inline constexpr int kLowestPuzzleRating = 100;
inline constexpr int kHighestPuzzleRating = 4000;

struct Puzzle {
  std::string id;
  std::string position;         // the position text
  std::vector<Square> answers;  // the game's move numbers (its squares or cells), ascending
  int rating = 0;
};

// What a game says of a position text: its legal moves (its move numbers) and its board's shape,
// or why the text is no puzzle's position.
struct PuzzlePosition {
  std::vector<Square> legal;
  BoardShape shape{8, RowDigits::FromBottom};
  std::string error;  // empty when the position is fine
};

struct PuzzleRules {
  char id_letter;                                                // 'k' or 'r'
  std::function<PuzzlePosition(std::string_view)> read_position;  // the game's positions
};

struct PuzzleSet {
  std::vector<Puzzle> puzzles;
  std::string error;  // "line 3: …", empty when every line was read
  int bad_line = 0;   // with an error: its line, from 1
};

// Reads a set's text: all of it, or nothing and the first bad line with why. Lines end with "\n"
// (the last one may not); an empty text is an empty set, an empty line is refused.
PuzzleSet read_puzzle_set(std::string_view text, const PuzzleRules& rules);

// Returns the puzzle's line, without its "\n".
std::string puzzle_line(const Puzzle& puzzle, BoardShape shape);

}  // namespace engine
