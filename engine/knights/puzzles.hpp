// The knight game's puzzle sets (core/puzzle_set.hpp): ids k00001…, positions as position_text
// writes them (64 squares from a8, N or -) with a move to make, answers among its legal squares.
#pragma once

#include <string_view>

#include "core/puzzle_set.hpp"
#include "knights/position.hpp"

namespace engine::knights {

// Returns what the reader needs of the knight game.
PuzzleRules puzzle_rules();

// Reads a knight puzzle set: all of it, or nothing and the first bad line with why.
inline PuzzleSet read_puzzles(std::string_view text) { return read_puzzle_set(text, puzzle_rules()); }

}  // namespace engine::knights
