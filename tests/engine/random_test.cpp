// The seedable generator: reproducible, and uniform enough that the random AI is fair.
#include <catch2/catch.hpp>

#include <array>

#include "core/random.hpp"
#include "players/random_player.hpp"

using namespace engine;

TEST_CASE("the same seed gives the same sequence, another seed another", "[random]") {
  Random a(42), b(42), c(43);
  bool differs = false;
  for (int i = 0; i < 100; ++i) {
    const auto x = a.next();
    CHECK(x == b.next());
    differs |= x != c.next();
  }
  CHECK(differs);
}

TEST_CASE("below(n) stays in range and hits every value about equally", "[random]") {
  Random rng(1);
  constexpr int kDraws = 70'000;
  std::array<int, 7> counts{};
  for (int i = 0; i < kDraws; ++i) {
    const auto v = rng.below(7);
    REQUIRE(v < 7);
    ++counts[v];
  }
  // Expected 10,000 each; 5 standard deviations is about ±460.
  for (const int count : counts) CHECK(std::abs(count - 10'000) < 460);
}

TEST_CASE("the random player picks only legal squares, each about equally often", "[random][ai]") {
  Random rng(2);
  const Bitboard legal = square_bb(0) | square_bb(9) | square_bb(27) | square_bb(63);
  std::array<int, 64> counts{};
  for (int i = 0; i < 40'000; ++i) ++counts[random_move(legal, rng)];
  for (Square s = 0; s < 64; ++s) {
    if (contains(legal, s))
      CHECK(std::abs(counts[s] - 10'000) < 460);
    else
      CHECK(counts[s] == 0);
  }
}

TEST_CASE("nth_square walks the set squares in order", "[random]") {
  const Bitboard b = square_bb(3) | square_bb(17) | square_bb(60);
  CHECK(nth_square(b, 0) == 3);
  CHECK(nth_square(b, 1) == 17);
  CHECK(nth_square(b, 2) == 60);
}
