// The opening keys: counted up to symmetry, equal to a plain enumeration ply by ply, and holding
// every position of the first five moves of random games.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "core/random.hpp"
#include "knights/components.hpp"
#include "knights/game.hpp"
#include "knights/opening_keys.hpp"
#include "knights/shape.hpp"

using namespace engine;
using namespace engine::knights;

TEST_CASE("the opening positions up to each ply, counted up to symmetry", "[knights][opening]") {
  // 1 empty board; 10 classes of first moves; then 257, 4075 and 47478 new classes.
  CHECK(opening_keys(0).size() == 1);
  CHECK(opening_keys(1).size() == 11);
  CHECK(opening_keys(2).size() == 268);
  CHECK(opening_keys(3).size() == 4343);
  CHECK(opening_keys(4).size() == 51821);
}

TEST_CASE("the opening keys equal a plain enumeration, ply by ply", "[knights][opening]") {
  // The enumeration under test takes each key once in a hash set, at its first ply; this one
  // keeps each ply's keys in a set of its own and joins them.
  std::set<Bitboard> all{board_key(~Bitboard{0}).key}, level = all;
  for (int ply = 1; ply <= 4; ++ply) {
    std::set<Bitboard> next;
    for (const Bitboard free : level)
      for (Bitboard moves = free; moves;) next.insert(board_key(free & ~closed_neighbourhood(pop_lsb(moves))).key);
    all.insert(next.begin(), next.end());
    level = std::move(next);
    const std::vector<Bitboard> keys = opening_keys(ply);
    CHECK(std::vector<Bitboard>(all.begin(), all.end()) == keys);
  }
}

TEST_CASE("every position of the first five moves of random games is among the opening keys", "[knights][opening]") {
  const std::vector<Bitboard> keys = opening_keys(5);
  CHECK(std::is_sorted(keys.begin(), keys.end()));
  CHECK(std::adjacent_find(keys.begin(), keys.end()) == keys.end());
  Random rng(5);
  for (int i = 0; i < 2000; ++i) {
    Game game;
    for (int ply = 0; ply < 5 && !game.is_over(); ++ply) {
      REQUIRE(game.play(rng.pick(game.legal_mask())) == MoveError::None);
      REQUIRE(std::binary_search(keys.begin(), keys.end(), board_key(game.legal_mask()).key));
    }
  }
}
