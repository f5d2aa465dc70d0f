// signature: the node counts of fixed searches in both games, one line each, then their sum. A
// change to how a search or move generation behaves changes a count, so the tests compare this
// output, natively and as wasm, with tests/data/signature.txt, and a commit that means to change
// a search updates that file: build/native/engine/signature > tests/data/signature.txt
#include <cstdint>
#include <cstdio>
#include <string>
#include <utility>

#include "cli/command_line.hpp"
#include "data/ffo_positions.hpp"
#include "knights/game.hpp"
#include "knights/perft.hpp"
#include "knights/solver.hpp"
#include "players/reversi_players.hpp"
#include "reversi/perft.hpp"
#include "reversi/search.hpp"

namespace {

using namespace engine;

std::uint64_t total = 0;

void print(const std::string& name, std::uint64_t count) {
  std::printf("%s: %llu\n", name.c_str(), static_cast<unsigned long long>(count));
  total += count;
}

void knights_signature() {
  print("knights perft(5) leaves", knights::perft(knights::Position{}, 5));
  // The solver alone, a cold table each: the winning moves, then the value, after six knights.
  for (const char* moves : {"a8 c1 e4 g7 b2 h4", "b7 g3 d4 f8 a1 e1", "c6 f4 h8 a2 d1 g5", "e2 b5 g6 d1 h3 c8"}) {
    knights::Game game;
    game.play_moves(moves);
    knights::Solver solver;
    solver.winning_moves(game.legal_mask());
    solver.grundy(game.legal_mask());
    print(std::string("knights solver after ") + moves + ", nodes", solver.nodes());
  }
}

void reversi_signature() {
  using namespace reversi;
  print("reversi perft(9) 8x8 leaves", perft(Board::start(), kBoard8.squares, 9));
  print("reversi perft(10) 6x6 leaves", perft(Board::start(), kBoard6.squares, 10));
  TranspositionTable table;
  for (int n = 1; n <= 5; ++n) {
    table.clear();
    Search search(kBoard8, table);
    print("reversi solve ffo #" + std::to_string(n) + ", nodes", search.solve(parse_position(ffo::problem(n).position).position.board).nodes);
  }
  // The strong player on a node budget, seeded: its move, depth and score, and the nodes it searched.
  const std::pair<const char*, Position> positions[] = {{"the 8x8 start", Position{&kBoard8}},
                                                        {"the 6x6 start", Position{&kBoard6}},
                                                        {"ffo #40", parse_position(ffo::problem(40).position).position}};
  for (const auto& [name, position] : positions) {
    table.clear();
    Search search(*position.geometry, table);
    const SearchResult r = search.think(position.board, {.nodes = 20000}, 1);
    print(std::string("reversi strong move in ") + name + ": bit " + std::to_string(r.move) + ", depth " +
              std::to_string(r.depth) + ", score " + std::to_string(r.score) + ", nodes",
          r.nodes);
  }
}

}  // namespace

int main(int argc, char**) {
  if (argc > 1) {
    std::fputs("signature: takes no arguments\n", stderr);
    return 2;
  }
  knights_signature();
  reversi_signature();
  std::printf("signature: %llu\n", static_cast<unsigned long long>(total));
  return cli::checked_output("signature", cli::kDone);
}
