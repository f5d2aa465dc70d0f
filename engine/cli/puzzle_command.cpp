#include "cli/puzzle_command.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <optional>
#include <string>

#include "cli/files.hpp"
#include "core/table_size.hpp"

namespace cli {
namespace {

using namespace engine;

// The most a set's file may hold: 16 MB, some 180,000 puzzles.
constexpr std::size_t kMaxSetBytes = 16 * kMiB;

int fail(const PuzzleGame& game, const std::string& why, int status) {
  std::fprintf(stderr, "%s: %s\n", game.who, why.c_str());
  return status;
}

// Prints how many puzzles have each number of answers, and the ratings' spread.
void print_figures(const std::vector<Puzzle>& puzzles) {
  std::map<std::size_t, int> by_answers;
  std::vector<int> ratings;
  for (const Puzzle& p : puzzles) ++by_answers[p.answers.size()], ratings.push_back(p.rating);
  std::printf("answers:");
  for (const auto& [answers, count] : by_answers) std::printf(" %zu: %d,", answers, count);
  std::sort(ratings.begin(), ratings.end());
  if (ratings.empty()) return (void)std::puts(" none");
  const auto at = [&](double q) { return ratings[static_cast<std::size_t>(q * static_cast<double>(ratings.size() - 1))]; };
  std::printf(" ratings: least %d, 10%% %d, median %d, 90%% %d, most %d\n", at(0), at(0.1), at(0.5), at(0.9), at(1));
}

int make(const PuzzleGame& game, const std::string& path, int count, std::uint64_t seed) {
  const std::string partial = path + ".partial";
  // Written at once, so that a place that cannot be written is refused before the work, not after.
  if (const std::string error = write_file(partial, {}); !error.empty()) return fail(game, error, kRefused);
  std::remove(partial.c_str());
  const auto start = std::chrono::steady_clock::now();
  const std::vector<Puzzle> puzzles = game.make(count, seed);
  std::string text;
  for (const Puzzle& puzzle : puzzles) text += puzzle_line(puzzle, game.shape) + '\n';
  if (const std::string error = write_file(path, std::vector<std::uint8_t>(text.begin(), text.end())); !error.empty())
    return fail(game, error, kFailed);
  std::printf("wrote %s: %zu puzzles, %zu bytes, %.1f s\n", path.c_str(), puzzles.size(), text.size(), milliseconds_since(start) / 1000);
  print_figures(puzzles);
  if (puzzles.size() < static_cast<std::size_t>(count)) return fail(game, "found only " + std::to_string(puzzles.size()) + " puzzles", kFailed);
  return kDone;
}

int check(const PuzzleGame& game, const std::string& path, std::size_t sample) {
  std::vector<std::uint8_t> bytes;
  if (const std::string error = read_file(path, bytes, kMaxSetBytes); !error.empty()) return fail(game, error, kRefused);
  const PuzzleSet set = game.read(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
  if (!set.error.empty()) return fail(game, path + ": " + set.error, kFailed);
  if (set.puzzles.empty()) return fail(game, path + ": no puzzle", kFailed);
  const auto start = std::chrono::steady_clock::now();
  const PuzzleCheck check = game.check(set.puzzles, sample);
  if (!check.error.empty()) return fail(game, path + ": " + check.error, kFailed);
  std::printf("%s: %zu puzzles, all distinct up to symmetry, %zu proven again (%.1f s)\n", path.c_str(), set.puzzles.size(),
              check.proven, milliseconds_since(start) / 1000);
  print_figures(set.puzzles);
  return kDone;
}

}  // namespace

Job puzzles_job(Arguments& args, const PuzzleGame& game) {
  const bool checking = args.flag("--check");
  int count = 2000;
  std::uint64_t seed = 1;
  std::size_t sample = 0;
  const bool counted = args.number_option("--count", 1, 99999, count);
  const bool seeded = args.number_option<std::uint64_t>("--seed", 0, UINT64_MAX, seed);
  const bool sampled = args.number_option<std::size_t>("--sample", 1, 99999, sample);
  const std::optional<std::string> path = args.word("FILE");
  args.end();
  if (checking && (counted || seeded || game.game_options)) args.refuse("--count, --seed and the like make a set: --check takes only --sample");
  if (!checking && sampled) args.refuse("--sample is for --check");
  if (checking) return [game, path, sample] { return check(game, *path, sample); };
  return [game, path, count, seed] { return make(game, *path, count, seed); };
}

}  // namespace cli
