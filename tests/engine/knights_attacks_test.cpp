// The compile-time knight table against the eight knight steps counted one square at a time.
#include <catch2/catch.hpp>

#include <cstdlib>

#include "knights/attacks.hpp"

using namespace engine;
using namespace engine::knights;

TEST_CASE("a knight attacks exactly the squares one knight step away", "[knights][attacks]") {
  for (Square from = 0; from < kSquares; ++from) {
    for (Square to = 0; to < kSquares; ++to) {
      const int dr = std::abs(from / 8 - to / 8), dc = std::abs(from % 8 - to % 8);
      const bool knight_step = (dr == 1 && dc == 2) || (dr == 2 && dc == 1);
      INFO("from " << from << " to " << to);
      CHECK(contains(KnightAttacks[from], to) == knight_step);
    }
  }
}

TEST_CASE("the knight graph of 8x8 has 168 edges, two from each corner", "[knights][attacks]") {
  int directed = 0;
  for (const Bitboard attacks : KnightAttacks) directed += popcount(attacks);
  CHECK(directed == 2 * 168);
  for (const Square corner : {0, 7, 56, 63}) CHECK(popcount(KnightAttacks[corner]) == 2);
  CHECK(popcount(KnightAttacks[27]) == 8);
}

TEST_CASE("the table is built at compile time", "[knights][attacks]") {
  static_assert(KnightAttacks[0] == (square_bb(10) | square_bb(17)));
  static_assert(attacks_of(square_bb(0) | square_bb(63)) == (square_bb(10) | square_bb(17) | square_bb(46) | square_bb(53)));
  SUCCEED();
}
