// knights: the knight game's command-line tool, for engineers and benchmarks.
#include <cstdio>
#include <string>
#include <vector>

#include "cli/knights_commands.hpp"

namespace {

int usage() {
  std::fputs(
      "usage: knights COMMAND [ARGS]\n"
      "  perft DEPTH [MOVES]   count move sequences of DEPTH plies (after MOVES, e.g. \"d5 c3\")\n"
      "  play MOVES            print the board after a move list such as \"d5 c3 f6\"\n"
      "  solve [--no-book] [--table-mb N] MOVES   Grundy value and winning moves after MOVES, nodes, time\n"
      "  book build FILE [--table-mb N]   compute the opening book (hours; resumes from FILE.partial)\n"
      "  book check FILE       check a book file\n"
      "  bench [--quick]       print speed figures and AI win rates (--quick: 1,000 games, not 10,000)\n",
      stderr);
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) return usage();
  const std::string& command = args[0];
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  if (command == "perft") return cli::perft_command(rest);
  if (command == "play") return cli::play_command(rest);
  if (command == "solve") return cli::solve_command(rest);
  if (command == "book") return cli::book_command(rest);
  if (command == "bench") return cli::bench_command(rest);
  std::fprintf(stderr, "knights: unknown command '%s'\n", command.c_str());
  return usage();
}
