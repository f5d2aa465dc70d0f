// Fuzz target: the knight outcome table (knights/outcomes.hpp), which the knight page downloads
// and hands to the engine. The input is given to the reader as it is, and as the body of a file
// with a good header and checksum (so that the fuzzer reaches the answers): its first byte picks
// the plies (0 to 2, whose positions are few) and its next two the counts of wins and tries; the
// rest are the bits and the answers. A table read writes back the same bytes, and each answer is
// found again, in every image of its position, as moves of that position; a file refused says
// why and leaves the table it was read into as it was.
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/byte_file.hpp"
#include "core/symmetry.hpp"
#include "fuzz_check.hpp"
#include "knights/book.hpp"
#include "knights/outcomes.hpp"

namespace {

using namespace engine;
using namespace engine::knights;

// The position counts of plies 0 to 2, worked out once.
const std::vector<std::size_t>& position_counts() {
  static const std::vector<std::size_t> counts{opening_keys(0).size(), opening_keys(1).size(), opening_keys(2).size()};
  return counts;
}

void check_answers(const std::vector<Line>& lines, bool wins, const Outcomes& table) {
  for (const Line& line : lines) {
    for (int symmetry = 0; symmetry < kSymmetries; ++symmetry) {
      const Bitboard free = apply_symmetry(line.key, symmetry);
      const auto moves = wins ? table.winning_moves(free) : table.best_tries(free);
      FUZZ_CHECK(moves.has_value());
      FUZZ_CHECK(*moves != 0 && (*moves & ~free) == 0);
    }
  }
}

void check(std::span<const std::uint8_t> bytes) {
  const Outcomes before = Outcomes::from(0, {true});
  Outcomes table = before;
  const std::string error = table.load(bytes);
  if (!error.empty()) {
    FUZZ_CHECK(table.save() == before.save());
    return;
  }
  FUZZ_CHECK(table.save() == std::vector<std::uint8_t>(bytes.begin(), bytes.end()));
  check_answers(table.wins(), true, table);
  check_answers(table.tries(), false, table);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::span<const std::uint8_t> input(data, size);
  check(input);
  if (size < 3) return 0;
  const int plies = data[0] % 3;
  std::vector<std::uint8_t> file{'K', 'N', 'L', 'O', 'S', 'T', '0', '2'};
  put_le(file, static_cast<std::uint64_t>(plies), 4);
  put_le(file, position_counts()[static_cast<std::size_t>(plies)], 4);
  put_le(file, data[1] % 8, 4);
  put_le(file, data[2] % 8, 4);
  file.insert(file.end(), data + 3, data + size);
  put_le(file, fnv1a64(file), 8);
  check(file);
  return 0;
}
