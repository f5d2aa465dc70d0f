// `reversi bench`: perft speed, exact solves of the FFO positions, the midgame search to a fixed
// depth, the analysis's time to an exact best value, a game's review, and AI matches. Every timed
// line reads "NAME: … in T ms", which .ci/bench pairs up between the native and wasm runs.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli/reversi_commands.hpp"
#include "data/ffo_positions.hpp"
#include "data/review_games.hpp"
#include "data/selfplay_positions.hpp"
#include "reversi/game.hpp"
#include "reversi/perft.hpp"
#include "reversi/position.hpp"
#include "reversi/review.hpp"
#include "reversi/search.hpp"
#include "tools/reversi_match.hpp"

namespace cli::reversi {
namespace {

// The searching players' budget in the matches: nodes, so that a run replays exactly.
constexpr std::uint64_t kStrongNodes = 10000;
// The midgame bench's depth: about what the strong level reaches at 200 ms a move.
constexpr int kMidgameDepth = 14;

using namespace engine;
using namespace engine::reversi;

void bench_perft(const Geometry& g, int depth) {
  // Best of three runs: the figure least disturbed by other work on a shared machine.
  double best = 1e300;
  std::uint64_t leaves = 0;
  for (int run = 0; run < 3; ++run) {
    const auto start = std::chrono::steady_clock::now();
    leaves = perft(Board::start(), g.squares, depth);
    best = std::min(best, milliseconds_since(start));
  }
  std::printf("reversi perft(%d) %dx%d: %llu leaves in %.1f ms (%.0f M leaves/s)\n", depth, g.size, g.size,
              static_cast<unsigned long long>(leaves), best, leaves / best / 1e3);
}

// Solves a position and prints the result and its time, flagging a score other than expected.
void bench_solve(const std::string& name, const Position& position, int expected) {
  const Geometry& g = *position.geometry;
  TranspositionTable table;
  Search search(g, table);
  const auto start = std::chrono::steady_clock::now();
  const SearchResult result = search.solve(position.board);
  const double ms = milliseconds_since(start);
  const std::string move = result.move == kPass ? "pass" : square_name(g.cell_of(result.move), g.shape());
  std::printf("%s: %+d %s, %d empties, %.1f M nodes in %.1f ms (%.0f M nodes/s)%s\n", name.c_str(), result.score,
              move.c_str(), result.depth, result.nodes / 1e6, ms, result.nodes / ms / 1e3,
              result.score != expected ? "  WRONG SCORE" : "");
}

// Searches positions of the known game (52 to 34 empties) to a fixed depth as the strong level
// does (probcut, ordering, table), and prints the nodes, the time and the speed: the midgame's
// cost per ply, which the budgeted levels turn into depth. The node limit keeps the exact solver
// out (its estimate from 34 empties is far above it) without bounding these searches.
void bench_midgame(int depth) {
  constexpr std::uint64_t kNoSolveNodes = 10'000'000'000;
  std::uint64_t nodes = 0;
  double ms = 0;
  Game game;
  game.play_moves(review_games::kReversi.moves);
  for (int ply = 8; ply <= 26; ply += 6) {
    game.go_to(ply);
    TranspositionTable table;
    Search search(game.geometry(), table);
    const auto start = std::chrono::steady_clock::now();
    const SearchResult result = search.think(game.position().board, {.nodes = kNoSolveNodes, .depth = depth});
    ms += milliseconds_since(start);
    nodes += result.nodes;
  }
  std::printf("midgame depth %d, known game plies 8-26: %.1f M nodes in %.1f ms (%.1f M nodes/s)\n", depth, nodes / 1e6, ms,
              nodes / ms / 1e3);
}

// Values a position's moves as the page asks for them (reversi_values.js: one call of a minute,
// hearing its progress, with lines), and prints the time until the best move's value is exact, and
// its line proven, flagging a value other than the solver's; then the same without lines, for
// what the lines cost.
void bench_analysis(const std::string& name, const Position& position, int expected) {
  constexpr double kPageBudgetMs = 60'000;
  // Keeps the first best value that is exact, and when it came.
  struct FirstExact final : AnalysisListener {
    explicit FirstExact(std::chrono::steady_clock::time_point start) : start(start) {}
    void heard(const std::vector<MoveValue>& values) override {
      if (best.exact || !values.front().exact) return;
      best = values.front();
      ms = milliseconds_since(start);
    }
    std::chrono::steady_clock::time_point start;
    MoveValue best;
    double ms = 0;
  };
  const auto first_exact = [&](Lines lines) {
    TranspositionTable table;
    Search search(*position.geometry, table);
    FirstExact first(std::chrono::steady_clock::now());
    search.analyze(position.board, {.milliseconds = kPageBudgetMs}, &first, lines);
    return first;
  };
  const FirstExact with = first_exact(Lines::With), without = first_exact(Lines::Without);
  const MoveValue& best = with.best;
  const Geometry& g = *position.geometry;
  const auto moves = std::count_if(best.line.begin(), best.line.end(), [](Square s) { return s != kPass; });
  std::printf("analysis %s: best value exact, %+d %s, its line %td moves, in %.1f ms%s\n", name.c_str(), best.score,
              square_name(g.cell_of(best.move), g.shape()).c_str(), moves, with.ms,
              !best.exact || best.score != expected || without.best.score != expected ? "  WRONG SCORE" : "");
  std::printf("analysis %s without lines: best value exact in %.1f ms\n", name.c_str(), without.ms);
}

// Reviews a game as the page does (its budget, one table throughout), and prints when the first
// move's mark came (the review starts from the end), when the exact values were all in, and the whole.
void bench_review(const std::string& name, const char* moves) {
  Game game;
  game.play_moves(moves);
  TranspositionTable table;
  struct Times final : ReviewListener {
    explicit Times(std::chrono::steady_clock::time_point start) : start(start) {}
    void heard(const TurnReview& turn) override {
      if (turn.played != kPass && first_mark_ms == 0) first_mark_ms = milliseconds_since(start);
      if (turn.exact && !first_pass_done) exact_ms = milliseconds_since(start);
      first_pass_done = first_pass_done || turn.ply == 0;  // then the second pass hears positions again
    }
    std::chrono::steady_clock::time_point start;
    double first_mark_ms = 0, exact_ms = 0;
    bool first_pass_done = false;
  } times(std::chrono::steady_clock::now());
  const std::vector<TurnReview> turns = review_game(game, kPageReviewLimits, table, &times);
  const double ms = milliseconds_since(times.start);
  int exact = 0;
  std::uint64_t nodes = 0;
  for (const TurnReview& turn : turns) {
    exact += turn.exact;
    nodes += turn.nodes;
  }
  std::printf("review %s, %zu moves (solves of %llu nodes, estimates of %llu): first mark after %.1f ms, %d positions exact after "
              "%.1f ms, %.1f M nodes in %.1f ms\n",
              name.c_str(), game.history().size(), static_cast<unsigned long long>(kPageReviewLimits.solve_nodes),
              static_cast<unsigned long long>(kPageReviewLimits.estimate_nodes), times.first_mark_ms, exact, times.exact_ms,
              nodes / 1e6, ms);
}

// Plays a match of `games` games (paired openings) between players a and b on one thread, and
// prints a's wins, draws and losses and the Elo difference. Node budgets make the games the
// same natively and in wasm, so the times compare.
void bench_match(const Geometry& g, const Player& a, const Player& b, int games) {
  const auto start = std::chrono::steady_clock::now();
  const MatchResult r = play_match(a, b, {.geometry = &g, .openings = games / 2, .opening_plies = 4, .seed = 2024});
  const double ms = milliseconds_since(start);
  std::printf("match %s vs %s %dx%d: %d wins, %d draws, %d losses, %.1f%%, %s, over %d games in %.0f ms\n",
              a.name.c_str(), b.name.c_str(), g.size, g.size, r.wins, r.draws, r.losses, 100 * r.score,
              elo_text(r).c_str(), r.games(), ms);
}

// Reads "FIRST-LAST", or one number, into first and last: FFO problems from 1 to 79.
void read_range(const std::string& text, Arguments& args, int& first, int& last) {
  const std::size_t dash = text.find('-');
  const auto from = read_number(std::string_view(text).substr(0, dash), 1, int{ffo::kProblems.size()});
  const auto to = dash == std::string::npos ? from : read_number(std::string_view(text).substr(dash + 1), 1, int{ffo::kProblems.size()});
  if (!from || !to || *from > *to) {
    args.refuse("--ffo must be FIRST-LAST or one number, from 1 to 79, not '" + text + "'");
    return;
  }
  first = *from;
  last = *to;
}

}  // namespace

Job bench_command(Arguments& args) {
  int ffo_first = 40, ffo_last = 44, games = 1000;
  if (const std::optional<std::string> range = args.option("--ffo")) read_range(*range, args, ffo_first, ffo_last);
  args.number_option("--games", 0, 1'000'000, games);
  args.end();
  return [ffo_first, ffo_last, games] {
    bench_perft(kBoard8, 9);
    bench_perft(kBoard8, 11);
    bench_perft(kBoard6, 10);
    bench_perft(kBoard6, 11);
    for (int n = ffo_first; n <= ffo_last; ++n) {
      const ffo::Problem& p = ffo::problem(n);
      bench_solve("ffo #" + std::to_string(n), parse_position(p.position).position, p.score);
    }
    for (std::size_t i = 0; i < selfplay::kProblems.size(); ++i) {
      const selfplay::Problem& p = selfplay::kProblems[i];
      bench_solve("selfplay #" + std::to_string(i + 1), parse_position(p.position).position, p.score);
    }
    bench_midgame(kMidgameDepth);
    bench_analysis("ffo #40", parse_position(ffo::problem(40).position).position, ffo::problem(40).score);
    for (std::size_t i = 0; i < selfplay::kProblems.size(); ++i) {
      const selfplay::Problem& p = selfplay::kProblems[i];
      bench_analysis("selfplay #" + std::to_string(i + 1), parse_position(p.position).position, p.score);
    }
    bench_review("known game", review_games::kReversi.moves);
    // Each level against the one below it, at the bench's budget.
    const Limits limits{.nodes = kStrongNodes};
    const Player random{Level::Random, limits, nullptr, "random", {}}, weighted{Level::Weighted, limits, nullptr, "weighted", {}};
    const Player medium{Level::Medium, limits, nullptr, "medium", {}}, strong{Level::Strong, limits, nullptr, "strong", {}};
    for (const Geometry* g : {&kBoard8, &kBoard6}) {
      if (games == 0) break;
      bench_match(*g, weighted, random, games);
      bench_match(*g, medium, weighted, games);
      bench_match(*g, strong, medium, games);
    }
    return kDone;
  };
}

}  // namespace cli::reversi
