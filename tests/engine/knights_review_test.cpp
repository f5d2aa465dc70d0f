// The knight game's review (knights/review.hpp): who wins before every move and the blunders, with
// their winning squares and a winning line, against the plain Grundy recursion
// (knights_reference_solver.hpp) wherever it can solve, and the mirror argument before that; on a
// game whose blunder is known, and on random games; and each side's summary.
#include <catch2/catch.hpp>

#include <array>
#include <unordered_map>
#include <vector>

#include "core/random.hpp"
#include "data/review_games.hpp"
#include "knights/review.hpp"
#include "knights_reference_solver.hpp"
#include "players/knights_perfect.hpp"
#include "slow_cases.hpp"

using namespace engine;
using namespace engine::knights;

namespace {

// The reference's verdicts can be had up to this many free squares: in a fraction of a second at
// the known game's blunder, in milliseconds for many random positions.
constexpr int kReferenceFree = 20, kRandomReferenceFree = 16;

// Whether the side to move wins on free, by the reference's Grundy value, which remembers the
// positions it meets (the plain win/loss search would take seconds at 20 free squares).
bool wins(Bitboard free) {
  static std::unordered_map<Bitboard, int> memo;
  return reference::grundy(free, memo) != 0;
}

// The free squares before each move of game, and after the last.
std::vector<Bitboard> free_squares(const Game& game) {
  std::vector<Bitboard> free{Position{}.legal_moves()};
  Position pos;
  for (const Square s : game.history()) {
    pos = pos.after(s);
    free.push_back(pos.legal_moves());
  }
  return free;
}

// The moves on free that leave the opponent lost, by the reference.
Bitboard reference_winning_moves(Bitboard free) {
  Bitboard winning = 0;
  for (Bitboard moves = free; moves;) {
    const Square s = pop_lsb(moves);
    if (!wins(reference::after(free, s))) winning |= square_bb(s);
  }
  return winning;
}

// free turned half round the board's centre, square by square (a8 onto h1).
Bitboard half_turn(Bitboard free) {
  Bitboard turned = 0;
  for (Bitboard b = free; b;) turned |= square_bb(63 - pop_lsb(b));
  return turned;
}

// Checks a blunder's winning line by the reference: the winner's every move leaves the loser lost,
// after the loser's the winner still wins, and it runs to the end of the game or to kLineLength.
void check_line(Bitboard free, const std::vector<Square>& line) {
  REQUIRE(!line.empty());
  REQUIRE(static_cast<int>(line.size()) <= kLineLength);
  for (std::size_t i = 0; i < line.size(); ++i) {
    REQUIRE(contains(free, line[i]));
    free = reference::after(free, line[i]);
    REQUIRE(wins(free) == (i % 2 == 1));  // the loser to move, lost; the winner, winning
  }
  REQUIRE((free == 0 || static_cast<int>(line.size()) == kLineLength));
}

// Checks each turn where the reference can solve: the verdict, the mark, and a blunder's squares
// and line. Returns the count of blunders checked.
int check_against_reference(const std::vector<KnightTurn>& turns, const std::vector<Bitboard>& free, int max_free) {
  int blunders = 0;
  for (std::size_t ply = 0; ply < turns.size(); ++ply) {
    if (popcount(free[ply]) > max_free) continue;
    INFO("ply " << ply);
    const bool won = wins(free[ply]);
    REQUIRE(turns[ply].won == won);
    const bool thrown = ply + 1 < turns.size() && won && wins(free[ply + 1]);
    REQUIRE((turns[ply].mark == Annotation::Blunder) == thrown);
    if (thrown) {
      REQUIRE(turns[ply].winning == reference_winning_moves(free[ply]));
      check_line(free[ply], turns[ply].line);
    } else {
      REQUIRE(turns[ply].winning == 0);
      REQUIRE(turns[ply].line.empty());
    }
    blunders += thrown;
  }
  return blunders;
}

}  // namespace

