// The strong level's perfect play checked, behind `reversi perfect`: games against the random and
// the weighted level from the start, the level on both sides by turns, each of its moves
// checked against exact values — the proven book's where it knows them (`reversi book --check`
// proves those again), else the solver's, with a table of its own — and timed.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "reversi/evaluation.hpp"

namespace engine::reversi {

struct PerfectCheckOptions {
  const Geometry* geometry = &kBoard6;
  int games = 200;              // a quarter each: against random as black, as white, against weighted as black, as white
  double milliseconds = 1000;   // the level's budget a move, as the page's
  std::uint64_t seed = 1;
  std::function<void(int games)> on_game = {};  // after each game, with the games played so far
};

struct PerfectCheck {
  int games = 0, lines = 0;  // games played, and how many of them differ
  int moves = 0, kept = 0;   // the level's moves, and those that kept the exact value
  int from_book = 0;         // of its moves, those from positions where the book lists moves
  std::vector<double> book_ms, solver_ms;  // each move's time, from the book's positions and the others
  std::vector<double> first_solved_ms;     // of those, each game's first past the book: the dearest
  std::vector<std::string> lost;           // a position (text) and move where the value was not kept
};

PerfectCheck check_perfect_play(const PerfectCheckOptions& options, const Evaluation& strong);

}  // namespace engine::reversi
