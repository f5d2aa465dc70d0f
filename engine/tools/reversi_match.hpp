// Whole Reversi games between two computer players, and matches of them over paired openings,
// for `reversi match`, the benchmarks, the tests and the evaluations' training.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/random.hpp"
#include "players/reversi_players.hpp"
#include "reversi/pattern_evaluation.hpp"

namespace engine::reversi {

// A player of a match: a level with its budget, and, for a searching level, the evaluation of a
// weights file instead of the level's own.
struct Player {
  Level level = Level::Strong;
  Limits limits;
  std::shared_ptr<const PatternWeights> weights;  // when set, searched with instead of the level's evaluation
  std::string name;                               // as the match prints it
  // When set, chooses the moves instead: another program's player (the command line's, natively).
  std::function<Square(const Position& position, std::uint64_t seed)> outside;

  // Returns the move this player chooses (kPass when passing is forced).
  Square choose(const Position& position, std::uint64_t seed, TranspositionTable& table) const;
};

// Plays a game from `start` (the start position when absent), black against white; every move's
// and pass's seed is the next of `seeds`, so a run replays exactly (under node budgets).
// Returns every position met, in order: the one before each move or pass, then the end.
std::vector<Position> play_game(const Position& start, const Player& black, const Player& white, Random& seeds,
                                TranspositionTable& table);

// Returns the position after `plies` random legal moves from the start, passes as they come,
// never a finished game: one of a match's openings. path, when given, receives the positions
// before each of those moves.
Position random_opening(const Geometry& geometry, int plies, Random& rng, std::vector<Position>* path = nullptr);

struct MatchOptions {
  const Geometry* geometry = &kBoard8;
  int openings = 200;       // each played twice, each player taking black once
  int opening_plies = 8;    // random plies of every opening
  std::uint64_t seed = 1;
  int threads = 1;
};

// A match's results from the first player's side.
struct MatchResult {
  int wins = 0, draws = 0, losses = 0;
  double disc_difference = 0;  // mean final score per game
  double score = 0;            // (wins + draws / 2) / games
  double elo = 0;              // the Elo difference that score means
  double elo_error = 0;        // its 95% margin, from the spread of the pairs' scores
  bool elo_is_bound = false;   // every game won (or lost): elo is only the 95% bound it is beyond
  int games() const { return wins + draws + losses; }
};

// Sets score, elo, elo_error and elo_is_bound from the pairs' scores (each the mean of an
// opening's two games, 1 a win, 1/2 a draw).
void rate(MatchResult& result, const std::vector<double>& pair_scores);

// Returns "Elo +249 ± 27 (95%)" or, when every game went one way, "Elo beyond +888 (95%)", or
// "Elo unknown (too few games)" when a sweep of so few pairs says nothing.
std::string elo_text(const MatchResult& result);

// Plays the match: every opening twice, the players swapping colours, the games shared out over
// the threads. Under node budgets the same options give the same games, whatever the threads.
MatchResult play_match(const Player& a, const Player& b, const MatchOptions& options);

}  // namespace engine::reversi
