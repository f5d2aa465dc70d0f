// `reversi train FILE`: trains one board size's pattern weights (tools/pattern_training.hpp),
// prints each phase's fit, and writes the weights file: that size's new tables, the other size's
// tables as compiled in. Copied over engine/reversi/pattern_weights.bin, it becomes the strong level.
// --save-positions P keeps the games' positions in P; --load-positions P fits to them instead of
// playing (the playing options then do not matter), to try other fit options quickly; P,Q,… fits
// to several such files together. --test-positions P,Q,… prints both the new weights' and those
// in force's error on every position of those files (both sets), which the fit does not see.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <optional>
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
// Positions read at a time.
constexpr std::size_t kRecordsAtOnce = 65536;

// Reads one positions file into data, its header first, then its records a batch at a time,
// stopping at the first that is not a position; returns "", or why not.
std::string read_positions_file(const std::string& file, const Geometry& g, TrainingData& data) {
  FileReader reader(file);
  std::vector<std::uint8_t> bytes;
  std::string error = reader.read(kPositionsHeaderBytes, bytes);
  if (!error.empty()) return error;
  const std::optional<PositionsHeader> header = read_positions_header(bytes, g, error);
  if (!header) return file + ": " + error;
  const std::uint64_t count = header->fit + header->held_out;
  if (count > (kMaxPositionsBytes - kPositionsHeaderBytes) / kPositionBytes)
    return file + ": it holds " + std::to_string(count) + " positions, more than the " +
           std::to_string((kMaxPositionsBytes - kPositionsHeaderBytes) / kPositionBytes) + " read at most";
  for (std::uint64_t done = 0; done < count;) {
    const bool fit = done < header->fit;  // a batch holds positions of one set
    const std::size_t batch = static_cast<std::size_t>(std::min<std::uint64_t>(kRecordsAtOnce, (fit ? header->fit : count) - done));
    if (error = reader.read(batch * kPositionBytes, bytes); !error.empty()) return error;
    if (!read_position_records(bytes, g, done + 1, fit ? data.fit : data.held_out, error)) return file + ": " + error;
    if (bytes.size() < batch * kPositionBytes)
      return file + ": it ends after " + std::to_string(done + bytes.size() / kPositionBytes) + " of its " +
             std::to_string(count) + " positions";
    done += batch;
  }
  if (error = reader.read(1, bytes); !error.empty()) return error;
  return bytes.empty() ? "" : file + ": it goes on after its " + std::to_string(count) + " positions";
}

// Reads positions files, comma-separated, one after the other into data (runs of other seeds add
// up), and adds a line per file to `read` saying what it held. On a bad file says why and returns false.
bool load_positions(const std::string& list, const Geometry& g, TrainingData& data, std::string& read) {
  for (std::size_t from = 0; from <= list.size();) {
    const std::size_t comma = std::min(list.find(',', from), list.size());
    const std::string file = list.substr(from, comma - from);
    from = comma + 1;
    TrainingData more;
    if (const std::string error = read_positions_file(file, g, more); !error.empty()) {
      std::fprintf(stderr, "reversi: %s\n", error.c_str());
      return false;
    }
    read += "read " + file + ": " + std::to_string(more.fit.size()) + " positions to fit, " +
            std::to_string(more.held_out.size()) + " held out\n";
    data.fit.insert(data.fit.end(), more.fit.begin(), more.fit.end());
    data.held_out.insert(data.held_out.end(), more.held_out.begin(), more.held_out.end());
  }
  return true;
}

// Prints, per phase, the RMS error in discs of the new weights (in the file's bytes) and of those
// in force on every test position: exactly labelled games, say, that neither fit has seen.
int print_test_errors(const std::vector<TrainingSample>& test, const std::vector<unsigned char>& fitted_bytes,
                      const TrainingOptions& options) {
  std::string error;
  const std::unique_ptr<PatternWeights> fitted = PatternWeights::read(fitted_bytes, error);
  if (!fitted) {
    std::fprintf(stderr, "reversi: the new weights do not read back: %s\n", error.c_str());
    return kFailed;
  }
  const std::vector<double> fit_rms = phase_rms(test, *fitted, options), in_force = phase_rms(test, PatternWeights::builtin(), options);
  std::vector<int> counts(options.phases);
  for (const TrainingSample& sample : test)
    ++counts[phase_of(popcount(sample.board.empties(options.geometry->squares)), options.phases, *options.geometry)];
  std::printf("RMS error in discs on the %zu test positions, every one:\n%-9s %9s %9s %9s\n", test.size(), "empties",
              "positions", "new", "in force");
  for (int phase = 0; phase < options.phases; ++phase) {
    const PhaseEmpties empties = phase_empties(phase, options.phases, *options.geometry);
    std::printf("%3d – %-3d %9d %9.2f %9.2f\n", empties.low, empties.high, counts[phase], fit_rms[phase], in_force[phase]);
  }
  return kDone;
}

int run_training(const TrainingOptions& options, const std::string& path, const DataFiles& files,
                 const std::string& test_files) {
  const Geometry& g = *options.geometry;
  // The files first: one that is refused leaves nothing done, nothing printed.
  TrainingData data, test;
  std::string read;
  if (!test_files.empty() && !load_positions(test_files, g, test, read)) return kRefused;
  // Every test position counts, whichever set its file put it in: no fit here sees them.
  test.fit.insert(test.fit.end(), test.held_out.begin(), test.held_out.end());
  if (!files.load.empty() && !load_positions(files.load, g, data, read)) return kRefused;
  std::printf("reversi train --size %d --games %d --player %s --nodes %llu --random-plies %d --solve-empties %d "
              "--phases %d --spread %d --ridge %g --min-count %d --seed %llu\n%s",
              g.size, options.games, level_name(options.player), static_cast<unsigned long long>(options.nodes),
              options.random_plies, options.solve_empties, options.phases, options.spread, options.ridge, options.min_count,
              static_cast<unsigned long long>(options.seed), read.c_str());
  auto start = std::chrono::steady_clock::now();
  if (files.load.empty()) {
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
  const std::vector<unsigned char> bytes = weights_file_bytes(g, written);
  if (!test.fit.empty())
    if (const int status = print_test_errors(test.fit, bytes, options); status != kDone) return status;
  return write_weights(path, bytes);
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
  const std::string test_files = args.option("--test-positions").value_or("");
  const std::optional<std::string> path = args.word("FILE");
  args.end();
  return [options, path = path.value_or(""), files, test_files] { return run_training(options, path, files, test_files); };
}

}  // namespace cli::reversi
