// `reversi fit`: fits the evaluation's weights to self-play games (tools/evaluation_fit.hpp) and
// prints them in the form engine/reversi/evaluation.cpp holds them, beside the weights in force.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>

#include "cli/reversi_commands.hpp"
#include "tools/evaluation_fit.hpp"

namespace cli::reversi {
namespace {

using namespace engine;
using namespace engine::reversi;

// Plays the games, fits the weights and prints them.
int run_fit(const FitOptions& options) {
  const Geometry& g = *options.geometry;
  std::printf("reversi fit --size %d --games %d --nodes %llu --random-plies %d --seed %llu --threads %d\n", g.size,
              options.games, static_cast<unsigned long long>(options.nodes), options.random_plies,
              static_cast<unsigned long long>(options.seed), options.threads);

  const auto start = std::chrono::steady_clock::now();
  const std::vector<FitSample> samples = self_play_samples(options);
  std::printf("played %d games in %.1f s: %zu positions from %d discs to %d empties\n", options.games,
              milliseconds_since(start) / 1e3, samples.size(), kFitFirstDiscs, kFitLastEmpties);
  const FitResult fit = fit_weights(samples);
  if (!fit.solved) {
    std::fprintf(stderr, "reversi: these games do not determine the weight of %s; play more of them\n",
                 unknown_name(fit.dependent).c_str());
    return kFailed;
  }

  const Weights& in_force = fitted_weights(g);
  std::printf("%-20s %19s %19s\n", "fitted (in force)", "opening", "end");
  for (int i = 0; i < kFeatures; ++i)
    std::printf("%-20s %11.1f (%5d) %11.1f (%5d)\n", kFeatureNames[i], fit.exact[i], in_force.opening[i],
                fit.exact[kFeatures + i], in_force.end[i]);
  std::printf("RMS error: %.3f discs fitted (%.3f before rounding), %.3f with the weights in force\n",
              rms_error(samples, fit.weights), fit.rms, rms_error(samples, in_force));
  std::printf("%s\n", weights_definition(g.size == 8 ? "kWeights8" : "kWeights6", fit.weights).c_str());
  return kDone;
}

}  // namespace

Job fit_command(Arguments& args) {
  FitOptions options;
  options.geometry = &read_size(args);
  args.number_option("--games", 1, 1'000'000, options.games);
  args.number_option<std::uint64_t>("--nodes", 1, 1'000'000'000, options.nodes);
  args.number_option("--random-plies", 0, 60, options.random_plies);
  read_seed_and_threads(args, options.seed, options.threads);
  args.end();
  return [options] { return run_fit(options); };
}

}  // namespace cli::reversi
