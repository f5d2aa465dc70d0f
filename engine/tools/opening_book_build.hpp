// Building the strong level's opening book (reversi/opening_book.hpp), behind `reversi book`.
//
// From the start position outward, a ply at a time: every legal move of a position to expand is
// searched (the strong level's search, `nodes` a move, a fresh table each, so the book does not
// depend on the threads); of the moves found, those within `width` of the position's best move
// are expanded in turn, up to `plies` from the start, the lines that lose least along the way
// first, until `positions` positions are searched. A position reached again, by another move
// order or as a mirror image, is searched once. Last, each expanded position takes the value of
// its best move (negamax), and the tree is written in the book's format.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "reversi/evaluation.hpp"

namespace engine::reversi {

struct BookOptions {
  const Geometry* geometry = &kBoard8;
  int positions = 3000;               // the most positions searched
  int plies = 16;                     // the deepest position expanded, in plies from the start
  int width = 3 * kUnitsPerDisc;      // the moves expanded: within this of the best, in evaluation units
  std::uint64_t nodes = 1'000'000;    // the search's budget for one position
  int threads = 1;
  // Called after each ply's searches (a build can take hours): the ply and the positions searched so far.
  std::function<void(int ply, int positions)> on_ply = {};
};

struct BookBuild {
  std::vector<unsigned char> bytes;  // the book, as a weights file holds it
  int positions = 0;                 // searched: the book's distinct positions
  int expanded = 0;                  // of which with their moves in the book
  int deepest = 0;                   // the ply of the deepest expanded position
};

BookBuild build_opening_book(const BookOptions& options, const Evaluation& evaluation);

}  // namespace engine::reversi
