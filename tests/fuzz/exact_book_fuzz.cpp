// Fuzz target: the proven book (reversi/exact_book.hpp), which the 6×6 page downloads and hands to
// the engine. The input's first byte picks the board (its low bit: 6×6 or 8×8) and its second the
// solver's empties; the rest is a tree, given to the reader both as it is and in a file with a
// good header and checksum (so that the fuzzer reaches the tree). A book read writes back the same
// bytes, knows the start position, and its moves there are legal and keep the start's value by
// its own values, and contradiction() walks it; a file refused says why.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "fuzz_check.hpp"
#include "reversi/exact_book.hpp"

namespace {

using namespace engine::reversi;

void check(std::span<const unsigned char> bytes) {
  std::string error;
  const std::optional<ExactBook> book = ExactBook::read(bytes, error);
  if (!book) {
    FUZZ_CHECK(!error.empty());
    return;
  }
  const Geometry& g = book->geometry();
  book->contradiction();  // its walk of the tree, over any values
  FUZZ_CHECK(book->bytes() == std::vector<unsigned char>(bytes.begin(), bytes.end()));
  FUZZ_CHECK(ExactBook::file_bytes(g, book->solver_empties(), book->tree()) == book->bytes());
  const Board start = Board::start();
  const std::optional<int> value = book->value(start);
  FUZZ_CHECK(value.has_value());
  for (const engine::Square s : book->kept_moves(start)) {
    FUZZ_CHECK(engine::contains(legal_moves(start, g.squares), s));
    FUZZ_CHECK(book->value(start.after(s, flips(s, start.player, start.opponent))) == -*value);
  }
  const std::optional<engine::Square> chosen = exact_book_move(*book, start, 1);
  FUZZ_CHECK(chosen.has_value() == !book->kept_moves(start).empty());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::span<const unsigned char> input(data, size);
  check(input);
  if (size < 2) return 0;
  const Geometry& geometry = data[0] & 1 ? kBoard8 : kBoard6;
  check(ExactBook::file_bytes(geometry, data[1], input.subspan(2)));
  return 0;
}
