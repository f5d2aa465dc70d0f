// Knight puzzles made from games between the computer's levels and proven by the solver (behind
// `knights puzzles`): positions of at least kPuzzleKnights knights where the side to move wins and
// at most kMostKnightAnswers of its legal squares win — never all of them —, the fewest first.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/puzzle_set.hpp"
#include "knights/oracle.hpp"

namespace engine::knights {

inline constexpr int kPuzzleKnights = 8;
inline constexpr int kMostKnightAnswers = 3;

struct KnightPuzzleOptions {
  int count = 2000;
  std::uint64_t seed = 1;
  std::function<void(int games, std::size_t found)> on_game = {};  // after each game
};

// Returns count puzzles (fewer when kMaxPuzzleGames games do not find them), ids k00001… in order
// of their answers, fewest first; each distinct from the others up to the board's symmetries.
std::vector<Puzzle> make_knight_puzzles(const KnightPuzzleOptions& options, Oracle& oracle);

// Returns the key of a knight position up to the board's symmetries: the least image of its knights.
Bitboard knight_puzzle_key(const Puzzle& puzzle);

// Returns why puzzle is no proven knight puzzle (empty when it is): its knights, its answers exactly
// the winning squares, their number. Its line must have been read by read_puzzles.
std::string prove_knight_puzzle(const Puzzle& puzzle, Oracle& oracle);

}  // namespace engine::knights
