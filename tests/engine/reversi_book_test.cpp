// The strong level's opening book: its key under the board's symmetries, its bytes (read back from
// hand-written trees, refused when malformed), the build's tree (negamax values, the search's
// values at its leaves, the same whatever the threads), and the moves the strong level takes from
// it — the shipped book's included.
#include <catch2/catch.hpp>

#include <deque>
#include <set>
#include <utility>
#include <vector>

#include "players/reversi_players.hpp"
#include "reversi/game.hpp"
#include "core/symmetry.hpp"
#include "tools/opening_book_build.hpp"
#include "tools/reversi_match.hpp"

using namespace engine;
using namespace engine::reversi;

namespace {

std::optional<OpeningBook> read_book(const std::vector<unsigned char>& bytes, std::string& error) {
  return OpeningBook::read(bytes, kBoard8, error);
}

// A node of a hand-written tree: the move's cell and flags, then its value in steps (a signed byte).
void node(std::vector<unsigned char>& bytes, int cell, unsigned flags, int steps) {
  bytes.push_back(static_cast<unsigned char>(cell | flags));
  bytes.push_back(static_cast<unsigned char>(static_cast<signed char>(steps)));
}

// A weights file: the compiled-in weights with the 8×8 book replaced by `book`.
std::unique_ptr<PatternWeights> weights_with_book(const std::vector<unsigned char>& book) {
  SizeWeights eight = PatternWeights::builtin().size_weights(kBoard8);
  eight.book = book;
  std::string error;
  std::unique_ptr<PatternWeights> weights =
      PatternWeights::read(PatternWeights::file_bytes(eight, PatternWeights::builtin().size_weights(kBoard6)), error);
  INFO(error);
  REQUIRE(weights);
  return weights;
}

constexpr int cell(const char* name) { return (name[1] - '1') * 8 + (name[0] - 'a'); }

}  // namespace

TEST_CASE("a position's book key is the same for its eight images and tells different positions apart",
          "[reversi][book]") {
  Random rng(3);
  std::set<std::pair<Bitboard, Bitboard>> keys;
  for (int game = 0; game < 40; ++game) {
    const Board board = random_opening(kBoard8, 6 + game % 12, rng).board;
    const Board key = canonical_board(board, kBoard8);
    for (int t = 0; t < kSymmetries; ++t) {
      const Board mirrored{apply_symmetry(board.player, t), apply_symmetry(board.opponent, t)};
      CHECK(canonical_board(mirrored, kBoard8) == key);
    }
    // The key is itself one of the images, and the side to move keeps its discs.
    CHECK(popcount(key.player) == popcount(board.player));
    CHECK(canonical_board(board.passed(), kBoard8) != key);
    keys.insert({key.player, key.opponent});
  }
  CHECK(keys.size() == 40);  // forty random games of different lengths: forty positions
}

TEST_CASE("a hand-written book is read with its values, whatever the image asked", "[reversi][book]") {
  // In steps of a quarter disc, from the start: f5 (+3 for white to answer), then d6 (−2 for black)
  // and f4 (+1); and d3, an image of f5.
  std::vector<unsigned char> bytes{0x05};  // the root: +5 for black
  node(bytes, cell("f5"), kBookHasChildren, 3);
  node(bytes, cell("d6"), 0, -2);
  node(bytes, cell("f4"), kBookLastSibling, 1);
  node(bytes, cell("d3"), kBookLastSibling, 3);
  std::string error;
  const std::optional<OpeningBook> book = read_book(bytes, error);
  INFO(error);
  REQUIRE(book);
  CHECK(book->size() == 4);
  CHECK(book->bytes() == bytes);
  const Board start = Board::start();
  CHECK(book->value(start) == 5 * kBookValueStep);
  const Board f5 = start.after(cell("f5"), flips(cell("f5"), start.player, start.opponent));
  CHECK(book->value(f5) == 3 * kBookValueStep);
  // c4 and e6 are f5's other images: every first move is known, each worth −3 to black.
  const auto first = book->move_values(start);
  REQUIRE(first);
  CHECK(first->size() == 4);
  for (const auto& v : *first) CHECK(v.value == -3 * kBookValueStep);
  const Board d6 = f5.after(cell("d6"), flips(cell("d6"), f5.player, f5.opponent));
  CHECK(book->value(d6) == -2 * kBookValueStep);
  CHECK_FALSE(book->move_values(f5));  // f6 and f4's images are not all known: d6, f4 only
  CHECK_FALSE(book->value(f5.passed()));
}

