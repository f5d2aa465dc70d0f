// The outcome table one ply past the opening book: it loads, agrees with the book and with the
// solver, its answers agree with live searches, it makes the oracle answer as before, and it
// refuses corrupt bytes clearly, changing nothing.
#include <catch2/catch.hpp>

#include <algorithm>

#include "core/byte_file.hpp"
#include "core/random.hpp"
#include "knights/book.hpp"
#include "knights/components.hpp"
#include "knights/oracle.hpp"
#include "knights/outcomes.hpp"
#include "knights/position.hpp"
#include "knights/shape.hpp"
#include "players/knights_perfect.hpp"
#include "slow_cases.hpp"

using namespace engine;
using namespace engine::knights;

TEST_CASE("the compiled-in outcome table covers every position of up to five knights", "[knights][outcomes]") {
  const Outcomes& table = Outcomes::builtin();
  REQUIRE(table.plies() == kOutcomePlies);
  // 51,821 classes up to four knights (the book's), then 398,431 new ones.
  CHECK(table.size() == 450252);
  CHECK(table.lost_count() > 0);
  Random rng(31);
  for (int i = 0; i < 300; ++i) {
    Position pos;
    for (int ply = 0; ply < kOutcomePlies && pos.legal_moves(); ++ply) {
      REQUIRE(table.is_lost(pos.legal_moves()).has_value());
      pos = pos.after(rng.pick(pos.legal_moves()));
    }
    if (popcount(pos.knights) == kOutcomePlies) REQUIRE(table.is_lost(pos.legal_moves()).has_value());
  }
  // A position of six knights is beyond it.
  Position six;
  for (const Square s : {0, 7, 56, 63, 27, 36}) six = six.after(s);
  CHECK_FALSE(table.is_lost(six.legal_moves()).has_value());
}

TEST_CASE("every position of up to four knights is lost in the book exactly when none of its moves leaves a lost position in the table",
          "[knights][outcomes]") {
  // Exhaustive: each book position and each of its children, up to symmetry.
  const Book& book = Book::embedded();
  const Outcomes& table = Outcomes::builtin();
  for (const Bitboard free : book.keys()) {
    bool some_child_lost = false;
    for (Bitboard moves = free; moves && !some_child_lost;) some_child_lost = *table.is_lost(free & ~closed_neighbourhood(pop_lsb(moves)));
    INFO("free " << free);
    REQUIRE(*table.is_lost(free) == (*book.grundy(free) == 0));
    REQUIRE(*table.is_lost(free) == !some_child_lost);
  }
}

TEST_CASE("the outcome table matches the solver on positions of five knights", "[knights][outcomes]") {
  const Outcomes& table = Outcomes::builtin();
  const std::vector<Bitboard> keys = opening_keys(kOutcomePlies), book_keys = opening_keys(kBookPlies);
  Solver solver(64 * kMiB);
  Random rng(32);
  int lost = 0;
  for (int checked = 0; checked < 2000;) {
    const Bitboard free = keys[rng.below(static_cast<std::uint32_t>(keys.size()))];
    if (std::binary_search(book_keys.begin(), book_keys.end(), free)) continue;
    INFO("free " << free);
    const bool solved = solver.is_lost(free);
    REQUIRE(table.is_lost(free) == solved);
    lost += solved;
    ++checked;
  }
  CHECK(lost > 50);  // lost and won positions both checked (about 9% are lost)
}

TEST_CASE("an oracle with the outcome table answers as one without", "[knights][outcomes]") {
  Oracle with, without;
  with.use_outcomes(Outcomes::builtin());
  Random rng(33);
  for (int checked = 0; checked < 30; ++checked) {
    Position pos;
    const int plies = 4 + static_cast<int>(rng.below(2));
    for (int ply = 0; ply < plies && pos.legal_moves(); ++ply) pos = pos.after(rng.pick(pos.legal_moves()));
    const Bitboard free = pos.legal_moves();
    INFO("free " << free);
    REQUIRE(with.winning_moves(free) == without.winning_moves(free));
    REQUIRE(with.is_lost(free) == without.is_lost(free));
    if (with.is_lost(free)) REQUIRE(with.grundy(free) == 0);
  }
}

TEST_CASE("the outcome table's answers are those of a live search, and reached through the oracle", "[knights][outcomes]") {
  const Outcomes& table = Outcomes::builtin();
  REQUIRE(table.wins().size() > 100);
  REQUIRE(table.tries().size() > 100);
  Oracle with, without;
  with.use_outcomes(table);
  Random rng(34);
  for (int i = 0; i < slow_cases(40); ++i) {
    const bool lost = i % 2;
    const std::vector<Line>& answers = lost ? table.tries() : table.wins();
    const Line& answer = answers[rng.below(static_cast<std::uint32_t>(answers.size()))];
    // A random image of the position: the answer turns with it.
    const int symmetry = static_cast<int>(rng.below(kSymmetries));
    const Bitboard free = apply_symmetry(answer.key, symmetry), moves = apply_symmetry(answer.moves, symmetry);
    INFO("free " << free);
    REQUIRE(without.is_lost(free) == lost);
    if (lost) {
      REQUIRE(table.best_tries(free) == moves);
      REQUIRE(least_winning_replies(free, without) == moves);
      REQUIRE(best_tries(free, with) == moves);
      REQUIRE(with.chosen_moves(free) == moves);
    } else {
      REQUIRE(table.winning_moves(free) == moves);
      REQUIRE(without.winning_moves(free) == moves);
      REQUIRE(with.winning_moves(free) == moves);
      REQUIRE(with.count_winning_moves(free, 1) == std::min(popcount(moves), 2));
      Random pick(static_cast<std::uint64_t>(i));
      REQUIRE(contains(moves, *random_winning_move(free, pick, with)));
    }
  }
}

