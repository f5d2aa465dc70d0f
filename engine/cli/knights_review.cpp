// `knights review`: a game's moves, whether each mover stood to win, and its blunders (??) with
// the winning squares there were, as the knight page's review shows them (knights/review.hpp).
#include <array>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "cli/knights_commands.hpp"
#include "knights/outcomes.hpp"
#include "knights/review.hpp"
#include "players/knights_perfect.hpp"

namespace cli::knights {
namespace {

using namespace engine;
using namespace engine::knights;

const char* mover_name(int ply) { return ply % 2 ? "second" : "first"; }

std::string squares_text(Bitboard squares) {
  std::vector<Square> list;
  for (Bitboard b = squares; b;) list.push_back(pop_lsb(b));
  return format_square_list(list, kShape);
}

}  // namespace

Job review_command(Arguments& args) {
  Game game;
  read_moves(args, game);
  return [game] {
    Oracle oracle;
    oracle.use_outcomes(Outcomes::builtin());
    const auto start = std::chrono::steady_clock::now();
    const std::vector<KnightTurn> turns = review_game(game, oracle, best_tries);
    const double ms = milliseconds_since(start);
    for (std::size_t i = 0; i + 1 < turns.size(); ++i) {
      const KnightTurn& turn = turns[i];
      const std::string played = square_name(turn.played, kShape) + annotation_text(turn.mark);
      std::printf("%3d. %-6s %-4s  %s", turn.ply + 1, mover_name(turn.ply), played.c_str(), turn.won ? "won" : "lost");
      if (turn.mark == Annotation::Blunder)
        std::printf(", thrown away: the winning moves were %s (line %s)", squares_text(turn.winning).c_str(),
                    format_square_list(turn.line, kShape).c_str());
      std::printf("\n");
    }
    const KnightTurn& last = turns.back();
    if (game.is_over())
      std::printf("end: the %s player wins\n", mover_name(last.ply + 1));
    else
      std::printf("now: the %s player to move, %s\n", mover_name(last.ply), last.won ? "won" : "lost");
    const std::array<SideSummary, 2> sides = summarize(game, turns);
    for (int side = 0; side < 2; ++side)
      std::printf("%s player: %d moves, wins thrown away: %d%s\n", mover_name(side), sides[side].moves, sides[side].lost,
                  sides[side].perfect() ? ", perfect" : "");
    std::printf("(positions reviewed: %zu; %llu solver nodes, %.1f ms)\n", turns.size(), static_cast<unsigned long long>(oracle.solver().nodes()), ms);
    return kDone;
  };
}

}  // namespace cli::knights
