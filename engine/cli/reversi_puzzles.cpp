// `reversi puzzles FILE` and `reversi puzzles --check FILE`: the 8×8 puzzle set made and proven
// (tools/reversi_puzzles.hpp), through the command both games share (puzzle_command.hpp).
#include <cstdio>

#include "cli/puzzle_command.hpp"
#include "cli/reversi_commands.hpp"
#include "reversi/puzzles.hpp"
#include "tools/reversi_puzzles.hpp"

namespace cli::reversi {

using namespace engine;
using namespace engine::reversi;

Job puzzles_command(Arguments& args) {
  int most_empties = ReversiPuzzleOptions{}.most_empties;
  const bool deep = args.number_option("--most-empties", kLeastPuzzleEmpties, kMostPuzzleEmpties, most_empties);
  return puzzles_job(args, {"reversi puzzles", kBoard8.shape(), read_puzzles, deep,
                            [most_empties](int count, std::uint64_t seed) {
                              return make_reversi_puzzles({count, seed, most_empties, [](int games, std::size_t found, int blunders) {
                                                             if (games % 500 == 0)
                                                               std::fprintf(stderr, "puzzles: %d games, %zu found (%d avoid the blunder)\n", games, found, blunders);
                                                           }});
                            },
                            [](const std::vector<Puzzle>& puzzles, std::size_t sample) {
                              TranspositionTable table(64 * kMiB);
                              Search search(kBoard8, table);
                              return check_puzzles(puzzles, sample, reversi_puzzle_key,
                                                   [&search](const Puzzle& puzzle) { return prove_reversi_puzzle(puzzle, search); });
                            }});
}

}  // namespace cli::reversi
