// The transposition table across searches: a player's later search keeps its earlier ones'
// entries, which give way first when a bucket is full; another evaluation or board size starts afresh.
#include <catch2/catch.hpp>

#include "reversi/probcut.hpp"
#include "reversi/transposition_table.hpp"

using namespace engine;
using namespace engine::reversi;

namespace {

// Distinct boards, all in the one bucket of a one-bucket table.
Board board(int i) { return {square_bb(i), square_bb(63 - i)}; }

bool holds(const TranspositionTable& table, int i) { return table.probe(board(i)) != nullptr; }

}  // namespace

TEST_CASE("a table keeps a player's entries from one search to the next, for that player and size only",
          "[reversi][table]") {
  const int player = 0, other = 1;  // their addresses stand for two evaluations
  TranspositionTable table(1);
  table.begin_search(&player, 8);
  table.store(board(1), 5, kFullWidth, -10, 10, 3, 1);
  table.begin_search(&player, 8);
  REQUIRE(holds(table, 1));
  CHECK(table.probe(board(1))->lower == 3);
  table.begin_search(&player, 6);
  CHECK_FALSE(holds(table, 1));
  table.store(board(1), 5, kFullWidth, -10, 10, 3, 1);
  table.begin_search(&other, 6);
  CHECK_FALSE(holds(table, 1));
}

TEST_CASE("an earlier search's entries give way before the running search's, deep as they are", "[reversi][table]") {
  const int player = 0;
  TranspositionTable table(1);
  table.begin_search(&player, 8);
  table.store(board(1), 10, kFullWidth, -10, 10, 0, 1);
  table.store(board(2), 12, kFullWidth, -10, 10, 0, 2);
  table.begin_search(&player, 8);
  // Both earlier: the shallower goes.
  table.store(board(3), 3, kFullWidth, -10, 10, 0, 3);
  CHECK_FALSE(holds(table, 1));
  CHECK(holds(table, 2));
  // The deep earlier entry goes before the running search's shallow one.
  table.store(board(4), 2, kFullWidth, -10, 10, 0, 4);
  CHECK_FALSE(holds(table, 2));
  CHECK(holds(table, 3));
  CHECK(holds(table, 4));
  // An earlier entry the running search stores again, shallower, stays and counts as the running search's.
  table.begin_search(&player, 8);
  table.store(board(3), 1, kFullWidth, -10, 10, 0, 3);
  table.store(board(5), 1, kFullWidth, -10, 10, 0, 5);
  CHECK(holds(table, 3));
  CHECK_FALSE(holds(table, 4));
}
