// `knights puzzles FILE` and `knights puzzles --check FILE`: the knight puzzle set made and proven
// (tools/knights_puzzles.hpp), through the command both games share (puzzle_command.hpp).
#include <cstdio>

#include "cli/knights_commands.hpp"
#include "cli/puzzle_command.hpp"
#include "knights/puzzles.hpp"
#include "tools/knights_puzzles.hpp"

namespace cli::knights {

using namespace engine;
using namespace engine::knights;

Job puzzles_command(Arguments& args) {
  return puzzles_job(args, {"knights puzzles", kShape, read_puzzles, false,
                            [](int count, std::uint64_t seed) {
                              Oracle oracle;
                              return make_knight_puzzles({count, seed, [](int games, std::size_t found) {
                                                            if (games % 500 == 0) std::fprintf(stderr, "puzzles: %d games, %zu found\n", games, found);
                                                          }},
                                                         oracle);
                            },
                            [](const std::vector<Puzzle>& puzzles, std::size_t sample) {
                              Oracle oracle;
                              return check_puzzles(puzzles, sample, knight_puzzle_key,
                                                   [&oracle](const Puzzle& puzzle) { return prove_knight_puzzle(puzzle, oracle); });
                            }});
}

}  // namespace cli::knights
