// Multi-ProbCut (Buro, 1997): a deep search's score is predicted from a shallow one's,
// deep ≈ a·shallow + b with a spread σ, so where the prediction lies beyond the search window
// by a few σ the deep search is skipped. The regressions are fitted by `reversi probcut`
// (tools/probcut_fit.hpp) on the strong level's own searches.
#pragma once

#include <array>
#include <cmath>
#include <string>

#include "reversi/geometry.hpp"
#include "reversi/score.hpp"

namespace engine::reversi {

// The selectivity levels, from the most pruning to none: how many σ a shallow search's prediction
// must clear the window by before the deep search is skipped.
inline constexpr double kProbCutMargins[] = {1.0, 1.5, 2.0, 2.6};
inline constexpr int kFullWidth = 4;  // no pruning
// The level the strong level's midgame prunes at: 1.0σ. Against 1.5σ (Buro's choice) it won
// +25 ± 17 Elo at 50,000 nodes a move and +18 ± 15 at 200,000 (1,000 games each); 0.75σ
// against 1.0σ −9 ± 16 (docs/results-log.md).
inline constexpr int kMidgameSelectivity = 0;

// The depth that stands for the exact score: a search reaching the end of the game.
inline constexpr int kProbCutExact = 64;

// Returns the shallow search's depth for a deep search of `depth` plies: about half as deep,
// of the same parity (Egaroucid's choice: odd and even depths lean different ways).
constexpr int probcut_shallow_depth(int depth) { return ((depth >> 1) & ~1) | (depth & 1); }

// A regression: deep ≈ a·shallow + b, the residuals' root mean square σ, in evaluation units.
struct ProbCutFit {
  double a = 1, b = 0, sigma = 0;
};

// The regressions over empties e and deep depth d (d ≥ e: the exact score), fitted by
// `reversi probcut`: a and b constant, σ = exp(c0 + c1·e + c2·d + c3·e·d).
struct ProbCutModel {
  static constexpr int kParameters = 6;  // a, b, c0 … c3, as a weights file stores them
  std::array<float, kParameters> parameters{1, 0, 0, 0, 0, 0};

  ProbCutFit fit(int empties, int depth) const {
    const double e = empties, d = depth;
    const auto& p = parameters;
    return {p[0], p[1], std::exp(p[2] + p[3] * e + p[4] * d + p[5] * e * d)};
  }
};

// What the search can use, so that a weights file carrying anything else is refused: a slope
// within a factor kMaxProbCutSlope of 1 (the deep and the shallow search score on one evaluation;
// the strong level's is 0.9995), an intercept and every spread σ the search asks for (empties
// 1 … the board's, depth 1 … the empties) within a full board's win, σ at least one unit. (The
// search stays defined, its values within the board's, on any regressions; not useful.)
inline constexpr double kMaxProbCutSlope = 4;

// Returns why the search cannot use model on the board of `geometry`, or "" when it can. (It names
// the number and its range, not its value: formatting a float would add 2 KB to the wasm module.)
inline std::string probcut_range_problem(const ProbCutModel& model, const Geometry& geometry) {
  const int bound = geometry.cells() * kUnitsPerDisc;
  static_assert(kMaxProbCutSlope == 4, "the message below says so");
  if (const double a = model.parameters[0]; !(a >= 1 / kMaxProbCutSlope && a <= kMaxProbCutSlope))
    return "the slope is not within 0.25 … 4";
  if (!(std::abs(model.parameters[1]) <= bound)) return "the intercept is not within ±" + std::to_string(bound);
  for (int empties = 1; empties <= geometry.cells() - 4; ++empties)
    for (int depth = 1; depth <= empties; ++depth)
      if (const double sigma = model.fit(empties, depth).sigma; !(sigma >= 1 && sigma <= bound))
        return "the spread at " + std::to_string(empties) + " empties, depth " + std::to_string(depth) +
               ", is not within 1 … " + std::to_string(bound);
  return "";
}

}  // namespace engine::reversi
