// Shapes: the bit-parallel knight spread and flood fill against the attack table, canonical keys,
// and the mirror rule against the plain game value.
#include <catch2/catch.hpp>

#include "core/random.hpp"
#include "knights/components.hpp"
#include "knights/shape.hpp"
#include "knights_reference_solver.hpp"

using namespace engine;
using namespace engine::knights;

namespace {

// Returns a random connected set grown from a random square by knight steps, of up to size squares.
Bitboard random_part(Random& rng, int size) {
  Bitboard part = square_bb(static_cast<Square>(rng.below(64)));
  for (int i = 1; i < size; ++i) {
    const Bitboard reach = attacks_of(part) & ~part;
    if (!reach) break;
    part |= square_bb(rng.pick(reach));
  }
  return part;
}

}  // namespace

TEST_CASE("knight spread and flood fill agree with the attack table", "[knights][shape]") {
  Random rng(2);
  for (int i = 0; i < 2000; ++i) {
    const Bitboard free = rng.next() & rng.next();  // about a quarter of the board
    CHECK(knight_spread(free) == attacks_of(free));
    if (!free) continue;
    const Square s = rng.pick(free);
    // Breadth-first search one square at a time.
    Bitboard seen = square_bb(s), queue = seen;
    while (queue) {
      const Square q = pop_lsb(queue);
      const Bitboard next = KnightAttacks[q] & free & ~seen;
      seen |= next;
      queue |= next;
    }
    CHECK(component_of(free, s) == seen);
  }
}

TEST_CASE("the fill that stops early finds the pieces a move leaves, as the whole fill does", "[knights][shape]") {
  Random rng(5);
  int several = 0;
  for (int i = 0; i < 5000; ++i) {
    // A connected part, a move in it, and the pieces of what the move leaves (lone squares aside),
    // each of which holds a square next to one the move takes.
    const Bitboard part = random_part(rng, 2 + static_cast<int>(rng.below(40)));
    const Bitboard taken = part & closed_neighbourhood(rng.pick(part));
    Bitboard free = part & ~taken, expected = free, pieces = 0;
    free &= ~lone_squares(free);
    Bitboard touching = knight_spread(taken) & free;
    for (; free; ++pieces) {
      const Bitboard piece = component_touching(free, touching);
      INFO("part " << part << ", taken " << taken);
      REQUIRE(piece == component_of(free, lsb(touching)));
      free &= ~piece;
      touching &= ~piece;
      expected &= ~piece;
    }
    CHECK(expected == lone_squares(part & ~taken));  // every other square was in a piece
    several += pieces >= 2;
  }
  CHECK(several >= 500);
}

TEST_CASE("canonical keys agree across the 8 symmetries and all translations", "[knights][shape]") {
  Random rng(3);
  for (int i = 0; i < 2000; ++i) {
    const Bitboard part = random_part(rng, 1 + static_cast<int>(rng.below(20)));
    const Bitboard key = shape_of(part).key;
    CHECK(key == to_corner(key));
    for (int sym = 0; sym < kSymmetries; ++sym) {
      const Bitboard image = apply_symmetry(part, sym);
      CHECK(shape_of(image).key == key);
      // Every translation of the image that stays on the board.
      const Bitboard corner = to_corner(image);
      const int rows = (63 - std::countl_zero(corner)) / 8 + 1, cols = std::bit_width(used_columns(corner));
      for (int dr = 0; dr + rows <= 8; ++dr)
        for (int dc = 0; dc + cols <= 8; ++dc) CHECK(shape_of(corner << (8 * dr + dc)).key == key);
    }
  }
}

TEST_CASE("shapes the mirror rule proves lost have value 0", "[knights][shape]") {
  Random rng(4);
  int proved = 0;
  for (int i = 0; i < 20000 && proved < 300; ++i) {
    // Symmetric sets: a random half, joined to its image under a random mirror of a random box.
    const Bitboard half = random_part(rng, 1 + static_cast<int>(rng.below(7)));
    const Bitboard whole = half | apply_symmetry(half, 1 + static_cast<int>(rng.below(7)));
    const Bitboard part = component_of(whole, lsb(whole));
    if (popcount(part) > 18 || !shape_of(part).mirror_lost) continue;
    ++proved;
    INFO("part " << part);
    CHECK(reference::grundy(part) == 0);
  }
  CHECK(proved >= 100);
}

TEST_CASE("the mirror rule refuses shapes whose mirror pairs touch", "[knights][shape]") {
  // b8 and c6 are a knight step apart and each other's image under the half turn of their box.
  const Bitboard pair = square_bb(1) | square_bb(18);
  CHECK_FALSE(shape_of(pair).mirror_lost);
  CHECK(reference::grundy(pair) == 1);
  // Three squares in a row of knight steps: the middle one is its own image.
  const Bitboard path = square_bb(0) | square_bb(17) | square_bb(34);
  CHECK_FALSE(shape_of(path).mirror_lost);
  CHECK(reference::grundy(path) == 2);
}
