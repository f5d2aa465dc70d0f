#include "cli/knights_commands.hpp"

#include <chrono>
#include <cstdio>
#include <string>

#include "cli/command_line.hpp"
#include "knights/game.hpp"
#include "knights/perft.hpp"
#include "knights/oracle.hpp"

namespace cli::knights {
namespace {

using namespace engine;
using namespace engine::knights;

const char* player_name(Player p) { return p == Player::First ? "first" : "second"; }

void print_board(const Game& game) {
  const Position& pos = game.position();
  std::puts("   a b c d e f g h");
  for (int row = 0; row < kBoardSize; ++row) {
    std::printf("%d ", kBoardSize - row);
    for (int col = 0; col < kBoardSize; ++col) {
      const Square s = row * kBoardSize + col;
      std::printf(" %c", contains(pos.knights, s) ? 'N' : contains(pos.blocked, s) ? 'x' : '.');
    }
    std::printf("  %d\n", kBoardSize - row);
  }
  std::puts("   a b c d e f g h");
  if (game.is_over())
    std::printf("game over: the %s player wins\n", player_name(*game.winner()));
  else
    std::printf("%s player to move, %d free squares\n", player_name(game.side_to_move()), popcount(game.legal_mask()));
}

}  // namespace

int perft_command(const Args& args) {
  if (args.empty()) {
    std::fputs("knights: perft needs a depth\n", stderr);
    return 2;
  }
  int depth = -1;
  if (std::sscanf(args[0].c_str(), "%d", &depth) != 1 || depth < 0 || depth > kSquares) {
    std::fprintf(stderr, "knights: '%s' is not a depth from 0 to 64\n", args[0].c_str());
    return 2;
  }
  Game game;
  if (!load_moves(game, join(args, 1), "knights")) return 1;
  const auto start = std::chrono::steady_clock::now();
  const std::uint64_t nodes = perft(game.position(), depth);
  std::printf("perft(%d) = %llu  (%.1f ms)\n", depth, static_cast<unsigned long long>(nodes), milliseconds_since(start));
  return 0;
}

int play_command(const Args& args) {
  Game game;
  if (!load_moves(game, join(args, 0), "knights")) return 1;
  print_board(game);
  return 0;
}

int solve_command(const Args& args) {
  std::vector<std::string> moves = args;
  bool use_book = true;
  std::size_t table_mb = Solver::kLiveTableBytes / kMiB;
  while (!moves.empty() && moves[0].rfind("--", 0) == 0) {
    if (moves[0] == "--no-book") {
      use_book = false;
      moves.erase(moves.begin());
    } else if (moves[0] == "--table-mb" && moves.size() > 1 && std::sscanf(moves[1].c_str(), "%zu", &table_mb) == 1 && table_mb > 0) {
      moves.erase(moves.begin(), moves.begin() + 2);
    } else {
      std::fprintf(stderr, "knights: solve takes --no-book and --table-mb N, not '%s'\n", moves[0].c_str());
      return 2;
    }
  }
  Game game;
  if (!load_moves(game, join(moves, 0), "knights")) return 1;
  const Book no_book;
  Oracle oracle(use_book ? Book::embedded() : no_book, table_mb * kMiB);
  if (use_book && !Book::embedded_error().empty()) std::fprintf(stderr, "knights: %s\n", Book::embedded_error().c_str());
  const Bitboard free = game.legal_mask();
  const auto start = std::chrono::steady_clock::now();
  const Bitboard wins = oracle.winning_moves(free);
  const double wins_ms = milliseconds_since(start);
  const std::uint64_t wins_nodes = oracle.solver().nodes();
  const int value = oracle.grundy(free);
  const double total_ms = milliseconds_since(start);
  std::vector<Square> list;
  for (Bitboard b = wins; b;) list.push_back(pop_lsb(b));
  std::printf("grundy value: %d (%s to move %s)\n", value, player_name(game.side_to_move()), value ? "wins" : "loses");
  std::printf("winning moves: %s\n", list.empty() ? "none" : format_square_list(list, kShape).c_str());
  std::printf("winning moves: %llu nodes, %.1f ms; grundy value: %llu more nodes, %.1f ms%s\n",
              static_cast<unsigned long long>(wins_nodes), wins_ms,
              static_cast<unsigned long long>(oracle.solver().nodes() - wins_nodes), total_ms - wins_ms,
              use_book ? " (with the opening book)" : "");
  return 0;
}

}  // namespace cli::knights
