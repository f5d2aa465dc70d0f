// Fuzz target: a puzzle set's text, read as both games' sets (readPuzzles in JavaScript). The input
// is the text. A set read whole writes back line for line to a text that reads to the same puzzles;
// a refused one keeps no puzzle and names a line of the text, and says so first.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_check.hpp"
#include "knights/puzzles.hpp"
#include "reversi/puzzles.hpp"

namespace {

void check(std::string_view text, engine::PuzzleSet (*read)(std::string_view), engine::BoardShape shape) {
  const engine::PuzzleSet set = read(text);
  if (!set.error.empty()) {
    FUZZ_CHECK(set.puzzles.empty());
    FUZZ_CHECK(set.bad_line >= 1 && static_cast<std::size_t>(set.bad_line) <= text.size() + 1);
    FUZZ_CHECK(set.error.starts_with("line " + std::to_string(set.bad_line) + ": "));
    return;
  }
  std::string again;
  for (const engine::Puzzle& puzzle : set.puzzles) {
    FUZZ_CHECK(!puzzle.answers.empty());
    again += engine::puzzle_line(puzzle, shape) + "\n";
  }
  const engine::PuzzleSet reread = read(again);
  FUZZ_CHECK(reread.error.empty() && reread.puzzles.size() == set.puzzles.size());
  for (std::size_t i = 0; i < set.puzzles.size(); ++i) {
    FUZZ_CHECK(reread.puzzles[i].id == set.puzzles[i].id && reread.puzzles[i].position == set.puzzles[i].position);
    FUZZ_CHECK(reread.puzzles[i].answers == set.puzzles[i].answers && reread.puzzles[i].rating == set.puzzles[i].rating);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  check(text, engine::knights::read_puzzles, engine::knights::kShape);
  check(text, engine::reversi::read_puzzles, engine::reversi::kBoard8.shape());
  return 0;
}
