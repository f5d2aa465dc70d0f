// Stable discs: whatever is played afterwards, a disc reported stable keeps its colour.
#include <catch2/catch.hpp>

#include "core/random.hpp"
#include "reversi/stability.hpp"

using namespace engine;
using namespace engine::reversi;

namespace {

// Plays one random move or pass; returns false when the game is over.
bool random_step(Board& board, Bitboard squares, Random& rng) {
  const Bitboard moves = legal_moves(board, squares);
  if (!moves) {
    if (!legal_moves(board.passed(), squares)) return false;
    board = board.passed();
    return true;
  }
  const Square s = rng.pick(moves);
  board = board.after(s, flips(s, board.player, board.opponent));
  return true;
}

void check_stability(const Geometry& g, std::uint64_t seed) {
  Random rng(seed);
  int stable_seen = 0;
  for (int game = 0; game < 300; ++game) {
    Board board = Board::start();
    const int stop_at = 4 + static_cast<int>(rng.below(static_cast<std::uint32_t>(g.cells() - 4)));
    for (int ply = 0; ply < stop_at && random_step(board, g.squares, rng);) ++ply;
    // Colours as black/white regardless of who moves later: track the side to move at the snapshot.
    const Bitboard mine = stable_discs(board.player, board.opponent, g.squares);
    const Bitboard theirs = stable_discs(board.opponent, board.player, g.squares);
    REQUIRE((mine & ~board.player) == 0);
    REQUIRE((theirs & ~board.opponent) == 0);
    stable_seen += popcount(mine | theirs);
    for (int line = 0; line < 20; ++line) {
      Board future = board;
      bool same_side = true;
      while (true) {
        const Bitboard player = same_side ? future.player : future.opponent;
        const Bitboard opponent = same_side ? future.opponent : future.player;
        REQUIRE((mine & ~player) == 0);
        REQUIRE((theirs & ~opponent) == 0);
        if (!random_step(future, g.squares, rng)) break;
        same_side = !same_side;
      }
    }
  }
  CHECK(stable_seen > 1000);  // the check saw many stable discs, not an empty claim
}

}  // namespace

TEST_CASE("stable discs never change colour in random continuations", "[reversi][stability]") {
  check_stability(kBoard8, 1);
  check_stability(kBoard6, 2);
}

TEST_CASE("corners, full lines and full boards are stable", "[reversi][stability]") {
  // One disc on a corner of each board.
  CHECK(stable_discs(square_bb(0), square_bb(1), kBoard8.squares) == square_bb(0));
  CHECK(stable_discs(square_bb(9), square_bb(10), kBoard6.squares) == square_bb(9));
  // A lone disc off the corner is not.
  CHECK(stable_discs(square_bb(1), square_bb(0) | square_bb(2), kBoard8.squares) == 0);
  // An edge filled from corner to corner is stable whatever its colours.
  const Bitboard row1 = 0xFF;
  CHECK(stable_discs(row1 & 0x55, row1 & 0xAA, kBoard8.squares) == (row1 & 0x55));
  // A full board: everything.
  CHECK(stable_discs(0x00FF00FF00FF00FFULL, 0xFF00FF00FF00FF00ULL, kBoard8.squares) == 0x00FF00FF00FF00FFULL);
  CHECK(stable_discs(kBoard6.squares & 0x00000000FFFFFFFFULL, kBoard6.squares & ~0x00000000FFFFFFFFULL,
                     kBoard6.squares) == (kBoard6.squares & 0x00000000FFFFFFFFULL));
}
