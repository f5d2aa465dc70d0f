// `reversi train FILE`: trains one board size's pattern weights (tools/pattern_training.hpp),
// prints each phase's fit, and writes the weights file: that size's new tables, the other size's
// tables as compiled in. Copied over engine/reversi/pattern_weights.bin, it becomes the strong level.
// --save-positions P keeps the games' positions in P; --load-positions P fits to them instead of
// playing (the playing options then do not matter), to try other fit options quickly; P,Q,… fits
// to several such files together.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>

#include "cli/files.hpp"
#include "cli/reversi_commands.hpp"
#include "core/table_size.hpp"
#include "tools/pattern_training.hpp"

namespace cli::reversi {
namespace {

using namespace engine;
using namespace engine::reversi;

// The most --load-positions reads: 63 million positions, a million games' (30,000 games take 30 MB).
constexpr std::size_t kMaxPositionsBytes = 1024 * kMiB;

int run_training(const TrainingOptions& options, const std::string& path, const DataFiles& files) {
  const Geometry& g = *options.geometry;
  std::printf("reversi train --size %d --games %d --player %s --nodes %llu --random-plies %d --solve-empties %d "
              "--phases %d --spread %d --ridge %g --min-count %d --seed %llu\n",
              g.size, options.games, level_name(options.player), static_cast<unsigned long long>(options.nodes),
              options.random_plies, options.solve_empties, options.phases, options.spread, options.ridge, options.min_count,
              static_cast<unsigned long long>(options.seed));
  auto start = std::chrono::steady_clock::now();
  TrainingData data;
  if (!files.load.empty()) {
    // Several files, comma-separated, are read one after the other: runs of other seeds add up.
    for (std::size_t from = 0; from <= files.load.size();) {
      const std::size_t comma = std::min(files.load.find(',', from), files.load.size());
      const std::string file = files.load.substr(from, comma - from);
      from = comma + 1;
      std::vector<std::uint8_t> bytes;
      TrainingData more;
      std::string error = read_file(file, bytes, kMaxPositionsBytes);
      if (error.empty() && !read_positions(bytes, g, more, error)) error = file + ": " + error;
      if (!error.empty()) {
        std::fprintf(stderr, "reversi: %s\n", error.c_str());
        return kFailed;
      }
      std::printf("read %s: %zu positions to fit, %zu held out\n", file.c_str(), more.fit.size(), more.held_out.size());
      data.fit.insert(data.fit.end(), more.fit.begin(), more.fit.end());
      data.held_out.insert(data.held_out.end(), more.held_out.begin(), more.held_out.end());
    }
  } else {
    data = self_play_data(options);
    std::printf("played %d games in %.1f s: %zu positions to fit, %zu held out\n", options.games,
                milliseconds_since(start) / 1e3, data.fit.size(), data.held_out.size());
  }
  if (!files.save.empty())
    if (const std::string error = write_file(files.save, positions_bytes(data, g)); !error.empty()) {
      std::fprintf(stderr, "reversi: %s\n", error.c_str());
      return kFailed;
    }
  std::fflush(stdout);
  start = std::chrono::steady_clock::now();
  const std::vector<PhaseFit> fits = fit_phases(data, options);
  const std::vector<double> in_force = phase_rms(data.held_out, PatternWeights::builtin(), options);
  std::printf("fitted %d phases in %.1f s; RMS error in discs (in force: the compiled-in weights' on the held-out positions):\n",
              options.phases, milliseconds_since(start) / 1e3);
  std::printf("%-9s %9s %9s %9s %9s %9s %9s\n", "empties", "positions", "held out", "features", "fit", "held out",
              "in force");
  std::vector<std::vector<double>> weights;
  for (int phase = 0; phase < options.phases; ++phase) {
    const PhaseFit& fit = fits[phase];
    const PhaseEmpties empties = phase_empties(phase, options.phases, g);
    std::printf("%3d – %-3d %9d %9d %9d %9.2f %9.2f %9.2f\n", empties.low, empties.high, fit.samples, fit.held_out,
                fit.features_used, fit.rms, fit.held_out_rms, in_force[phase]);
    weights.push_back(fit.weights);
  }
  // The regressions (and the book) stay those in force until `reversi probcut` fits them to the new weights.
  SizeWeights written = PatternWeights::builtin().size_weights(g);
  written.features = weights;
  return write_weights(path, g, written);
}

}  // namespace

Job train_command(Arguments& args) {
  TrainingOptions options;
  options.geometry = &read_size(args);
  if (options.geometry->size == 6) {
    options.solve_empties = 20;
    options.phases = 4;
  }
  if (const auto player = args.option("--player")) {
    const auto level = parse_level(*player);
    if (!level || !level_evaluation(*level)) args.refuse("--player must be a searching level, 'medium' or 'strong'");
    else options.player = *level;
  }
  args.number_option("--games", 10, 10'000'000, options.games);
  args.number_option<std::uint64_t>("--nodes", 1, 1'000'000'000, options.nodes);
  args.number_option("--random-plies", 0, 60, options.random_plies);
  args.number_option("--solve-empties", 0, 24, options.solve_empties);
  args.number_option("--phases", 1, 60, options.phases);
  args.number_option("--spread", 0, 60, options.spread);
  int ridge = static_cast<int>(options.ridge);
  args.number_option("--ridge", 0, 1'000'000, ridge);
  options.ridge = ridge;
  args.number_option("--min-count", 1, 1'000'000, options.min_count);
  read_seed_and_threads(args, options.seed, options.threads);
  const DataFiles files = read_data_files(args, "positions");
  const std::optional<std::string> path = args.word("FILE");
  args.end();
  return [options, path = path.value_or(""), files] { return run_training(options, path, files); };
}

}  // namespace cli::reversi
