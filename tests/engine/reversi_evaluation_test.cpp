// The evaluation's features: counted on hand-built boards, blind to the board's symmetries and
// to whose turn it is (up to sign).
#include <catch2/catch.hpp>

#include <string>
#include <utility>

#include "core/random.hpp"
#include "reversi/evaluation.hpp"
#include "reversi/position.hpp"

using namespace engine;
using namespace engine::reversi;

namespace {

Position position_of(const std::string& text) {
  const ParsedPosition parsed = parse_position(text);
  REQUIRE(parsed.error.empty());
  return parsed.position;
}

// Returns b with every square (row, col) of the grid moved by one of the grid's 8 symmetries:
// bit 0 swaps row and column, bit 1 mirrors the rows, bit 2 the columns.
Bitboard transformed(Bitboard b, int symmetry) {
  Bitboard result = 0;
  for (Bitboard rest = b; rest;) {
    const Square s = pop_lsb(rest);
    int row = s / 8, col = s % 8;
    if (symmetry & 1) std::swap(row, col);
    if (symmetry & 2) row = 7 - row;
    if (symmetry & 4) col = 7 - col;
    result |= square_bb(row * 8 + col);
  }
  return result;
}

// Calls visit(board) on every position of `games` random games on g.
template <class Visit>
void random_positions(const Geometry& g, int games, std::uint64_t seed, Visit visit) {
  Random rng(seed);
  for (int game = 0; game < games; ++game) {
    Board board = Board::start();
    while (true) {
      visit(board);
      const Bitboard moves = legal_moves(board, g.squares);
      if (!moves && !legal_moves(board.passed(), g.squares)) break;
      if (!moves) {
        board = board.passed();
        continue;
      }
      const Square s = rng.pick(moves);
      board = board.after(s, flips(s, board.player, board.opponent));
    }
  }
}

}  // namespace

TEST_CASE("the features of hand-built boards", "[reversi][evaluation]") {
  // 8×8, black to move. a1 is black's corner (so b2 next to it counts for nothing); h1 is empty
  // with white on its X-square g2 and black on its C-square g1; a8 is empty with black on its
  // C-square b8; h8 is empty with white on its C-square h7. Only a1 is stable.
  const Position eight = position_of(
      "X-----X-"
      "-X----O-"
      "--O-----"
      "---XO---"
      "---OX---"
      "--------"
      "-------O"
      "-X------ X");
  const Features f8 = features(eight.board, kBoard8);
  CHECK(f8[kCorners] == 1);
  CHECK(f8[kXSquares] == -1);
  CHECK(f8[kCSquares] == 1);
  CHECK(f8[kStable] == 1);
  CHECK(f8[kDiscs] == 1);   // 6 against 5
  CHECK(f8[kParity] == 1);  // 53 empties
  // 6×6, black to move: the corners are the 6×6 board's own. Black holds a1; f1 is empty with
  // white on its X-square e2; a6 is empty with white on its C-square a5.
  const Position six = position_of(
      "X-----"
      "----O-"
      "--XO--"
      "--OX--"
      "O-----"
      "------ X");
  const Features f6 = features(six.board, kBoard6);
  CHECK(f6[kCorners] == 1);
  CHECK(f6[kXSquares] == -1);
  CHECK(f6[kCSquares] == -1);
  CHECK(f6[kStable] == 1);
  CHECK(f6[kDiscs] == -1);  // 3 against 4
  CHECK(f6[kParity] == 1);  // 29 empties
  // Seen from white: every count changes sign, parity stays.
  const Features white = features(six.board.passed(), kBoard6);
  CHECK(white[kCorners] == -1);
  CHECK(white[kParity] == 1);
}

TEST_CASE("features ignore the board's symmetries and change sign with the side to move", "[reversi][evaluation]") {
  for (const Geometry* g : {&kBoard8, &kBoard6}) {
    int positions = 0;
    random_positions(*g, 60, g->size, [&](const Board& board) {
      const Features f = features(board, *g);
      for (int symmetry = 1; symmetry < 8; ++symmetry) {
        const Board image{transformed(board.player, symmetry), transformed(board.opponent, symmetry)};
        REQUIRE(features(image, *g) == f);
      }
      Features swapped = features(board.passed(), *g);
      for (int i = 0; i < kParity; ++i) swapped[i] = -swapped[i];
      REQUIRE(swapped == f);
      ++positions;
    });
    CHECK(positions > 60 * (g->cells() - 8));
  }
}