TEST_CASE("the perfect player's moves are among its choices, which the outcome table's builder follows", "[knights][outcomes]") {
  Oracle oracle;
  oracle.use_outcomes(Outcomes::builtin());
  Random rng(35);
  for (int game = 0; game < slow_cases(200); ++game) {
    Position pos;
    for (int ply = 0; ply <= kOutcomePlies + 1 && pos.legal_moves(); ++ply) {
      const Bitboard choices = perfect_choices(pos, oracle);
      const Square move = perfect_move(pos, rng, oracle);
      INFO("game " << game << ", ply " << ply);
      REQUIRE(contains(choices, move));
      pos = pos.after(game % 2 == ply % 2 ? move : rng.pick(pos.legal_moves()));
    }
  }
}

TEST_CASE("an outcome table survives saving and loading", "[knights][outcomes]") {
  const Outcomes& table = Outcomes::builtin();
  Outcomes copy;
  REQUIRE(copy.load(table.save()).empty());
  CHECK(copy.size() == table.size());
  CHECK(copy.lost_count() == table.lost_count());
  CHECK(copy.save() == table.save());
}

TEST_CASE("corrupt outcome tables are refused clearly and change nothing", "[knights][outcomes]") {
  const std::vector<std::uint8_t> good = Outcomes::builtin().save();
  // The table of up to one knight: the 10 positions of one, then the empty board (the keys in
  // increasing order), which is lost: the second player mirrors.
  const Outcomes small = Outcomes::from(1, {false, false, false, false, false, false, false, false, false, false, true});
  Outcomes table = small;
  const auto refuse = [&](const std::vector<std::uint8_t>& bytes, const std::string& says) {
    const std::string error = table.load(bytes);
    INFO(error);
    CHECK(error.find(says) != std::string::npos);
    CHECK(table.plies() == 1);
    CHECK(table.save() == small.save());
  };
  refuse({}, "too short");
  auto bytes = good;
  bytes[0] = 'X';
  refuse(bytes, "does not start with KNLOST02");
  bytes = good;
  bytes[1000] ^= 1;
  refuse(bytes, "checksum does not match");
  bytes = good;
  bytes.pop_back();
  refuse(bytes, "checksum does not match");
  // Files with a good checksum whose plies do not fit their count, or are too many.
  const auto with_plies = [&small](std::uint8_t plies) {
    std::vector<std::uint8_t> bytes = small.save();
    bytes[8] = plies;
    bytes.resize(bytes.size() - 8);
    put_le(bytes, fnv1a64(bytes), 8);
    return bytes;
  };
  CHECK(table.load(with_plies(1)).empty());
  refuse(with_plies(2), "11 positions, 2 plies have 268");
  refuse(with_plies(kOutcomePlies + 1), "claims 6 plies (0 to 5 allowed)");
  // Answers in the wrong order or of moves on no free square; counts past the end.
  const Bitboard all = ~Bitboard{0}, one = board_key(all & ~closed_neighbourhood(0)).key;
  const auto with_answers = [&small](std::vector<Line> wins, std::vector<Line> tries, std::uint8_t extra_tries = 0) {
    std::vector<std::uint8_t> bytes = small.save();
    bytes.resize(bytes.size() - 8);
    bytes[16] = static_cast<std::uint8_t>(wins.size());
    bytes[20] = static_cast<std::uint8_t>(tries.size() + extra_tries);
    put_lines(bytes, wins);
    put_lines(bytes, tries);
    put_le(bytes, fnv1a64(bytes), 8);
    return bytes;
  };
  CHECK(table.load(with_answers({{one, one & -one}}, {{all, 1}})).empty());
  CHECK(table.wins().size() == 1);
  CHECK(table.tries().size() == 1);
  CHECK(table.best_tries(all) == Bitboard{1});
  CHECK_FALSE(table.winning_moves(all));
  CHECK(table.winning_moves(one) == (one & -one));
  table = small;
  refuse(with_answers({}, {{all, 1}, {one, one & -one}}), "tries are not in key order");
  refuse(with_answers({{one, ~one}}, {}), "wins hold moves that are not squares of their position");
  refuse(with_answers({{one, 0}}, {}), "wins hold moves that are not squares of their position");
  const Bitboard turned = apply_symmetry(one, 3);  // the same position, not its key
  REQUIRE(turned != one);
  refuse(with_answers({{turned, turned & -turned}}, {}), "wins hold a key that is no position's least image");
  refuse(with_answers({}, {{all, 1}}, 1), "2 answers take");
  refuse(with_answers({{all, 1}}, {}), "wins hold a position its bits say is lost");
  refuse(with_answers({}, {{one, one & -one}}), "tries hold a position its bits say is won");
}
