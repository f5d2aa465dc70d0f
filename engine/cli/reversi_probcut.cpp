// `reversi probcut FILE`: fits multi-ProbCut's regressions (tools/probcut_fit.hpp) on the strong
// level's searches, prints them cell by cell and the model they give, and writes the weights file
// FILE: the compiled-in weights with that size's regressions replaced. Copied over
// engine/reversi/pattern_weights.bin, it is what the strong level prunes with.
// --save-samples P keeps the searched positions' scores in P; --load-samples P fits them again.
#include <chrono>
#include <cstdio>
#include <string>

#include "cli/files.hpp"
#include "cli/reversi_commands.hpp"
#include "core/table_size.hpp"
#include "reversi/pattern_evaluation.hpp"
#include "tools/probcut_fit.hpp"

namespace cli::reversi {
namespace {

using namespace engine;
using namespace engine::reversi;

// The most a samples file may hold: 400 games' samples take 78 KB.
constexpr std::size_t kMaxSamplesBytes = 256 * kMiB;

// A cell of the fit needs this many positions: its σ is then within some 10% (1/√(2n)).
constexpr int kMinSamples = 50;

int run_probcut(const ProbCutOptions& options, const DataFiles& files, int bucket, const std::string& path) {
  const Geometry& g = *options.geometry;
  std::printf("reversi probcut --size %d --games %d --positions-per-game %d --min-empties %d --max-depth %d --solve-empties %d "
              "--nodes %llu --random-plies %d --seed %llu\n",
              g.size, options.games, options.positions_per_game, options.min_empties, options.max_depth, options.solve_empties,
              static_cast<unsigned long long>(options.nodes), options.random_plies,
              static_cast<unsigned long long>(options.seed));
  const auto start = std::chrono::steady_clock::now();
  std::vector<DepthScores> samples;
  if (!files.load.empty()) {
    std::vector<std::uint8_t> bytes;
    std::string error = read_file(files.load, bytes, kMaxSamplesBytes);
    if (error.empty() && !read_samples(std::string(bytes.begin(), bytes.end()), samples, error))
      error = files.load + ": " + error;
    if (!error.empty()) {
      std::fprintf(stderr, "reversi: %s\n", error.c_str());
      return kFailed;
    }
  } else {
    samples = probcut_samples(options);
  }
  std::printf("%zu positions in %.1f s\n", samples.size(), milliseconds_since(start) / 1e3);
  if (!files.save.empty()) {
    const std::string text = samples_text(samples);
    if (const std::string error = write_file(files.save, std::vector<std::uint8_t>(text.begin(), text.end()));
        !error.empty()) {
      std::fprintf(stderr, "reversi: %s\n", error.c_str());
      return kFailed;
    }
  }
  const std::vector<ProbCutCell> cells = probcut_cells(samples, bucket, kMinSamples);
  const ProbCutModel model = fit_probcut_model(cells);
  std::printf("regressions of deep scores on shallow ones, in evaluation units (%d a disc), and the model's sigma:\n",
              kUnitsPerDisc);
  std::printf("%-9s %5s %7s %7s %7s %7s %7s %7s\n", "empties", "depth", "shallow", "samples", "a", "b", "sigma", "model");
  for (const ProbCutCell& c : cells) {
    const bool exact = c.depth == kProbCutExact;
    const int middle = (c.low + c.high) / 2;
    std::printf("%3d – %-3d %5s %7s %7d %7.3f %7.1f %7.1f %7.1f\n", c.low, c.high,
                exact ? "exact" : std::to_string(c.depth).c_str(), exact ? "e/2" : std::to_string(c.shallow).c_str(),
                c.samples, c.fit.a, c.fit.b, c.fit.sigma, model.fit(middle, exact ? middle : c.depth).sigma);
  }
  const auto& p = model.parameters;
  std::printf("model: a %.4f, b %.2f, sigma exp(%.4f %+.5f e %+.5f d %+.6f e d)\n", p[0], p[1], p[2], p[3], p[4], p[5]);
  SizeWeights written = PatternWeights::builtin().size_weights(g);
  written.probcut = model;
  return write_weights(path, weights_file_bytes(g, written));
}

}  // namespace

Job probcut_command(Arguments& args) {
  ProbCutOptions options;
  options.geometry = &read_size(args);
  args.number_option("--games", 1, 10'000'000, options.games);
  args.number_option("--positions-per-game", 1, 60, options.positions_per_game);
  args.number_option("--min-empties", 1, 60, options.min_empties);
  args.number_option("--max-depth", 1, 30, options.max_depth);
  args.number_option("--solve-empties", 0, 30, options.solve_empties);
  args.number_option<std::uint64_t>("--nodes", 1, 1'000'000'000, options.nodes);
  args.number_option("--random-plies", 0, 60, options.random_plies);
  int bucket = 4;
  args.number_option("--bucket", 1, 60, bucket);
  read_seed_and_threads(args, options.seed, options.threads);
  const DataFiles files = read_data_files(args, "samples");
  const std::optional<std::string> path = args.word("FILE");
  args.end();
  return [options, files, bucket, path = path.value_or("")] { return run_probcut(options, files, bucket, path); };
}

}  // namespace cli::reversi
