// Reversi's puzzle sets (core/puzzle_set.hpp): ids r00001…, 8×8 positions as position_text writes
// them (64 squares from a1, X, O or -, a space, X or O to move) where the side to move has a move,
// answers among its legal cells.
#pragma once

#include <string_view>

#include "core/puzzle_set.hpp"
#include "reversi/position.hpp"

namespace engine::reversi {

// Returns what the reader needs of Reversi.
PuzzleRules puzzle_rules();

// Reads a Reversi puzzle set: all of it, or nothing and the first bad line with why.
inline PuzzleSet read_puzzles(std::string_view text) { return read_puzzle_set(text, puzzle_rules()); }

}  // namespace engine::reversi