TEST_CASE("the known knight game: the won position thrown away at its ply, and nothing else", "[knights][review]") {
  Game game;
  REQUIRE(game.play_moves(review_games::kKnights.moves).empty());
  const int blunder = review_games::kKnights.blunder_ply;
  const std::vector<Bitboard> free = free_squares(game);
  Oracle oracle;
  const std::vector<KnightTurn> turns = review_game(game, oracle, best_tries);
  REQUIRE(turns.size() == game.history().size() + 1);
  for (std::size_t ply = 0; ply < turns.size(); ++ply) {
    REQUIRE(turns[ply].ply == static_cast<int>(ply));
    REQUIRE(turns[ply].played == (ply < game.history().size() ? game.history()[ply] : kNoMove));
  }
  // Before it, the second player mirrors the first: the first moves from symmetric positions,
  // which the mirror strategy wins for the second; so the first is lost and the second won.
  for (int ply = 0; ply < blunder; ++ply) {
    INFO("ply " << ply);
    if (ply % 2 == 0) REQUIRE(half_turn(free[ply]) == free[ply]);
    REQUIRE(turns[ply].won == (ply % 2 == 1));
    REQUIRE(turns[ply].mark == Annotation::None);
  }
  // The reference sees the rest whole: won at the blunder, and won for the opponent after it.
  REQUIRE(popcount(free[blunder]) <= kReferenceFree);
  REQUIRE(wins(free[blunder]));
  REQUIRE(wins(free[blunder + 1]));
  check_against_reference(turns, free, kReferenceFree);
  CHECK(turns[blunder].mark == Annotation::Blunder);
  CHECK(turns[blunder].winning == reference_winning_moves(free[blunder]));
  CHECK(popcount(turns[blunder].winning) == 3);
  for (std::size_t ply = blunder + 1; ply < turns.size(); ++ply) CHECK(turns[ply].mark == Annotation::None);
  CHECK_FALSE(turns.back().won);  // no move left
}

TEST_CASE("on random games the review agrees with the reference wherever it can solve", "[knights][review]") {
  Random rng(21);
  Oracle oracle(Book::embedded(), 4 * kMiB);
  int blunders = 0;
  for (int g = 0; g < slow_cases(24); ++g) {
    // Random moves, the second player mirroring the first's for six pairs: random play from the
    // start throws wins away where proving the winning squares takes the solver seconds.
    Game game;
    for (int pair = 0; pair < 6 && !game.is_over(); ++pair) {
      const Square s = rng.pick(game.legal_mask());
      game.play(s);
      game.play(63 - s);
    }
    while (!game.is_over()) game.play(rng.pick(game.legal_mask()));
    blunders += check_against_reference(review_game(game, oracle, best_tries), free_squares(game), kRandomReferenceFree);
  }
  CHECK(blunders > slow_cases(24) / 2);  // random play throws wins away often
}

TEST_CASE("the review is heard from the end: every position, then each blunder with its squares", "[knights][review]") {
  Game game;
  REQUIRE(game.play_moves(review_games::kKnights.moves).empty());
  struct Heard final : KnightReviewListener {
    void heard(const KnightTurn& turn) override { turns.push_back(turn); }
    std::vector<KnightTurn> turns;
  } heard;
  Oracle oracle;
  const std::vector<KnightTurn> turns = review_game(game, oracle, best_tries, &heard);
  const int positions = static_cast<int>(turns.size());
  REQUIRE(heard.turns.size() == turns.size() + 1);  // one blunder, heard twice
  for (int i = 0; i < positions; ++i) {
    REQUIRE(heard.turns[i].ply == positions - 1 - i);
    REQUIRE(heard.turns[i].winning == 0);
    REQUIRE(heard.turns[i].line.empty());
  }
  CHECK(heard.turns.back().ply == review_games::kKnights.blunder_ply);
  CHECK(heard.turns.back().winning == turns[review_games::kKnights.blunder_ply].winning);
  CHECK(heard.turns.back().line == turns[review_games::kKnights.blunder_ply].line);
}

TEST_CASE("a game with no move yet is the start, lost for the first player", "[knights][review]") {
  Oracle oracle;
  const std::vector<KnightTurn> turns = review_game(Game{}, oracle, best_tries);
  REQUIRE(turns.size() == 1);
  CHECK_FALSE(turns[0].won);
  CHECK(turns[0].played == kNoMove);
  CHECK(turns[0].mark == Annotation::None);
}

TEST_CASE("each side's summary: its moves and the wins it threw away", "[knights][review]") {
  Game game;
  REQUIRE(game.play_moves(review_games::kKnights.moves).empty());
  Oracle oracle;
  const std::array<SideSummary, 2> sides = summarize(game, review_game(game, oracle, best_tries));
  const SideSummary& first = sides[static_cast<int>(Player::First)];
  const SideSummary& second = sides[static_cast<int>(Player::Second)];
  // 19 moves, the first player's ten; the second's b8 at ply 7 threw its win away.
  CHECK(std::vector<int>{first.moves, first.blunders, first.lost} == std::vector<int>{10, 0, 0});
  CHECK(std::vector<int>{second.moves, second.blunders, second.lost} == std::vector<int>{9, 1, 1});
  CHECK(first.perfect());
  CHECK_FALSE(second.perfect());
  CHECK(second.mistakes + second.dubious + first.mistakes + first.dubious == 0);  // the knights know only ??
}
