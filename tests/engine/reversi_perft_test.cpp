// Perft from the start position of both sizes against the published counts
// (shared/data/reversi/perft.txt, column A: a pass is a ply, a finished game one leaf).
// Deeper counts are in `reversi bench`.
#include <catch2/catch.hpp>

#include <cstdint>
#include <vector>

#include "reversi/perft.hpp"

using namespace engine;
using namespace engine::reversi;

TEST_CASE("8x8 perft from the start matches the published counts", "[reversi][perft]") {
  const std::vector<std::uint64_t> expected{1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288};
  for (int depth = 0; depth < static_cast<int>(expected.size()); ++depth) {
    INFO("depth " << depth);
    CHECK(perft(Board::start(), kBoard8.squares, depth) == expected[depth]);
  }
}

TEST_CASE("6x6 perft from the start matches the published counts", "[reversi][perft]") {
  const std::vector<std::uint64_t> expected{1, 4, 12, 56, 244, 1364, 7604, 47740, 308716, 2114912};
  for (int depth = 0; depth < static_cast<int>(expected.size()); ++depth) {
    INFO("depth " << depth);
    CHECK(perft(Board::start(), kBoard6.squares, depth) == expected[depth]);
  }
}

TEST_CASE("perft counts a pass as a ply and a finished game as one leaf", "[reversi][perft]") {
  // Black a1, white b1, c1 empty: black takes c1 and the board holds no white disc, so the game ends.
  const Board one_move{square_bb(0), square_bb(1)};
  CHECK(perft(one_move, kBoard8.squares, 1) == 1);
  CHECK(perft(one_move, kBoard8.squares, 5) == 1);
  // White to move cannot, black can: the pass is ply one, black's single move ply two.
  CHECK(perft(one_move.passed(), kBoard8.squares, 1) == 1);
  CHECK(perft(one_move.passed(), kBoard8.squares, 2) == 1);
  // Nobody can move: one leaf at any depth.
  CHECK(perft(Board{square_bb(0), 0}, kBoard8.squares, 3) == 1);
}
