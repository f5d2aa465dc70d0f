// knights: the knight game's command-line tool, for engineers and benchmarks.
#include "cli/command_line.hpp"
#include "cli/knights_commands.hpp"

namespace {

constexpr const char* kUsage =
    "usage: knights COMMAND [ARGS]\n"
    "  perft DEPTH [MOVES]   count move sequences of DEPTH plies (after MOVES, e.g. \"d5 c3\")\n"
    "  play MOVES            print the board after a move list such as \"d5 c3 f6\"\n"
    "  solve [--no-book] [--table-mb N] MOVES   Grundy value and winning moves after MOVES, nodes, time\n"
    "  book build FILE [--table-mb N]   compute the opening book (about 17 minutes; resumes from FILE.partial)\n"
    "  book check FILE       check a book file\n"
    "  bench [--quick]       print speed figures and AI win rates (--quick: 1,000 games, not 10,000)\n";

}  // namespace

int main(int argc, char** argv) {
  return cli::run_command("knights", kUsage, {
      {"perft", cli::knights::perft_command},
      {"play", cli::knights::play_command},
      {"solve", cli::knights::solve_command},
      {"book", cli::knights::book_command},
      {"bench", cli::knights::bench_command},
  }, argc, argv);
}
