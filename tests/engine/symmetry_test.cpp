// The board's symmetries (core/symmetry.hpp) against square-by-square definitions, on the 8×8
// board and the 6×6 one in board coordinates: each moves squares as its name says, undo_symmetry
// undoes apply_symmetry, and the eight images of a random set are the eight maps of its squares.
#include <catch2/catch.hpp>

#include <utility>

#include "core/random.hpp"
#include "core/symmetry.hpp"

using namespace engine;

namespace {

struct Cell {
  int r, c;
};

// Returns b with every square (r, c) moved to map(r, c), square by square.
template <typename Map>
Bitboard remap(Bitboard b, Map map) {
  Bitboard out = 0;
  for (Bitboard rest = b; rest;) {
    const Square s = pop_lsb(rest);
    const auto [r, c] = map(s / 8, s % 8);
    out |= square_bb(r * 8 + c);
  }
  return out;
}

// A random set of the n×n board's squares (bit 8·row + column, rows and columns below n).
Bitboard random_set(Random& rng, int n) {
  Bitboard board = 0;
  for (int r = 0; r < n; ++r) board |= ((Bitboard{1} << n) - 1) << (8 * r);
  return rng.next() & board;
}

}  // namespace

TEST_CASE("board symmetries move squares as their definitions say", "[symmetry]") {
  Random rng(1);
  for (const int n : {8, 6}) {
    for (int i = 0; i < 1000; ++i) {
      const Bitboard b = random_set(rng, n);
      CHECK(flip_rows(b, n) == remap(b, [n](int r, int c) { return Cell{n - 1 - r, c}; }));
      CHECK(flip_columns(b, n) == remap(b, [n](int r, int c) { return Cell{r, n - 1 - c}; }));
      CHECK(transpose(b) == remap(b, [](int r, int c) { return Cell{c, r}; }));
      for (int sym = 0; sym < kSymmetries; ++sym) {
        // Symmetry sym's square map: reflect in the diagonal, then turn upside down, then mirror.
        const Bitboard image = remap(b, [n, sym](int r, int c) {
          if (sym & 4) std::swap(r, c);
          if (sym & 2) r = n - 1 - r;
          if (sym & 1) c = n - 1 - c;
          return Cell{r, c};
        });
        CHECK(apply_symmetry(b, sym, n) == image);
        CHECK(undo_symmetry(image, sym, n) == b);
      }
    }
  }
}
