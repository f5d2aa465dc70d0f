// Reversi puzzles made from games between the computer's levels and proven by the exact solver
// (behind `reversi puzzles`): 8×8 positions of kLeastPuzzleEmpties to kMostPuzzleEmpties empty
// squares, with at least two legal moves, whose best move (by exact final disc difference) beats
// every other move by at least kPuzzleMargin discs: the one answer.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "core/puzzle_set.hpp"
#include "reversi/search.hpp"

namespace engine::reversi {

inline constexpr int kLeastPuzzleEmpties = 10, kMostPuzzleEmpties = 22;
inline constexpr int kPuzzleMargin = 2;

struct ReversiPuzzleOptions {
  int count = 2000;
  std::uint64_t seed = 1;
  int most_empties = 18;  // the deepest positions looked at (the solves cost most there)
  // After each game: the games so far, the puzzles found, and how many of them are "avoid the
  // blunder" ones (the best move wins or draws, more than half the legal moves lose).
  std::function<void(int games, std::size_t found, int blunders)> on_game = {};
};

// Returns count puzzles (fewer when kMaxPuzzleGames games do not find them), ids r00001… in the
// order found, each distinct from the others up to the board's symmetries.
std::vector<Puzzle> make_reversi_puzzles(const ReversiPuzzleOptions& options);

// Returns the key of a puzzle's position up to the board's symmetries (the side to move's discs first).
std::pair<Bitboard, Bitboard> reversi_puzzle_key(const Puzzle& puzzle);

// Returns why puzzle is no proven Reversi puzzle (empty when it is): its empty squares, its answers
// exactly the best moves, the margin. Its line must have been read by read_puzzles.
std::string prove_reversi_puzzle(const Puzzle& puzzle, Search& search);

}  // namespace engine::reversi