TEST_CASE("a malformed book is refused, saying where", "[reversi][book]") {
  const auto refusal = [](const std::vector<unsigned char>& bytes) {
    std::string error;
    CHECK_FALSE(read_book(bytes, error));
    return error;
  };
  std::vector<unsigned char> good{0x00};
  node(good, cell("f5"), kBookLastSibling, 3);
  std::string error;
  REQUIRE(read_book(good, error));
  CHECK(refusal({good.begin(), good.end() - 1}) == "the opening book ends in the middle of its tree, at byte 2");
  CHECK(refusal({0x00}) == "the opening book ends in the middle of its tree, at byte 1");
  std::vector<unsigned char> longer = good;
  longer.push_back(0);
  CHECK(refusal(longer) == "the opening book goes on after its tree, at byte 3");
  std::vector<unsigned char> illegal{0x00};
  node(illegal, cell("a1"), kBookLastSibling, 0);
  CHECK(refusal(illegal) == "the opening book plays an illegal move, cell 0, at ply 1, at byte 2");
  std::vector<unsigned char> unfinished{0x00};
  node(unfinished, cell("f5"), 0, 0);  // not the last: a sibling should follow
  CHECK(refusal(unfinished) == "the opening book ends in the middle of its tree, at byte 3");
  std::vector<unsigned char> twice{0x00};  // f5 and e6 are the same position mirrored
  node(twice, cell("f5"), 0, 3);
  node(twice, cell("e6"), kBookLastSibling, 4);
  CHECK(refusal(twice) == "the opening book gives one position two values, 12 and 16");
  // In a weights file, the book's refusal is the file's.
  SizeWeights eight = PatternWeights::builtin().size_weights(kBoard8);
  eight.book = illegal;
  const std::vector<unsigned char> file = PatternWeights::file_bytes(eight, PatternWeights::builtin().size_weights(kBoard6));
  CHECK_FALSE(PatternWeights::read(file, error));
  CHECK(error == "the opening book plays an illegal move, cell 0, at ply 1, at byte 2");
}

TEST_CASE("a built book holds its searches' values, backed up by negamax, whatever the threads", "[reversi][book]") {
  std::vector<std::pair<int, int>> reports;  // ply, positions searched
  BookOptions options{.positions = 80, .plies = 4, .width = 4 * kUnitsPerDisc, .nodes = 3000, .threads = 1,
                      .on_ply = [&](int ply, int positions) { reports.emplace_back(ply, positions); }};
  const BookBuild built = build_opening_book(options, PatternWeights::builtin());
  // The progress: a report a ply, the positions never fewer, ending at the book's.
  REQUIRE(reports.size() >= 2);
  for (std::size_t i = 0; i < reports.size(); ++i) {
    CHECK(reports[i].first == static_cast<int>(i) + 1);
    if (i > 0) CHECK(reports[i].second >= reports[i - 1].second);
  }
  CHECK(reports.back().second == built.positions);
  options.threads = 2;
  CHECK(build_opening_book(options, PatternWeights::builtin()).bytes == built.bytes);
  std::string error;
  const std::optional<OpeningBook> book = read_book(built.bytes, error);
  INFO(error);
  REQUIRE(book);
  CHECK(static_cast<int>(book->size()) == built.positions);
  CHECK(built.positions <= 80);
  CHECK(built.expanded >= 5);
  // Walk the book from the start: an expanded position is worth its best move, and a leaf what a
  // fresh search of it finds (for its side to move). The walk goes in the build's order, breadth
  // first and moves from a1, so that it meets each position in the image the build searched: a
  // search budgeted in nodes may score a mirror image otherwise (its moves tie in another order).
  TranspositionTable table(16 * kMiB);  // the build's: a table of another size may search otherwise
  int expanded = 0, leaves = 0;
  std::set<std::pair<Bitboard, Bitboard>> seen;
  std::deque<Board> queue{Board::start()};
  while (!queue.empty()) {
    const Board board = queue.front();
    queue.pop_front();
    const Board key = canonical_board(board, kBoard8);
    if (!seen.insert({key.player, key.opponent}).second) continue;
    const std::optional<int> value = book->value(board);
    REQUIRE(value);
    if (const auto moves = book->move_values(board)) {
      ++expanded;
      int best = -kInfinity;
      for (const auto& v : *moves) {
        best = std::max(best, v.value);
        queue.push_back(board.after(v.move, flips(v.move, board.player, board.opponent)));
      }
      CHECK(*value == best);
    } else if (popcount(legal_moves(board, kBoard8.squares)) > 1 && leaves++ < 6) {
      table.clear();
      Search search(kBoard8, table);
      CHECK(*value == book_value_steps(search.think(board, {.nodes = options.nodes}).score) * kBookValueStep);
    }
  }
  CHECK(expanded == built.expanded);
  CHECK(leaves > 6);
}

