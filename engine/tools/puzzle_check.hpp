// What the two games' puzzle checks share: every puzzle distinct from the others up to the board's
// symmetries, and every puzzle, or an even sample of them, proven again by the game's solver.
#pragma once

#include <cstddef>
#include <set>
#include <string>
#include <vector>

#include "core/puzzle_set.hpp"

namespace engine {

struct PuzzleCheck {
  std::size_t proven = 0;  // puzzles proven again
  std::string error;       // "r00012: why", the first puzzle that failed; empty when none did
};

// Checks puzzles: key(puzzle) the key of its position up to symmetry, prove(puzzle) why it is no
// proven puzzle (empty when it is). sample 0 proves every puzzle; n, n of them spread evenly over
// the set (the first included); distinctness is checked over the whole set either way.
template <class Key, class Prove>
PuzzleCheck check_puzzles(const std::vector<Puzzle>& puzzles, std::size_t sample, Key key, Prove prove) {
  PuzzleCheck check;
  std::set<decltype(key(puzzles.front()))> keys;
  for (const Puzzle& puzzle : puzzles) {
    if (!keys.insert(key(puzzle)).second) {
      check.error = puzzle.id + ": the same position as an earlier puzzle, up to the board's symmetries";
      return check;
    }
  }
  const std::size_t n = puzzles.size(), proved = sample == 0 || sample > n ? n : sample;
  for (std::size_t i = 0; i < proved; ++i) {
    const Puzzle& puzzle = puzzles[i * n / proved];
    if (const std::string why = prove(puzzle); !why.empty()) {
      check.error = puzzle.id + ": " + why;
      return check;
    }
    ++check.proven;
  }
  return check;
}

}  // namespace engine
