// The outcome table's values: every position of up to five knights has one, they agree with the
// book, the table's bits and the plain solver, the oracle answers grundy() from them without a
// search, and a value file survives saving and loading and is refused clearly, changing nothing,
// when corrupt or made for another table.
#include <catch2/catch.hpp>

#include <algorithm>
#include <bit>

#include "core/byte_file.hpp"
#include "core/random.hpp"
#include "knights/book.hpp"
#include "knights/components.hpp"
#include "knights/opening_keys.hpp"
#include "knights/oracle.hpp"
#include "knights/outcomes.hpp"
#include "knights/position.hpp"
#include "knights/shape.hpp"
#include "slow_cases.hpp"

using namespace engine;
using namespace engine::knights;

namespace {

// Returns the free squares after `knights` random moves from the start (fewer if the game ends).
Bitboard random_position(Random& rng, int knights) {
  Position pos;
  for (int ply = 0; ply < knights && pos.legal_moves(); ++ply) pos = pos.after(rng.pick(pos.legal_moves()));
  return pos.legal_moves();
}

}  // namespace

TEST_CASE("the compiled-in values give every position of up to five knights, 0 exactly where the table says lost",
          "[knights][outcomes][values]") {
  const Outcomes& table = Outcomes::builtin();
  REQUIRE(table.has_values());
  for (const Bitboard free : opening_keys(kOutcomePlies)) {
    INFO("free " << free);
    const auto value = table.grundy(free);
    REQUIRE(value.has_value());
    REQUIRE((*value == 0) == *table.is_lost(free));
  }
  // Found in any of a position's images, as the bits are.
  Random rng(41);
  for (int i = 0; i < 200; ++i) {
    const Bitboard free = random_position(rng, 1 + static_cast<int>(rng.below(kOutcomePlies)));
    REQUIRE(table.grundy(free) == table.grundy(board_key(free).key));
  }
}

TEST_CASE("each position of up to four knights has the book's value, the mex of its children's values in the table",
          "[knights][outcomes][values]") {
  // Exhaustive natively (a quarter of the positions in the sanitizer build): the book's values
  // were found by searches of their own, so every value of five knights that could change a
  // parent's mex is checked against them.
  const Book& book = Book::embedded();
  const Outcomes& table = Outcomes::builtin();
  const std::vector<Bitboard>& keys = book.keys();
  for (std::size_t i = 0; i < keys.size(); i += kSlowCaseShare) {
    const Bitboard free = keys[i];
    std::uint64_t seen = 0;
    for (Bitboard moves = free; moves;) seen |= std::uint64_t{1} << *table.grundy(free & ~closed_neighbourhood(pop_lsb(moves)));
    INFO("free " << free);
    REQUIRE(table.grundy(free) == book.grundy(free));
    REQUIRE(std::countr_one(seen) == *book.grundy(free));
  }
}

TEST_CASE("the values agree with the plain solver, at five knights and past them", "[knights][outcomes][values]") {
  const Outcomes& table = Outcomes::builtin();
  Solver solver(64 * kMiB);
  Random rng(42);
  int nonzero = 0;
  for (int checked = 0; checked < slow_cases(16);) {
    const Bitboard free = random_position(rng, kOutcomePlies);
    if (popcount(~free) < kOutcomePlies) continue;  // ended early: the book's
    INFO("free " << free);
    const int value = solver.grundy(free);
    REQUIRE(table.grundy(free) == value);
    nonzero += value != 0;
    ++checked;
  }
  CHECK(nonzero >= slow_cases(16) / 2);
  // The positions of six knights met in play whose values are kept (slow to find: the first two).
  REQUIRE(table.more_count() > 10);
  for (int i = 0; i < slow_cases(8); i += 4) {
    const Bitboard free = table.more_keys()[static_cast<std::size_t>(i)];
    INFO("free " << free);
    REQUIRE_FALSE(table.is_lost(free).has_value());
    REQUIRE(table.grundy(free) == solver.grundy(free));
  }
}

TEST_CASE("an oracle answers grundy() from the values without a search", "[knights][outcomes][values]") {
  Oracle with;
  with.use_outcomes(Outcomes::builtin());
  Random rng(43);
  for (int i = 0; i < 100; ++i) {
    const Bitboard free = random_position(rng, kOutcomePlies);
    REQUIRE(with.grundy(free) == *Outcomes::builtin().grundy(free));
  }
  CHECK(with.solver().nodes() == 0);
}

