// `knights bench`'s questions of play (issue 42): winningMoves, bestTries, the perfect AI's move
// and grundy, asked as the page's worker asks them, in every position of games against the
// perfect AI and in random positions; grundy alone in random positions of six knights, the first
// ply past the outcome table's values, where values are slowest; and the review of every one of
// those games.
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "cli/command_line.hpp"
#include "cli/knights_bench.hpp"
#include "knights/outcomes.hpp"
#include "knights/review.hpp"
#include "players/knights_perfect.hpp"
#include "tools/knights_match.hpp"

namespace cli::knights {
namespace {

using namespace engine;
using namespace engine::knights;

// Returns the milliseconds ask() takes.
template <class Ask>
double timed(Ask ask) {
  const auto start = std::chrono::steady_clock::now();
  ask();
  return milliseconds_since(start);
}

// The times of one kind of question, and the moves to the position that took longest.
struct Question {
  std::vector<double> times;
  double longest = -1;
  std::string slowest;

  void add(double ms, const std::string& moves) {
    if (ms > longest) longest = ms, slowest = moves;
    times.push_back(ms);
  }
  void print(const std::string& name, double total_ms) {
    print_times(name, times, total_ms);
    if (!times.empty()) std::printf("  slowest after: %s\n", slowest.empty() ? "(no move)" : slowest.c_str());
  }
};

// An oracle for each kind of question, kept through a game: the hints' (winningMoves, then
// bestTries where there is none), the perfect AI's, the values'. Stricter than the page, whose one
// worker keeps one oracle for all of them and across games: here no question gains from another's.
// Each has the outcome table, as the page's engine once the table has come.
class Workers {
 public:
  Workers() {
    for (Oracle* oracle : {&hints_, &ai_, &values_}) oracle->use_outcomes(Outcomes::builtin());
  }

  // Forgets everything, as fresh workers do.
  void restart() {
    hints_.solver().clear();
    ai_.solver().clear();
    values_.solver().clear();
  }

  // Asks every question in the position after moves and keeps the times.
  void ask(const std::vector<Square>& moves) {
    Game game;
    game.play_list(moves);
    const Position& pos = game.position();
    const std::string text = game.history_text();
    const Bitboard free = pos.legal_moves();
    const auto start = std::chrono::steady_clock::now();
    Bitboard wins = 0;
    winning_.add(timed([&] { wins = hints_.winning_moves(free); }), text);
    if (!wins) tries_.add(timed([&] { best_tries(free, hints_); }), text);
    Random rng(pos.knights);
    moves_.add(timed([&] { site_move(Level::Perfect, pos, rng, ai_); }), text);
    grundy_.add(timed([&] { values_.grundy(free); }), text);
    total_ms_ += milliseconds_since(start);
  }

  void print(const std::string& where) {
    winning_.print("winningMoves, " + where, total_ms_);
    tries_.print("bestTries (lost positions), " + where, total_ms_);
    moves_.print("aiMove perfect, " + where, total_ms_);
    grundy_.print("grundy, " + where, total_ms_);
  }

 private:
  Oracle hints_, ai_, values_;
  Question winning_, tries_, moves_, grundy_;
  double total_ms_ = 0;
};

// Returns the moves of a random game of plies moves that still has a move to play, or none if
// it ended sooner.
std::vector<Square> random_moves(Random& rng, int plies) {
  Position pos;
  std::vector<Square> moves;
  for (; plies > 0 && pos.legal_moves(); --plies) {
    moves.push_back(rng.pick(pos.legal_moves()));
    pos = pos.after(moves.back());
  }
  if (!pos.legal_moves()) moves.clear();
  return moves;
}

// Times grundy in random positions of six knights, each with a fresh oracle: one ply past the
// outcome table's values, the values there are the slowest to find (a full value is one "is it
// n?" search for each n up to it), and the random positions of plies 3-12 meet few.
void bench_six_knight_values(int count) {
  constexpr int kKnights = kOutcomePlies + 1;
  Oracle oracle;
  oracle.use_outcomes(Outcomes::builtin());
  Random rng(44);
  Question values;
  const auto start = std::chrono::steady_clock::now();
  while (static_cast<int>(values.times.size()) < count) {
    const std::vector<Square> moves = random_moves(rng, kKnights);
    if (moves.empty()) continue;
    Game game;
    game.play_list(moves);
    oracle.solver().clear();
    values.add(timed([&] { oracle.grundy(game.legal_mask()); }), game.history_text());
  }
  values.print("grundy, " + std::to_string(count) + " random positions of six knights", milliseconds_since(start));
}

// Returns games against the perfect AI, the opponent random, weighted and perfect in turn and
// the AI's side alternating every three games, until they hold `positions` positions with a
// move to play.
std::vector<Game> games_against_perfect(int positions) {
  Oracle oracle;
  Random rng(42);
  std::vector<Game> games;
  for (int count = 0, g = 0; count < positions; ++g) {
    const Level opponent = kLevels[g % kLevels.size()];
    const GameResult result = (g / 3) % 2 ? play_game(opponent, Level::Perfect, rng, oracle)
                                          : play_game(Level::Perfect, opponent, rng, oracle);
    games.emplace_back().play_list(result.moves);
    count += static_cast<int>(result.moves.size());
  }
  return games;
}

// Times the review of each game with a fresh oracle, as a review's worker starts one.
void bench_game_reviews(const std::vector<Game>& games) {
  std::vector<double> times;
  Oracle oracle;
  oracle.use_outcomes(Outcomes::builtin());
  const auto start = std::chrono::steady_clock::now();
  for (const Game& game : games) {
    oracle.solver().clear();
    times.push_back(timed([&] { review_game(game, oracle, best_tries); }));
  }
  print_times("review, " + std::to_string(games.size()) + " games against perfect", times, milliseconds_since(start));
}

}  // namespace

void bench_play_questions(int play_positions, int random_positions) {
  const std::vector<Game> games = games_against_perfect(play_positions);
  {
    Workers play;
    int asked = 0;
    for (const Game& game : games) {
      play.restart();
      const std::vector<Square>& moves = game.record().moves();
      for (int ply = 0; ply < game.record().length() && asked < play_positions; ++ply, ++asked)
        play.ask({moves.begin(), moves.begin() + ply});
    }
    play.print(std::to_string(asked) + " positions of play");
  }

  // Each random position as a link opens it: fresh workers.
  Random rng(43);
  Workers random;
  for (int i = 0; i < random_positions;) {
    const std::vector<Square> moves = random_moves(rng, 3 + static_cast<int>(rng.below(10)));
    if (moves.empty()) continue;
    random.restart();
    random.ask(moves);
    ++i;
  }
  random.print(std::to_string(random_positions) + " random positions of plies 3-12");
  bench_six_knight_values(random_positions / 10);
  bench_game_reviews(games);
}

}  // namespace cli::knights
