// Multi-ProbCut (Buro, 1997): a deep search's score is predicted from a shallow one's,
// deep ≈ a·shallow + b with a spread σ, so where the prediction lies beyond the search window
// by a few σ the deep search is skipped. The regressions are fitted by `reversi probcut`
// (tools/probcut_fit.hpp) on the strong level's own searches.
#pragma once

#include <array>
#include <cmath>

namespace engine::reversi {

// The selectivity levels, from the most pruning to none: how many σ a shallow search's prediction
// must clear the window by before the deep search is skipped.
inline constexpr double kProbCutMargins[] = {1.0, 1.5, 2.0, 2.6};
inline constexpr int kFullWidth = 4;  // no pruning
// The level the strong level's midgame prunes at: 1.0σ. Against 1.5σ (Buro's choice) it won
// +25 ± 17 Elo at 50,000 nodes a move and +18 ± 15 at 200,000 (1,000 games each); 0.75σ
// against 1.0σ −9 ± 16 (docs/engine-tools.md).
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

}  // namespace engine::reversi
