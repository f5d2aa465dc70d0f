// reversi: the Reversi engine's command-line tool, for engineers and benchmarks.
#include "cli/command_line.hpp"
#include "cli/reversi_commands.hpp"

namespace {

constexpr const char* kUsage =
    "usage: reversi COMMAND [ARGS]\n"
    "  perft DEPTH [--size 6] [MOVES]   count move sequences of DEPTH plies (after MOVES)\n"
    "  play [--size 6] MOVES            print the board after a move list such as \"f5 d6 c3\"\n"
    "  solve POSITION                   exact result and best move, e.g. solve \"--OX…-- X\"\n"
    "  bench [--ffo FIRST-LAST] [--games N]\n"
    "                                   print speed figures and AI match results\n"
    "  fit [--size 6] [--games N] [--nodes N] [--random-plies N] [--seed S] [--threads N]\n"
    "                                   fit the evaluation's weights to self-play games\n";

}  // namespace

int main(int argc, char** argv) {
  return cli::run_command("reversi", kUsage, {
      {"perft", cli::reversi::perft_command},
      {"play", cli::reversi::play_command},
      {"solve", cli::reversi::solve_command},
      {"bench", cli::reversi::bench_command},
      {"fit", cli::reversi::fit_command},
  }, argc, argv);
}
