// Fuzz target: the weights file (Reversi's knowledge: pattern tables, probcut regressions, opening
// books), which the page downloads and hands to the engine, and `reversi match` reads from disk.
// The input is the file. A file that reads writes back as one that reads to the same weights, and
// each size's evaluation and book then answer within their bounds on the start position, and a
// short search with it on a midgame position (its regressions pruning) values every legal move
// within the board's scores and thinks of a legal move; a file refused says why.
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "fuzz_check.hpp"
#include "reversi/pattern_evaluation.hpp"
#include "reversi/score.hpp"
#include "reversi/search.hpp"

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

// A midgame position of the size, half its squares empty: the lowest legal square and the
// highest in turn from the start.
Board midgame_board(const Geometry& geometry) {
  Board board = Board::start();
  for (int ply = 0; ply < (geometry.cells() - 4) / 2; ++ply) {
    const engine::Bitboard moves = legal_moves(board, geometry.squares);
    if (!moves) return board;  // a pass, too soon for the search's sake: this one will do
    const engine::Square s = ply % 2 ? static_cast<engine::Square>(63 - std::countl_zero(moves)) : engine::lsb(moves);
    board = board.after(s, flips(s, board.player, board.opponent));
  }
  return board;
}

// A search of a few thousand nodes with the weights: its values and its move as the rules allow.
void check_search(const PatternWeights& weights, const Geometry& geometry) {
  static TranspositionTable table(256 * 1024);
  const Board board = midgame_board(geometry);
  const engine::Bitboard legal = legal_moves(board, geometry.squares);
  table.clear();
  Search search(geometry, table, weights);
  const std::vector<MoveValue> values = search.analyze(board, {.nodes = 2000});
  FUZZ_CHECK(static_cast<int>(values.size()) == engine::popcount(legal));
  for (const MoveValue& value : values) FUZZ_CHECK(engine::contains(legal, value.move) && std::abs(value.score) <= geometry.cells());
  table.clear();
  const SearchResult thought = Search(geometry, table, weights).think(board, {.nodes = 2000});
  FUZZ_CHECK(engine::contains(legal, thought.move) && std::abs(thought.score) <= geometry.cells() * kUnitsPerDisc);
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
  for (const Geometry* geometry : {&kBoard8, &kBoard6}) {
    check_size(*weights, *geometry);
    check_search(*weights, *geometry);
  }
  return 0;
}
