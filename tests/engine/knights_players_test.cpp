// The computer players: levels by name, legal and varied moves, the weighted player's exact
// endgame and blocking score, and the perfect player's promises — as second player it wins every
// game; as first player it wins every game in which the opponent ever leaves it a won position;
// when lost, it leaves the fewest winning replies, as a plain count finds them.
#include <catch2/catch.hpp>

#include <climits>
#include <set>
#include <unordered_map>

#include "knights/components.hpp"
#include "knights/mirror.hpp"
#include "players/knights_perfect.hpp"
#include "players/knights_weighted.hpp"
#include "knights_reference_solver.hpp"
#include "slow_cases.hpp"
#include "tools/knights_match.hpp"

using namespace engine;
using namespace engine::knights;

TEST_CASE("levels are named random, weighted and perfect", "[ai]") {
  for (const Level level : {Level::Random, Level::Weighted, Level::Perfect})
    CHECK(parse_level(level_name(level)) == level);
  CHECK(level_name(Level::Weighted) == std::string("weighted"));
  CHECK_FALSE(parse_level("strong").has_value());
  CHECK_FALSE(parse_level("").has_value());
}

TEST_CASE("every level plays legal moves, and seeds vary them", "[ai]") {
  Oracle oracle;
  for (const Level level : {Level::Random, Level::Weighted, Level::Perfect}) {
    std::set<Square> first_moves;
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
      Random rng(seed);
      const GameResult game = play_game(level, level, rng, oracle);
      Game replay;
      for (const Square s : game.moves) REQUIRE(replay.play(s) == MoveError::None);
      REQUIRE(replay.is_over());
      first_moves.insert(game.moves.front());
    }
    INFO(level_name(level));
    CHECK(first_moves.size() > 1);
  }
}

TEST_CASE("the weighted player wins every small endgame it can", "[ai][weighted]") {
  Random rng(31);
  Solver solver(kMiB);
  int checked = 0;
  for (int i = 0; i < 6000; ++i) {
    Position pos;
    while (popcount(pos.legal_moves()) > kWeightedExactSquares + 6) pos = pos.after(rng.pick(pos.legal_moves()));
    if (!pos.legal_moves()) continue;
    // Winning moves that leave few enough squares for the player's exact endgame.
    Bitboard exact_wins = 0;
    for (Bitboard moves = pos.legal_moves(); moves;) {
      const Square s = pop_lsb(moves);
      const Bitboard left = pos.legal_moves() & ~closed_neighbourhood(s);
      if (popcount(left) <= kWeightedExactSquares && solver.is_lost(left)) exact_wins |= square_bb(s);
    }
    if (!exact_wins) continue;
    ++checked;
    REQUIRE(contains(exact_wins, weighted_move(pos, rng, solver)));
  }
  CHECK(checked > 300);
}

TEST_CASE("before its endgame the weighted player scores a move by the squares it blocks, wherever it stands", "[ai][weighted]") {
  // On the empty board a5, on the edge, and b7, inside, each block four squares.
  Solver solver(kMiB);
  CHECK(weighted_score(Position{}, 24, solver) == -4);
  CHECK(weighted_score(Position{}, 9, solver) == -4);
  Random rng(36);
  for (int i = 0; i < 200; ++i) {
    Position pos;
    for (int plies = static_cast<int>(rng.below(5)); plies > 0; --plies) pos = pos.after(rng.pick(pos.legal_moves()));
    const Bitboard free = pos.legal_moves();
    for (Bitboard moves = free; moves;) {
      const Square s = pop_lsb(moves);
      if (popcount(free & ~closed_neighbourhood(s)) <= kWeightedExactSquares) continue;
      REQUIRE(weighted_score(pos, s, solver) == -popcount(free & KnightAttacks[s]));
    }
  }
}

TEST_CASE("the perfect player answers a move with its mirror image", "[ai][perfect]") {
  Oracle oracle;
  Random rng(32);
  for (Square s = 0; s < kSquares; ++s) CHECK(perfect_move(Position{}.after(s), rng, oracle) == 63 - s);
}

TEST_CASE("as second player the perfect player wins every game", "[ai][perfect]") {
  Oracle oracle;
  Random rng(33);
  for (const Level opponent : {Level::Random, Level::Weighted}) {
    for (int g = 0; g < 1000; ++g) {
      const GameResult game = play_game(opponent, Level::Perfect, rng, oracle);
      INFO(level_name(opponent) << " game " << g);
      REQUIRE(game.winner == Player::Second);
    }
  }
}

TEST_CASE("as first player the perfect player converts every won position it is given", "[ai][perfect]") {
  Oracle oracle;
  Random rng(34);
  const int games = slow_cases(150);
  int given = 0;
  for (const Level opponent : {Level::Random, Level::Weighted}) {
    for (int g = 0; g < games; ++g) {
      const GameResult game = play_game(Level::Perfect, opponent, rng, oracle, true);
      INFO(level_name(opponent) << " game " << g);
      if (game.had_won_position[0]) {
        ++given;
        REQUIRE(game.winner == Player::First);
      }
    }
  }
  CHECK(given > 2 * games * 5 / 6);  // weak opponents hand it a won position in nearly every game
}

TEST_CASE("in a lost position the perfect player leaves the fewest winning replies", "[ai][perfect]") {
  Oracle oracle;
  Random rng(35);
  int checked = 0;
  while (checked < 30) {
    Position pos;
    while (popcount(pos.legal_moves()) > 24) pos = pos.after(rng.pick(pos.legal_moves()));
    const Bitboard free = pos.legal_moves();
    if (!free || !oracle.is_lost(free) || mirror_reply(pos)) continue;
    ++checked;
    const Square move = perfect_move(pos, rng, oracle);
    const auto replies = [&](Square s) { return popcount(oracle.winning_moves(free & ~closed_neighbourhood(s))); };
    const int mine = replies(move);
    for (Bitboard moves = free; moves;) REQUIRE(mine <= replies(pop_lsb(moves)));
  }
}

TEST_CASE("the moves leaving the fewest winning replies are those of a plain count, with and without symmetry", "[ai][perfect]") {
  Oracle oracle;
  Random rng(36);
  int checked = 0, symmetric = 0;
  for (int i = 0; checked < slow_cases(2000); ++i) {
    // Every other game places its knights in pairs through the centre while it can, so that the
    // half turn (and at times other symmetries) keeps the position: counts shared by symmetry.
    Position pos;
    while (popcount(pos.legal_moves()) > 18) {
      const Square s = rng.pick(pos.legal_moves());
      pos = pos.after(s);
      if (i % 2 && contains(pos.legal_moves(), 63 - s)) pos = pos.after(63 - s);
    }
    const Bitboard free = pos.legal_moves();
    std::unordered_map<Bitboard, int> memo;
    if (!free || reference::grundy(free, memo) != 0) continue;
    ++checked;
    symmetric += apply_symmetry(free, 3) == free;
    int fewest = INT_MAX;
    Bitboard expected = 0;
    for (Bitboard moves = free; moves;) {
      const Square s = pop_lsb(moves);
      const Bitboard after = reference::after(free, s);
      int wins = 0;
      for (Bitboard replies = after; replies;) wins += reference::grundy(reference::after(after, pop_lsb(replies)), memo) == 0;
      if (wins < fewest) {
        fewest = wins;
        expected = 0;
      }
      if (wins == fewest) expected |= square_bb(s);
    }
    INFO("free " << free);
    REQUIRE(least_winning_replies(free, oracle) == expected);
  }
  CHECK(symmetric > checked / 4);  // both kinds are well represented
  CHECK(checked - symmetric > checked / 10);
}
