// A puzzle's rating from how the computer's levels fare on it, read as games on the Elo scale: a
// level of rating R that finds an answer with probability p says the puzzle is rated
// R + 400·log10((1 − p)/p), the rating at which a puzzle and that player would each "win" as often
// as they do. The puzzle's rating is the mean of its levels' readings, within 800–2500.
#pragma once

#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace engine {

inline constexpr int kLeastPuzzleRating = 800, kMostPuzzleRating = 2500;

// How one level fared: its nominal rating, and its tries at the puzzle that found an answer, of all
// its tries (for a level that chooses at random among moves it values alike, those moves).
struct LevelTries {
  int level_rating;
  double found, tries;
};

// Returns the puzzle's rating from its levels' tries (each smoothed by half a try either way, so
// that no level's reading is infinite).
inline int puzzle_rating(std::initializer_list<LevelTries> levels) {
  double sum = 0;
  for (const LevelTries& level : levels) {
    const double p = (level.found + 0.5) / (level.tries + 1);
    sum += level.level_rating + 400 * std::log10((1 - p) / p);
  }
  const double mean = sum / static_cast<double>(levels.size());
  return std::clamp(static_cast<int>(std::lround(mean)), kLeastPuzzleRating, kMostPuzzleRating);
}

}  // namespace engine
