#include "cli/reversi_commands.hpp"

#include <chrono>
#include <cstdio>
#include <string>

#include "cli/command_line.hpp"
#include "reversi/game.hpp"
#include "reversi/perft.hpp"
#include "reversi/search.hpp"

namespace cli::reversi {
namespace {

using namespace engine;
using namespace engine::reversi;

// Takes "--size 6" or "--size 8" out of args; returns the geometry, or nullptr after a message.
const Geometry* take_size(std::vector<std::string>& args) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] != "--size") continue;
    const Geometry* g = i + 1 < args.size() ? geometry_of(std::atoi(args[i + 1].c_str())) : nullptr;
    if (!g) std::fputs("reversi: --size takes 8 or 6\n", stderr);
    args.erase(args.begin() + i, args.begin() + std::min(i + 2, args.size()));
    return g;
  }
  return &kBoard8;
}

void print_board(const Game& game) {
  const Geometry& g = game.geometry();
  const Position& pos = game.position();
  std::printf("  ");
  for (int col = 0; col < g.size; ++col) std::printf(" %c", 'a' + col);
  std::printf("\n");
  for (int row = 0; row < g.size; ++row) {
    std::printf("%d ", row + 1);
    for (int col = 0; col < g.size; ++col) {
      const Square s = g.bit_of(row * g.size + col);
      const char c = contains(pos.discs(Color::Black), s) ? 'X'
                     : contains(pos.discs(Color::White), s) ? 'O'
                     : contains(game.legal_mask(), s)       ? '.'
                                                            : '-';
      std::printf(" %c", c);
    }
    std::printf("\n");
  }
  std::printf("%s\nblack %d, white %d: ", position_text(pos).c_str(), game.discs(Color::Black), game.discs(Color::White));
  if (game.is_over())
    std::printf("game over, %s\n", game.is_draw() ? "a draw" : game.winner() == Color::Black ? "black wins" : "white wins");
  else if (game.must_pass())
    std::printf("%s must pass\n", color_name(game.side_to_move()));
  else
    std::printf("%s to move ('.' marks the legal squares)\n", color_name(game.side_to_move()));
}

}  // namespace

int perft_command(const Args& arguments) {
  std::vector<std::string> args = arguments;
  const Geometry* geometry = take_size(args);
  if (!geometry) return 2;
  int depth = -1;
  if (args.empty() || std::sscanf(args[0].c_str(), "%d", &depth) != 1 || depth < 0 || depth > 60) {
    std::fputs("reversi: perft needs a depth from 0 to 60\n", stderr);
    return 2;
  }
  Game game(*geometry);
  if (!load_moves(game, join(args, 1), "reversi")) return 1;
  const auto start = std::chrono::steady_clock::now();
  const std::uint64_t leaves = perft(game.position().board, geometry->squares, depth);
  std::printf("perft(%d) = %llu  (%.1f ms)\n", depth, static_cast<unsigned long long>(leaves), milliseconds_since(start));
  return 0;
}

int play_command(const Args& arguments) {
  std::vector<std::string> args = arguments;
  const Geometry* geometry = take_size(args);
  if (!geometry) return 2;
  Game game(*geometry);
  if (!load_moves(game, join(args, 0), "reversi")) return 1;
  print_board(game);
  return 0;
}

int solve_command(const Args& args) {
  const ParsedPosition parsed = parse_position(join(args, 0));
  if (!parsed.error.empty()) {
    std::fprintf(stderr, "reversi: %s\n", parsed.error.c_str());
    return 2;
  }
  const Position& pos = parsed.position;
  TranspositionTable table;
  Search search(*pos.geometry, table);
  const auto start = std::chrono::steady_clock::now();
  const SearchResult result = search.solve(pos.board);
  const double ms = milliseconds_since(start);
  const std::string move = result.move == kPass ? "pass" : square_name(pos.geometry->cell_of(result.move), pos.geometry->shape());
  std::printf("score %+d, best move %s  (%d empties, %llu nodes, %.1f ms)\n", result.score, move.c_str(), result.depth,
              static_cast<unsigned long long>(result.nodes), ms);

  return 0;
}

}  // namespace cli::reversi
