// `knights bench`: the figures the issues ask for. Timed lines read "NAME: … in T ms", so that
// .ci/bench can set native and wasm side by side.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <numeric>
#include <string>
#include <vector>

#include "cli/knights_bench.hpp"
#include "cli/knights_commands.hpp"
#include "data/review_games.hpp"
#include "knights/perft.hpp"
#include "knights/review.hpp"
#include "players/knights_perfect.hpp"
#include "tools/knights_match.hpp"

namespace cli::knights {
namespace {

using namespace engine;
using namespace engine::knights;

void bench_perft() {
  // Best of several runs: the figure least disturbed by other work on a shared machine.
  constexpr int kRuns = 5;
  for (const int depth : {5, 6}) {
    double best = 1e300;
    std::uint64_t nodes = 0;
    for (int run = 0; run < kRuns; ++run) {
      const auto start = std::chrono::steady_clock::now();
      nodes = perft(Position{}, depth);
      best = std::min(best, milliseconds_since(start));
    }
    std::printf("knights perft(%d): %llu leaves in %.1f ms (%.0f M leaves/s)\n", depth,
                static_cast<unsigned long long>(nodes), best, nodes / best / 1e3);
  }
}

// The solver alone (no book, a cold live-sized table): winning moves and values after four
// knights, the first ply the perfect player and hints solve live.
void bench_solver() {
  const char* openings[] = {"d5 e5 a1 h8", "a8 c1 e4 g7", "b7 g3 d4 f8", "c6 f4 h8 a2", "e2 b5 g6 d1"};
  Solver solver;
  const auto start = std::chrono::steady_clock::now();
  for (const char* moves : openings) {
    Game game;
    game.play_moves(moves);
    solver.winning_moves(game.legal_mask());
    solver.grundy(game.legal_mask());
  }
  const double ms = milliseconds_since(start);
  std::printf("knights solver, 5 positions after 4 knights: %llu nodes in %.1f ms (%.2f M nodes/s)\n",
              static_cast<unsigned long long>(solver.nodes()), ms, solver.nodes() / ms / 1e3);
}

// Plays games with sides alternating and prints the first level's score and, for the perfect
// player, any game it lost after standing to win.
void bench_match(Level a, Level b, int games, Oracle& oracle) {
  Random rng(20261130);
  int wins = 0, thrown = 0;
  const bool track = a == Level::Perfect;
  const auto start = std::chrono::steady_clock::now();
  for (int g = 0; g < games; ++g) {
    const int a_side = g % 2;
    const GameResult result = a_side == 0 ? play_game(a, b, rng, oracle, track) : play_game(b, a, rng, oracle, track);
    const bool won = static_cast<int>(result.winner) == a_side;
    wins += won;
    thrown += track && result.had_won_position[a_side] && !won;
  }
  std::printf("%s vs %s: %d of %d games won (%.1f%%)", level_name(a), level_name(b), wins, games, 100.0 * wins / games);
  if (track) std::printf(", won positions lost: %d", thrown);
  std::printf(" in %.0f ms\n", milliseconds_since(start));
}

// Times every move of the perfect player over games against an opponent, sides alternating,
// with one fresh oracle throughout, as a page's worker starts and keeps one.
void bench_move_times(Level opponent, int games) {
  Oracle oracle;
  Random rng(7);
  std::vector<double> times;
  const auto start = std::chrono::steady_clock::now();
  for (int g = 0; g < games; ++g) {
    const int side = g % 2;
    const GameResult result = side == 0 ? play_game(Level::Perfect, opponent, rng, oracle)
                                            : play_game(opponent, Level::Perfect, rng, oracle);
    times.insert(times.end(), result.move_ms[side].begin(), result.move_ms[side].end());
  }
  print_times("perfect move time, " + std::to_string(games) + " games vs " + level_name(opponent), times, milliseconds_since(start));
}

// Times what the page asks at every ply of random games, with one oracle throughout as a
// worker keeps one: a hint (isWon and the winning moves), and the Grundy value apart, since a
// full value costs more than a win/loss answer beyond the book.
void bench_hints(int games) {
  Oracle oracle;
  Random rng(5);
  std::vector<double> hints, values;
  const auto start = std::chrono::steady_clock::now();
  for (int g = 0; g < games; ++g) {
    Game game;
    while (!game.is_over()) {
      auto call_start = std::chrono::steady_clock::now();
      oracle.is_lost(game.legal_mask());
      oracle.winning_moves(game.legal_mask());
      hints.push_back(milliseconds_since(call_start));
      call_start = std::chrono::steady_clock::now();
      oracle.grundy(game.legal_mask());
      values.push_back(milliseconds_since(call_start));
      game.play(rng.pick(game.legal_mask()));
    }
  }
  const double total = milliseconds_since(start);
  print_times("hint time (isWon, winningMoves), every ply of " + std::to_string(games) + " random games", hints, total);
  print_times("grundy time, every ply of " + std::to_string(games) + " random games", values, total);
}

// Times the review of games between the weighted player (as a newcomer) and the perfect one,
// sides alternating, as the page reviews them: a fresh oracle each (a review's worker starts one),
// the blunders' marks first, then their winning squares. Then the known game's.
void bench_reviews(int games) {
  Random rng(9);
  Oracle players;
  std::vector<double> marks, whole;
  struct MarksDone final : KnightReviewListener {
    void heard(const KnightTurn& turn) override {
      if (turn.ply == 0 && ms == 0) ms = milliseconds_since(start);
    }
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
    double ms = 0;
  };
  const auto review = [&](const Game& game) {
    Oracle oracle;
    MarksDone done;
    review_game(game, oracle, best_tries, &done);
    marks.push_back(done.ms);
    whole.push_back(milliseconds_since(done.start));
  };
  for (int g = 0; g < games; ++g) {
    const GameResult result = g % 2 ? play_game(Level::Weighted, Level::Perfect, rng, players)
                                     : play_game(Level::Perfect, Level::Weighted, rng, players);
    Game game;
    for (const Square s : result.moves) game.play(s);
    review(game);
  }
  const double total = std::accumulate(whole.begin(), whole.end(), 0.0);
  print_times("review, marks, " + std::to_string(games) + " games weighted vs perfect", marks, total);
  print_times("review, whole, " + std::to_string(games) + " games weighted vs perfect", whole, total);
  Game known;
  known.play_moves(review_games::kKnights.moves);
  marks.clear();
  whole.clear();
  review(known);
  std::printf("review known game, %zu moves: marks after %.1f ms, whole in %.1f ms\n", known.history().size(), marks[0], whole[0]);
}

}  // namespace

void print_times(const std::string& name, std::vector<double>& times, double total_ms) {
  if (times.empty()) {
    std::printf("%s: 0 calls\n", name.c_str());
    return;
  }
  std::sort(times.begin(), times.end());
  const auto at = [&](double q) { return times[static_cast<std::size_t>(q * static_cast<double>(times.size() - 1))]; };
  std::printf("%s: %zu calls, p50 %.2f ms, p99 %.2f ms, max %.1f ms, all in %.0f ms\n", name.c_str(), times.size(), at(0.5),
              at(0.99), times.back(), total_ms);
}

Job bench_command(Arguments& args) {
  const int games = args.flag("--quick") ? 1000 : 10000;
  int positions = games;
  const bool questions_only = args.number_option("--questions", 1, 1000000, positions);
  args.end();
  return [games, positions, questions_only] {
    if (!questions_only) {
      bench_perft();
      bench_solver();
      bench_move_times(Level::Random, 200);
      bench_move_times(Level::Perfect, 200);
      bench_hints(200);
      bench_reviews(20);
      Oracle oracle;
      bench_match(Level::Weighted, Level::Random, games, oracle);
      bench_match(Level::Perfect, Level::Random, games, oracle);
      bench_match(Level::Perfect, Level::Weighted, games, oracle);
    }
    bench_play_questions(positions, std::max(1, positions / 10));
    return kDone;
  };
}

}  // namespace cli::knights
