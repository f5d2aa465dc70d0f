#include "cli/knights_commands.hpp"

#include <chrono>
#include <cstdio>
#include <string>

#include "cli/command_line.hpp"
#include "knights/game.hpp"
#include "knights/oracle.hpp"
#include "knights/outcomes.hpp"
#include "knights/perft.hpp"

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

const Tool& tool() {
  static const Tool knights{
      "knights",
      "usage: knights COMMAND [ARGS]\n"
      "  perft DEPTH [MOVES]   count move sequences of DEPTH plies (after MOVES, e.g. \"d5 e4\")\n"
      "  play MOVES            print the board after a move list such as \"d5 e4 a1\"\n"
      "  solve [--no-book] [--table-mb N] MOVES   Grundy value and winning moves after MOVES, nodes, time\n"
      "                        (--no-book: by the solver alone, without the book and the outcome table)\n"
      "  review MOVES          who stood to win before each move, and the blunders (?\?) that threw a win away\n"
      "  book build FILE [--table-mb N]   compute the opening book (about 17 minutes; resumes from FILE.partial)\n"
      "  book outcomes FILE [--table-mb N]   compute the outcome table of up to 5 knights and its answers (about 4 minutes)\n"
      "  book values FILE [--table-mb N]   compute the values of the outcome table's positions (about 27 minutes; resumes)\n"
      "  book check FILE       check a book, outcome table or value file\n"
      "  puzzles FILE [--count N] [--seed S]   make a puzzle set: N positions (2000) where few squares win\n"
      "  puzzles --check FILE [--sample N]     prove a puzzle set again (N puzzles of it spread evenly)\n"
      "  bench [--quick] [--questions N]   print speed figures and AI win rates (--quick: 1,000 games and\n"
      "                        positions, not 10,000; --questions N: only the questions of play, in N positions)\n",
      {{"perft", perft_command},
       {"play", play_command},
       {"solve", solve_command},
       {"review", review_command},
       {"book", book_command},
       {"puzzles", puzzles_command},
       {"bench", bench_command}}};
  return knights;
}

Job perft_command(Arguments& args) {
  const int depth = args.number("DEPTH", 0, kSquares);
  Game game;
  read_moves(args, game);
  return perft_job(depth, [depth, game] { return perft(game.position(), depth); });
}

Job play_command(Arguments& args) {
  Game game;
  read_moves(args, game);
  return [game] {
    print_board(game);
    return kDone;
  };
}

Job solve_command(Arguments& args) {
  const bool use_book = !args.flag("--no-book");
  std::size_t table_mb = Solver::kLiveTableBytes / kMiB;
  args.number_option<std::size_t>("--table-mb", 1, kMaxTableMb, table_mb);
  Game game;
  read_moves(args, game);
  return [use_book, table_mb, game] {
    const Book no_book;
    Oracle oracle(use_book ? Book::embedded() : no_book, table_mb * kMiB);
    if (use_book && !Book::embedded_error().empty()) std::fprintf(stderr, "knights: %s\n", Book::embedded_error().c_str());
    if (use_book) oracle.use_outcomes(Outcomes::builtin());
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
                use_book ? " (with the opening book and outcome table)" : "");
    return kDone;
  };
}

}  // namespace cli::knights
