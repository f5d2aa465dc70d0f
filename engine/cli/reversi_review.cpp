// `reversi review`: a game's moves with their marks, the value of each move played and of the
// best move there, as the pages' review shows them (reversi/review.hpp).
#include <array>
#include <chrono>
#include <cstdlib>
#include <cstdio>
#include <string>

#include "cli/reversi_commands.hpp"
#include "reversi/review.hpp"

namespace cli::reversi {
namespace {

using namespace engine;
using namespace engine::reversi;

// The largest node budget the options take: about a minute's search each.
constexpr std::uint64_t kMaxNodes = 1'000'000'000;

std::string value_text(int value, bool exact) {
  char text[16];
  std::snprintf(text, sizeof text, "%+d %s", value, exact ? "exact" : "est.");
  return text;
}

std::string move_text(Square move, const Geometry& g) { return move == kPass ? "pass" : square_name(g.cell_of(move), g.shape()); }

void print_turn(const TurnReview& turn, const Geometry& g) {
  const std::string played = move_text(turn.played, g) + annotation_text(turn.mark);
  std::printf("%3d. %s %-6s", turn.ply + 1, color_name(turn.to_move), played.c_str());
  if (turn.best == kPass) {
    std::printf("\n");
    return;
  }
  std::printf(" %-10s  best %-4s %s", value_text(turn.played_value, turn.played_exact).c_str(), move_text(turn.best, g).c_str(),
              value_text(turn.value, turn.exact).c_str());
  if (!turn.exact) std::printf(", depth %d", turn.depth);
  std::printf("\n");
  if (turn.line.empty()) return;
  // A move to learn from: every move's value, and the best line.
  std::printf("      moves");
  for (const MoveValue& value : turn.values) std::printf(" %s %s", move_text(value.move, g).c_str(), value_text(value.score, value.exact).c_str());
  std::printf("\n      line ");
  for (const Square move : turn.line) std::printf(" %s", move_text(move, g).c_str());
  std::printf("\n");
}

void print_side(Color side, const ReversiSideSummary& summary) {
  std::printf("%s: %d moves, ?? %d, ? %d, ?! %d, %d discs lost (%.1f a move), accuracy %.1f\n", color_name(side), summary.moves,
              summary.blunders, summary.mistakes, summary.dubious, summary.lost, summary.average_loss(),
              summary.accuracy);
}

}  // namespace

Job review_command(Arguments& args) {
  const Geometry& geometry = read_size(args);
  ReviewLimits limits = page_review_limits(geometry, PatternWeights::builtin());
  args.number_option<std::uint64_t>("--solve-nodes", 1, kMaxNodes, limits.solve_nodes);
  args.number_option<std::uint64_t>("--estimate-nodes", 1, kMaxNodes, limits.estimate_nodes);
  args.number_option<std::uint64_t>("--learn-nodes", 1, kMaxNodes, limits.learn_nodes);
  Game game(geometry);
  read_moves(args, game);
  return [game, limits] {
    TranspositionTable table;
    const auto start = std::chrono::steady_clock::now();
    const std::vector<TurnReview> turns = review_game(game, limits, table);
    const double ms = milliseconds_since(start);
    const Geometry& g = game.geometry();
    int exact = 0;
    std::uint64_t nodes = 0;
    for (const TurnReview& turn : turns) {
      exact += turn.exact;
      nodes += turn.nodes;
    }
    for (std::size_t i = 0; i + 1 < turns.size(); ++i) print_turn(turns[i], g);
    const TurnReview& last = turns.back();
    if (game.is_over() && last.value == 0)
      std::printf("end: a draw\n");
    else if (game.is_over())
      std::printf("end: %s wins by %d\n", color_name(last.value > 0 ? last.to_move : opposite(last.to_move)), std::abs(last.value));
    else
      std::printf("now: %s to move, best %s %s\n", color_name(last.to_move), move_text(last.best, g).c_str(),
                  value_text(last.value, last.exact).c_str());
    const std::array<ReversiSideSummary, 2> sides = summarize(turns);
    print_side(Color::Black, sides[0]);
    print_side(Color::White, sides[1]);
    std::printf("(positions reviewed: %zu, exact: %d; %llu nodes, %.1f ms)\n", turns.size(), exact, static_cast<unsigned long long>(nodes), ms);
    return kDone;
  };
}

}  // namespace cli::reversi
