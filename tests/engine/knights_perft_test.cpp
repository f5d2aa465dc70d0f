// Perft from the empty board against independently known counts of placement sequences.
#include <catch2/catch.hpp>

#include "knights/perft.hpp"

using namespace engine::knights;

TEST_CASE("perft from the empty board matches the known counts", "[knights][perft]") {
  const Position empty;
  CHECK(perft(empty, 0) == 1);
  CHECK(perft(empty, 1) == 64);
  CHECK(perft(empty, 2) == 3'696);
  CHECK(perft(empty, 3) == 192'504);
  CHECK(perft(empty, 4) == 9'037'440);
  CHECK(perft(empty, 5) == 382'164'960);
}

TEST_CASE("perft(2) sums 63 minus the attacked squares over every first knight", "[knights][perft]") {
  // An independent count: after a knight on s, 63 - |attacks(s)| squares remain.
  std::uint64_t expected = 0;
  for (engine::Square s = 0; s < kSquares; ++s) expected += 63 - engine::popcount(KnightAttacks[s]);
  CHECK(perft(Position{}, 2) == expected);
}
