// `reversi perfect`: the strong level's perfect play on 6×6 checked (tools/perfect_check.hpp) over
// games against the random and the weighted level, with its move times; a move that did not keep
// the exact value is printed and fails the command.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "cli/reversi_commands.hpp"
#include "reversi/pattern_evaluation.hpp"
#include "tools/perfect_check.hpp"

namespace cli::reversi {
namespace {

using namespace engine::reversi;

// Prints the median and the largest of the times, or that there were none.
void print_times(const char* what, std::vector<double> ms) {
  if (ms.empty()) {
    std::printf("%s: none\n", what);
    return;
  }
  std::sort(ms.begin(), ms.end());
  std::printf("%s: %zu moves, median %.1f ms, 90%% within %.1f ms, the slowest %.1f ms\n", what, ms.size(),
              ms[ms.size() / 2], ms[ms.size() * 9 / 10], ms.back());
}

int run(const PerfectCheckOptions& options) {
  std::printf("reversi perfect --games %d --ms %.0f --seed %llu (6×6)\n", options.games, options.milliseconds,
              static_cast<unsigned long long>(options.seed));
  std::fflush(stdout);
  PerfectCheckOptions reporting = options;
  reporting.on_game = [](int games) {
    if (games % 20 == 0) {
      std::printf("%d games\n", games);
      std::fflush(stdout);
    }
  };
  const PerfectCheck check = check_perfect_play(reporting, PatternWeights::builtin());
  for (const std::string& lost : check.lost) std::printf("value lost: %s\n", lost.c_str());
  std::printf("%d games, %d of them different: the level kept the exact value in %d of its %d moves (%d from the book)\n",
              check.games, check.lines, check.kept, check.moves, check.from_book);
  print_times("from the book", check.book_ms);
  print_times("solved", check.solver_ms);
  print_times("each game's first solved", check.first_solved_ms);
  return check.kept == check.moves ? kDone : kFailed;
}

}  // namespace

Job perfect_command(Arguments& args) {
  PerfectCheckOptions options;
  args.number_option("--games", 1, 100'000, options.games);
  int ms = static_cast<int>(options.milliseconds);
  args.number_option("--ms", 1, 60'000, ms);
  options.milliseconds = ms;
  args.number_option<std::uint64_t>("--seed", 0, ~std::uint64_t{0}, options.seed);
  args.end();
  return [options] { return run(options); };
}

}  // namespace cli::reversi
