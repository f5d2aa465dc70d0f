// The analysis (Search::analyze): a value for every legal move; exact ones equal to a plain
// alpha-beta search's (reversi_reference_search.hpp), estimates when the budget is short, and
// calls with growing budgets that end exact.
#include <catch2/catch.hpp>

#include <algorithm>

#include "core/random.hpp"
#include "reversi/position.hpp"
#include "reversi/search.hpp"
#include "reversi_reference_search.hpp"
#include "slow_cases.hpp"

using namespace engine;
using namespace engine::reversi;
using namespace engine::reversi::reference;

namespace {

// The legal moves of board, and what values says of each: every one once, best first.
void check_shape(const Board& board, const Geometry& g, const std::vector<MoveValue>& values) {
  Bitboard seen = 0;
  for (const MoveValue& value : values) {
    REQUIRE(contains(legal_moves(board, g.squares), value.move));
    REQUIRE_FALSE(contains(seen, value.move));
    seen |= square_bb(value.move);
    REQUIRE(value.depth >= 1);
  }
  REQUIRE(seen == legal_moves(board, g.squares));
  REQUIRE(std::is_sorted(values.begin(), values.end(), [](const MoveValue& a, const MoveValue& b) { return a.score > b.score; }));
}

// Checks each report of an analysis: every legal move once, best first; and from the first with
// an exact value, the best move's value exact and first.
struct Reports final : AnalysisListener {
  Reports(const Board& board, const Geometry& g, int best) : board(board), g(g), best(best) {}
  void heard(const std::vector<MoveValue>& so_far) override {
    ++count;
    check_shape(board, g, so_far);
    if (std::any_of(so_far.begin(), so_far.end(), [](const MoveValue& value) { return value.exact; })) {
      REQUIRE(so_far.front().exact);
      REQUIRE(so_far.front().score == best);
    }
  }
  const Board& board;
  const Geometry& g;
  int best;
  int count = 0;
};

// Analyses `count` random positions with `empties` empty squares without a budget: every value
// exact and equal to alpha-beta's value of the position after the move; and on the way, from the
// first report with an exact value, the best move's value exact and first.
void check_exact(const Geometry& g, int empties, int count, std::uint64_t seed) {
  Random rng(seed);
  TranspositionTable table(kMiB);
  for (int done = 0; done < count;) {
    const auto board = random_position(g, empties, rng);
    if (!board || !legal_moves(*board, g.squares)) continue;
    ++done;
    INFO(position_text(Position{&g, *board, Color::Black}));
    table.clear();
    Search search(g, table);
    const int best = exact_score(*board, g);
    Reports reports(*board, g, best);
    const std::vector<MoveValue> values = search.analyze(*board, {}, &reports);
    REQUIRE(reports.count >= 2);
    check_shape(*board, g, values);
    for (const MoveValue& value : values) {
      INFO(square_name(g.cell_of(value.move), g.shape()));
      REQUIRE(value.exact);
      REQUIRE(value.depth == empties);
      REQUIRE(value.score == -exact_score(board->after(value.move, flips(value.move, board->player, board->opponent)), g));
    }
  }
}

}  // namespace

TEST_CASE("without a budget every value is exact and agrees with alpha-beta, 8x8", "[reversi][analysis]") {
  check_exact(kBoard8, 6, slow_cases(60), 11);
  check_exact(kBoard8, 10, slow_cases(12), 12);
  check_exact(kBoard8, 14, slow_cases(4) / 2, 13);
}

TEST_CASE("without a budget every value is exact and agrees with alpha-beta, 6x6", "[reversi][analysis]") {
  check_exact(kBoard6, 6, slow_cases(60), 21);
  check_exact(kBoard6, 10, slow_cases(12), 22);
  check_exact(kBoard6, 14, slow_cases(4), 23);
}

TEST_CASE("a short budget gives every move an estimate; growing budgets end exact", "[reversi][analysis]") {
  Random rng(31);
  const Board board = *random_position(kBoard8, 16, rng);
  TranspositionTable table;
  const SearchResult solved = Search(kBoard8, table).solve(board);
  table.clear();
  Search search(kBoard8, table);
  std::vector<MoveValue> values = search.analyze(board, {.nodes = 2000});
  check_shape(board, kBoard8, values);
  for (const MoveValue& value : values) REQUIRE_FALSE(value.exact);
  // The same calls, each with twice the nodes, until the best move's value is exact.
  for (std::uint64_t nodes = 4000; !values.front().exact; nodes *= 2) {
    REQUIRE(nodes < 1'000'000'000);
    values = search.analyze(board, {.nodes = nodes});
    check_shape(board, kBoard8, values);
  }
  CHECK(values.front().score == solved.score);
}

TEST_CASE("a side that must pass, or a finished game, has no values", "[reversi][analysis]") {
  TranspositionTable table(32 * kKiB);
  Search search(kBoard8, table);
  // Black a1, white b1, c1: white to move has no move.
  const Board board{square_bb(0), square_bb(1) | square_bb(2)};
  CHECK(search.analyze(board.passed(), {}).empty());
  CHECK(search.analyze(Board{square_bb(0) | square_bb(9), square_bb(63)}, {}).empty());
  CHECK(search.analyze(board, {}).size() == 1);
}
