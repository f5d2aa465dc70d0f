// Fuzz target: the weights file (Reversi's knowledge: pattern tables, probcut regressions, opening
// books), which the page downloads and hands to the engine, and `reversi match` reads from disk.
// The input is the file. A file that reads writes back as one that reads to the same weights, and
// each size's evaluation and book then answer within their bounds on the start position; a file
// refused says why.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "fuzz_check.hpp"
#include "reversi/pattern_evaluation.hpp"
#include "reversi/score.hpp"

namespace {

using namespace engine::reversi;

bool same(const SizeWeights& a, const SizeWeights& b) {
  return a.features == b.features && a.book == b.book && a.probcut.has_value() == b.probcut.has_value() &&
         (!a.probcut || a.probcut->parameters == b.probcut->parameters);
}

// On the start position: the evaluation stays within a full board's win; a book knows the position
// and, when it values every move, values each legal move once and plays one of them.
void check_size(const PatternWeights& weights, const Geometry& geometry) {
  const int bound = geometry.cells() * kUnitsPerDisc;
  const Board start = Board::start();
  const engine::Bitboard legal = legal_moves(start, geometry.squares);
  const int value = weights(start, geometry);
  FUZZ_CHECK(value >= -bound && value <= bound);
  const OpeningBook* book = weights.opening_book(geometry);
  if (!book) return;
  FUZZ_CHECK(book->value(start).has_value());
  if (const auto values = book->move_values(start)) {
    engine::Bitboard valued = 0;
    for (const OpeningBook::MoveValue& move : *values) {
      FUZZ_CHECK(engine::contains(legal, move.move));
      valued |= engine::square_bb(move.move);
    }
    FUZZ_CHECK(valued == legal);
    const std::optional<engine::Square> chosen = book_move(*book, start, 1);
    FUZZ_CHECK(chosen && engine::contains(legal, *chosen));
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string error;
  const auto weights = PatternWeights::read(std::span(data, size), error);
  if (!weights) {
    FUZZ_CHECK(!error.empty());
    return 0;
  }
  const SizeWeights eight = weights->size_weights(kBoard8), six = weights->size_weights(kBoard6);
  const std::vector<unsigned char> bytes = PatternWeights::file_bytes(eight, six);
  const auto again = PatternWeights::read(bytes, error);
  FUZZ_CHECK(again && same(again->size_weights(kBoard8), eight) && same(again->size_weights(kBoard6), six));
  FUZZ_CHECK(PatternWeights::file_bytes(again->size_weights(kBoard8), again->size_weights(kBoard6)) == bytes);
  check_size(*weights, kBoard8);
  check_size(*weights, kBoard6);
  return 0;
}