TEST_CASE("the strong level plays from its book's best moves, varied, and searches beyond it", "[reversi][book]") {
  const BookBuild built = build_opening_book({.positions = 120, .plies = 6, .nodes = 3000}, PatternWeights::builtin());
  const std::unique_ptr<PatternWeights> weights = weights_with_book(built.bytes), bookless = weights_with_book({});
  const OpeningBook* book = weights->opening_book(kBoard8);
  REQUIRE(book);
  CHECK_FALSE(weights->opening_book(kBoard6));
  CHECK_FALSE(PatternWeights::builtin().opening_book(kBoard6));
  TranspositionTable table(2 * kMiB);
  Random seeds(5);
  std::set<std::vector<Square>> openings;
  for (int game = 0; game < 30; ++game) {
    Game g(kBoard8);
    std::vector<Square> line;
    while (true) {
      const Position& position = g.position();
      const auto values = book->move_values(position.board);
      if (!values) break;
      int best = -kInfinity;
      for (const auto& v : *values) best = std::max(best, v.value);
      const Square s = choose_move(Level::Strong, position, seeds.next(), {.nodes = 1}, table, *weights);
      bool listed = false;
      for (const auto& v : *values)
        if (v.move == s) {
          listed = true;
          CHECK(v.value >= best - kBookTolerance);
        }
      CHECK(listed);
      line.push_back(s);
      REQUIRE(g.play(kBoard8.cell_of(s)) == MoveError::None);
    }
    CHECK(line.size() >= 2);
    openings.insert(line);
    // Past the book, the search's own move, as without a book.
    const std::uint64_t seed = seeds.next();
    CHECK(choose_move(Level::Strong, g.position(), seed, {.nodes = 3000}, table, *weights) ==
          search_move(g.position(), seed, {.nodes = 3000}, table, *bookless));
  }
  CHECK(openings.size() >= 10);
}

TEST_CASE("the shipped book opens every game of the strong level, and two games rarely repeat", "[reversi][book]") {
  const OpeningBook* book = PatternWeights::builtin().opening_book(kBoard8);
  REQUIRE(book);
  CHECK(book->size() >= 5000);
  TranspositionTable table(2 * kMiB);
  std::set<std::vector<Square>> openings;
  std::size_t shortest = 60;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    Random seeds(seed);
    Game g(kBoard8);
    std::vector<Square> line;
    while (book->move_values(g.position().board)) {
      const Square s = choose_move(Level::Strong, g.position(), seeds.next(), {.nodes = 1}, table);
      line.push_back(s);
      REQUIRE(g.play(kBoard8.cell_of(s)) == MoveError::None);
    }
    shortest = std::min(shortest, line.size());
    openings.insert(line);
  }
  CHECK(shortest >= 8);  // the book in force: 8 to 12 plies
  CHECK(openings.size() >= 30);  // the book in force: 35
}
