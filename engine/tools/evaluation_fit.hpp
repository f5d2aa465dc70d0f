// Fitting the medium player's evaluation weights (reversi/evaluation.hpp) to self-play games,
// behind `reversi fit`: the medium player plays itself with the weights in force, every position
// from 12 discs to 8 empties is paired with its game's final score, and least squares finds the
// opening and end weight of every feature, blended exactly as the evaluation blends them.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "reversi/evaluation.hpp"
#include "reversi/geometry.hpp"

namespace engine::reversi {

inline constexpr int kFitFirstDiscs = 12;  // positions with fewer discs are left out: the random opening
inline constexpr int kFitLastEmpties = 8;  // and with fewer empties: the search solves those exactly

struct FitOptions {
  const Geometry* geometry = &kBoard8;
  int games = 3000;
  std::uint64_t nodes = 8000;  // the medium player's budget a move
  int random_plies = 8;        // plies played at random at the start of every game, for variety
  std::uint64_t seed = 1;
  int threads = 1;  // games are shared out; the samples do not depend on the count
};

// A position the evaluation may meet (the side to move has a move), and how its game ended.
struct FitSample {
  Features features;
  Phase phase;
  int score;  // the final score from the side to move's view, in evaluation units
};

// Plays the games and returns their samples, in game order: the same options, the same samples.
std::vector<FitSample> self_play_samples(const FitOptions& options);

inline constexpr int kUnknowns = 2 * kFeatures;  // opening weights, then end weights

struct FitResult {
  bool solved = false;
  int dependent = -1;                     // unless solved: the unknown the samples do not determine
  std::array<double, kUnknowns> exact{};  // the least-squares weights
  double rms = 0;                         // their root mean square error, in discs
  Weights weights{};             // rounded to integers, as the evaluation takes them
};

// Fits the weights to the samples by least squares.
FitResult fit_weights(const std::vector<FitSample>& samples);

// Returns the root mean square of the evaluation's error on the samples, in discs, with the
// evaluation's own integer arithmetic.
double rms_error(const std::vector<FitSample>& samples, const Weights& weights);

// Returns the name of unknown i, e.g. "opening corners" or "end parity".
std::string unknown_name(int i);

// Returns weights as a C++ definition, the form evaluation.cpp holds them in:
// "constexpr Weights NAME = {{…}, {…}};".
std::string weights_definition(const char* name, const Weights& weights);

}  // namespace engine::reversi
