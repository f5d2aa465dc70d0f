// The solver against plain references written from the rules: win/loss on thousands of random
// positions, Grundy values and the XOR rule on disconnected ones, and the same answers whatever
// the table size or the order of questions.
#include <catch2/catch.hpp>

#include "core/random.hpp"
#include "knights/components.hpp"
#include "knights/game.hpp"
#include "knights/mirror.hpp"
#include "knights/solver.hpp"
#include "knights_reference_solver.hpp"
#include "slow_cases.hpp"

using namespace engine;
using namespace engine::knights;

namespace {

// Returns the free squares of a random game stopped once at most max_free squares are free.
Bitboard random_endgame(Random& rng, int max_free) {
  Position pos;
  while (popcount(pos.legal_moves()) > max_free) pos = pos.after(rng.pick(pos.legal_moves()));
  return pos.legal_moves();
}

// Returns a random set of up to max_free squares, usually in several parts.
Bitboard random_scatter(Random& rng, int max_free) {
  Bitboard free = rng.next() & rng.next();  // about 16 squares
  while (popcount(free) > max_free) free &= ~square_bb(rng.pick(free));
  return free;
}

}  // namespace

TEST_CASE("the solver agrees with a plain win/loss search on thousands of positions", "[knights][solver]") {
  Random rng(11);
  Solver solver(kMiB);
  const int positions = slow_cases(3000);
  int lost = 0;
  for (int i = 0; i < positions; ++i) {
    const Bitboard free = i % 2 ? random_endgame(rng, 14) : random_scatter(rng, 10);
    INFO("free " << free);
    const bool wins = reference::wins(free);
    REQUIRE(solver.is_lost(free) == !wins);
    lost += !wins;
  }
  CHECK(lost > positions / 10);  // both outcomes are well represented
  CHECK(lost < positions * 9 / 10);
}

TEST_CASE("winning moves are exactly the moves to lost positions", "[knights][solver]") {
  Random rng(12);
  Solver solver(kMiB);
  for (int i = 0; i < slow_cases(300); ++i) {
    const Bitboard free = random_endgame(rng, 14);
    Bitboard expected = 0;
    for (Bitboard moves = free; moves;) {
      const Square s = pop_lsb(moves);
      if (!reference::wins(reference::after(free, s))) expected |= square_bb(s);
    }
    REQUIRE(solver.winning_moves(free) == expected);
  }
}

TEST_CASE("Grundy values match a plain mex recursion, and sums obey the XOR rule", "[knights][solver]") {
  Random rng(13);
  Solver solver(kMiB);
  const int positions = slow_cases(1500);
  int disconnected = 0, high = 0;
  for (int i = 0; i < positions; ++i) {
    const Bitboard free = random_scatter(rng, 20);
    INFO("free " << free);
    const int value = solver.grundy(free);
    REQUIRE(value == reference::grundy(free));
    high += value >= 3;
    // Split off one part: the rest and the part are sums whose values XOR to the whole.
    if (!free) continue;
    const Bitboard part = component_of(free, lsb(free));
    if (part == free) continue;
    ++disconnected;
    REQUIRE((reference::grundy(part) ^ reference::grundy(free & ~part)) == value);
    for (int n = 0; n < 8; ++n) REQUIRE(Solver(64 * kKiB).has_value(free, n) == (n == value));
  }
  CHECK(disconnected > positions / 3);
  CHECK(high > positions / 30);
}

TEST_CASE("every part of up to four squares has the value of a plain mex recursion", "[knights][solver]") {
  // Parts of up to four squares are valued by their shape (solver.cpp's tiny_grundy): the sets of
  // four squares in a 6 x 6 corner hold every such shape (paths, stars, squares of four) and sums.
  Solver solver(kMiB);
  int stars = 0;
  for (Square a = 0; a < kSquares; ++a)
    for (Square b = a + 1; b < kSquares; ++b)
      for (Square c = b + 1; c < kSquares; ++c)
        for (Square d = c + 1; d < kSquares; ++d) {
          const Bitboard free = square_bb(a) | square_bb(b) | square_bb(c) | square_bb(d);
          if (free & ~0x3F3F3F3F3F3FULL) continue;
          INFO("free " << free);
          const int value = reference::grundy(free);
          REQUIRE(solver.grundy(free) == value);
          stars += component_of(free, a) == free && value == 1;
        }
  CHECK(stars > 0);
}

TEST_CASE("values of parts of 20 squares or more, asked value by value, match a plain mex recursion", "[knights][solver]") {
  // From 20 squares (solver.cpp's kValueSearchSize) the solver asks "is it n?" for n = 0, 1, …,
  // working out the part's options once for every n.
  Random rng(16);
  Solver solver(kMiB);
  int parts = 0, high = 0;
  for (int i = 0; i < slow_cases(300); ++i) {
    const Bitboard free = random_endgame(rng, 26);
    Bitboard largest = 0;
    for (Bitboard rest = free; rest;) {
      const Bitboard part = component_of(rest, lsb(rest));
      rest &= ~part;
      if (popcount(part) > popcount(largest)) largest = part;
    }
    if (popcount(largest) < 20) continue;
    INFO("part " << largest);
    const int value = solver.grundy(largest);
    REQUIRE(value == reference::grundy(largest));
    ++parts;
    high += value >= 3;
  }
  CHECK(parts > slow_cases(300) / 3);
  CHECK(high > parts / 10);  // values past 2, whose searches ask several n
}

TEST_CASE("a tiny table that keeps replacing entries gives the same answers", "[knights][solver]") {
  Random rng(14);
  Solver big(4 * kMiB), tiny(16 * kKiB);
  for (int i = 0; i < slow_cases(40); ++i) {
    const Bitboard free = random_endgame(rng, 30);
    REQUIRE(tiny.grundy(free) == big.grundy(free));
    REQUIRE(tiny.winning_moves(free) == big.winning_moves(free));
  }
}

TEST_CASE("every position symmetric under the half turn is lost for the side to move", "[knights][solver]") {
  Random rng(15);
  Solver solver(4 * kMiB);
  for (int i = 0; i < 300; ++i) {
    // Knights placed in mirror pairs through the centre, for a random number of pairs.
    Position pos;
    const int pairs = 3 + static_cast<int>(rng.below(6));
    for (int p = 0; p < pairs && pos.legal_moves(); ++p) {
      const Square s = rng.pick(pos.legal_moves());
      pos = pos.after(s);
      REQUIRE(mirror_reply(pos) == 63 - s);
      pos = pos.after(63 - s);
    }
    const Bitboard free = pos.legal_moves();
    REQUIRE(apply_symmetry(free, 3) == free);
    REQUIRE(solver.is_lost(free));
    REQUIRE(solver.grundy(free) == 0);
    if (popcount(free) <= 14) REQUIRE_FALSE(reference::wins(free));
  }
}