TEST_CASE("values survive saving and loading", "[knights][outcomes][values]") {
  const Outcomes& table = Outcomes::builtin();
  const std::vector<std::uint8_t> bytes = table.save_values();
  Outcomes copy = table.with_values({}, {});
  REQUIRE_FALSE(copy.has_values());
  REQUIRE(copy.load_values(bytes).empty());
  CHECK(copy.more_count() == table.more_count());
  CHECK(copy.save_values() == bytes);
}

TEST_CASE("corrupt value files, or values of another table, are refused clearly and change nothing", "[knights][outcomes][values]") {
  // The table of up to one knight: the 10 positions of one, then the empty board, which is lost.
  const Outcomes small = Outcomes::from(1, {false, false, false, false, false, false, false, false, false, false, true});
  const Bitboard corner = board_key(~Bitboard{0} & ~closed_neighbourhood(0)).key;
  Position two;
  for (const Square s : {0, 63}) two = two.after(s);
  const Bitboard past = board_key(two.legal_moves()).key;  // a position of two knights, past the plies
  const Outcomes valued = small.with_values({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0}, {{past, 3}});
  const std::vector<std::uint8_t> good = valued.save_values();
  {
    Outcomes copy = small;
    REQUIRE(copy.load_values(good).empty());
    CHECK(copy.grundy(past) == 3);
    CHECK(copy.grundy(corner).has_value());
    CHECK(copy.save_values() == good);
  }
  Outcomes table = valued;
  const auto refuse = [&](const std::vector<std::uint8_t>& bytes, const std::string& says) {
    const std::string error = table.load_values(bytes);
    INFO(error);
    CHECK(error.find(says) != std::string::npos);
    CHECK(table.save_values() == good);
  };
  CHECK(Outcomes{}.load_values(good).find("outcome table, loaded first") != std::string::npos);
  refuse({}, "too short");
  auto bytes = good;
  bytes[0] = 'X';
  refuse(bytes, "does not start with KNVALS01");
  bytes = good;
  bytes[24] ^= 1;
  refuse(bytes, "checksum does not match");
  bytes = good;
  bytes.pop_back();
  refuse(bytes, "checksum does not match");
  refuse(Outcomes::builtin().save_values(), "for another outcome table (450252 positions, the table 11)");
  // Files with a good checksum and a flaw.
  const auto remade = [&small](std::vector<std::uint8_t> values, std::vector<KnownValue> more) {
    std::vector<std::uint8_t> bytes = small.with_values(values, {}).save_values();
    bytes.resize(bytes.size() - 8 - values.size());
    bytes[16] = static_cast<std::uint8_t>(more.size());
    for (const KnownValue& known : more) values.push_back(known.value);
    bytes.insert(bytes.end(), values.begin(), values.end());
    for (const KnownValue& known : more) put_le(bytes, known.key, 8);
    put_le(bytes, fnv1a64(bytes), 8);
    return bytes;
  };
  REQUIRE(remade({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0}, {{past, 3}}) == good);
  refuse(remade({1, 2, 3, 0, 5, 6, 7, 8, 9, 10, 0}, {}), "disagrees with the outcome table at position 3");
  refuse(remade({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 4}, {}), "disagrees with the outcome table at position 10");
  refuse(remade({1, 2, 3, 4, 64, 6, 7, 8, 9, 10, 0}, {}), "a value of 64 or more");
  refuse(remade({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0}, {{past, 64}}), "a value of 64 or more");
  const Bitboard later = board_key(past & ~closed_neighbourhood(lsb(past))).key;
  refuse(remade({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0}, {{std::max(past, later), 1}, {std::min(past, later), 1}}), "out of key order");
  const Bitboard turned = apply_symmetry(past, 1);  // the same position, not its key
  REQUIRE(turned != past);
  refuse(remade({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0}, {{turned, 1}}), "not keys");
  refuse(remade({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0}, {{corner, 1}}), "or the table's");
  bytes = good;
  bytes.insert(bytes.end() - 8, 0);
  bytes.resize(bytes.size() - 8);
  put_le(bytes, fnv1a64(bytes), 8);
  refuse(bytes, "its counts take");
}
