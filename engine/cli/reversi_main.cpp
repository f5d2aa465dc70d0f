// reversi: the Reversi engine's command-line tool, for engineers and benchmarks.
#include <cstdio>
#include <string>
#include <vector>

#include "cli/reversi_commands.hpp"

namespace {

int usage() {
  std::fputs(
      "usage: reversi COMMAND [ARGS]\n"
      "  perft DEPTH [--size 6] [MOVES]   count move sequences of DEPTH plies (after MOVES)\n"
      "  play [--size 6] MOVES            print the board after a move list such as \"f5 d6 c3\"\n"
      "  solve POSITION                   exact result and best move, e.g. solve \"--OX…-- X\"\n"
      "  bench [--ffo FIRST-LAST] [--games N]\n"
      "                                   print speed figures and AI match results\n",
      stderr);
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) return usage();
  const std::string& command = args[0];
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  if (command == "perft") return cli::reversi::perft_command(rest);
  if (command == "play") return cli::reversi::play_command(rest);
  if (command == "solve") return cli::reversi::solve_command(rest);
  if (command == "bench") return cli::reversi::bench_command(rest);
  std::fprintf(stderr, "reversi: unknown command '%s'\n", command.c_str());
  return usage();
}
