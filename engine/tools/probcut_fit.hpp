// Fitting multi-ProbCut's regressions (reversi/probcut.hpp), behind `reversi probcut`.
//
// The positions: self-play games of the strong level (a node budget a move) after random
// openings, a few positions taken from each at random between `min_empties` and the opening's
// end. Each is searched full width at every depth from 0 to `max_depth` (one table kept, as in
// iterative deepening), and solved exactly when it has at most `solve_empties` empties.
//
// The fit: for each depth d and each bucket of empties, the deep score regressed on the score of
// the shallow depth probcut_shallow_depth(d) (the exact score when d reaches the end of the game),
// deep ≈ a·shallow + b with the residuals' spread σ; then a smooth model of σ over empties and
// depth (ProbCutModel) fitted to those cells by least squares, weighted by their samples.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "reversi/evaluation.hpp"
#include "reversi/probcut.hpp"

namespace engine::reversi {

struct ProbCutOptions {
  const Geometry* geometry = &kBoard8;
  const Evaluation* evaluation = nullptr;  // the strong level's when null
  int games = 500;
  int positions_per_game = 4;
  int min_empties = 6;
  int max_depth = 10;
  int solve_empties = 18;
  std::uint64_t nodes = 4000;  // the self-play player's budget a move
  int random_plies = 8;
  std::uint64_t seed = 1;
  int threads = 1;  // positions are shared out; the results do not depend on it
};

// A position's scores in evaluation units: scores[d] at depth d (0: the evaluation itself), and
// the exact score times kUnitsPerDisc when it was solved.
struct DepthScores {
  Board board;
  int empties = 0;
  std::vector<int> scores;
  bool solved = false;
  int exact = 0;
};

// Plays the games and searches their positions.
std::vector<DepthScores> probcut_samples(const ProbCutOptions& options);

// The samples as text, one position a line: empties, exact score or '-', then the scores by depth.
std::string samples_text(const std::vector<DepthScores>& samples);
// Reads samples_text's lines; on a malformed line returns false and says why in error.
bool read_samples(const std::string& text, std::vector<DepthScores>& samples, std::string& error);

// One cell of the fit: the regression of depth `depth` on its shallow depth over positions with
// empties in [low, high]; depth kExactDepth stands for the exact score.
struct ProbCutCell {
  int low = 0, high = 0, depth = 0, shallow = 0;
  int samples = 0;
  ProbCutFit fit;
};

// Returns the cells with at least `min_samples` samples, buckets of `bucket` empties.
std::vector<ProbCutCell> probcut_cells(const std::vector<DepthScores>& samples, int bucket, int min_samples);

// Returns the model of σ fitted to the cells, and the cells' own a and b averaged into it.
ProbCutModel fit_probcut_model(const std::vector<ProbCutCell>& cells);

}  // namespace engine::reversi
