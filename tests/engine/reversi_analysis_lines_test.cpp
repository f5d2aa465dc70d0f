// The analysis's lines (MoveValue::line, Lines::With): each replayed by the rules from the position,
// starting with its move; an exact value's line a best play to the end — every move keeping the
// score by a plain alpha-beta search (reversi_reference_search.hpp), the end reaching the value;
// an estimate's line at most its depth; a line cut short by the budget still legal; none without.
#include <catch2/catch.hpp>

#include <algorithm>

#include "core/random.hpp"
#include "core/square_names.hpp"
#include "reversi/position.hpp"
#include "reversi/search.hpp"
#include "reversi_reference_search.hpp"
#include "slow_cases.hpp"

using namespace engine;
using namespace engine::reversi;
using namespace engine::reversi::reference;

namespace {

// What replaying a value's line found: its moves (passes not counted), and where it ended.
struct Replay {
  int moves = 0;
  Board end;
  bool mover_to_move = true;  // whether the side that played the line's first move is to move at its end
};

// Replays value's line from board by the rules: the first its move, each move legal, a pass only
// where the side to move has none and the other has one; every move after the first a best one
// when best_play.
Replay replay_line(const Board& board, const Geometry& g, const MoveValue& value, bool best_play) {
  REQUIRE_FALSE(value.line.empty());
  REQUIRE(value.line.front() == value.move);
  Replay replay{0, board, true};
  for (const Square s : value.line) {
    Board& b = replay.end;
    const Bitboard moves = legal_moves(b, g.squares);
    if (s == kPass) {
      REQUIRE(moves == 0);
      REQUIRE(legal_moves(b.passed(), g.squares) != 0);
      b = b.passed();
    } else {
      INFO("move " << replay.moves + 1 << " of the line, " << square_name(g.cell_of(s), g.shape()));
      REQUIRE(contains(moves, s));
      const Board next = b.after(s, flips(s, b.player, b.opponent));
      if (best_play && replay.moves > 0) REQUIRE(-exact_score(next, g) == exact_score(b, g));
      b = next;
      ++replay.moves;
    }
    replay.mover_to_move = !replay.mover_to_move;
  }
  return replay;
}

// Analyses `count` random positions with `empties` empty squares without a budget: every line a
// best play to the end of the game, whose final score is the move's value.
void check_exact_lines(const Geometry& g, int empties, int count, std::uint64_t seed) {
  Random rng(seed);
  TranspositionTable table(kMiB);
  for (int done = 0; done < count;) {
    const auto board = random_position(g, empties, rng);
    if (!board || !legal_moves(*board, g.squares)) continue;
    ++done;
    INFO(position_text(Position{&g, *board, Color::Black}));
    table.clear();
    Search search(g, table);
    for (const MoveValue& value : search.analyze(*board, {}, nullptr, Lines::With)) {
      INFO(square_name(g.cell_of(value.move), g.shape()) << " " << value.score);
      REQUIRE(value.exact);
      const Replay replay = replay_line(*board, g, value, true);
      REQUIRE(legal_moves(replay.end, g.squares) == 0);
      REQUIRE(legal_moves(replay.end.passed(), g.squares) == 0);
      const int end_score = final_score(replay.end, g);
      REQUIRE((replay.mover_to_move ? end_score : -end_score) == value.score);
    }
  }
}

// Checks every report's lines: legal, from their moves, an estimate's at most its depth.
struct LineReports final : AnalysisListener {
  LineReports(const Board& board, const Geometry& g) : board(board), g(g) {}
  void heard(const std::vector<MoveValue>& so_far) override {
    ++count;
    for (const MoveValue& value : so_far) {
      const Replay replay = replay_line(board, g, value, false);
      if (!value.exact) REQUIRE(replay.moves <= value.depth);
      longest = std::max(longest, replay.moves);
    }
  }
  const Board& board;
  const Geometry& g;
  int count = 0;
  int longest = 0;
};

}  // namespace

TEST_CASE("an exact value's line is a best play to the end that reaches the value, 8x8", "[reversi][analysis]") {
  check_exact_lines(kBoard8, 6, slow_cases(40), 41);
  check_exact_lines(kBoard8, 10, slow_cases(8), 42);
}

TEST_CASE("an exact value's line is a best play to the end that reaches the value, 6x6", "[reversi][analysis]") {
  check_exact_lines(kBoard6, 6, slow_cases(40), 51);
  check_exact_lines(kBoard6, 10, slow_cases(8), 52);
}

TEST_CASE("an estimate's line is the search's play, legal and at most its depth", "[reversi][analysis]") {
  Random rng(61);
  TranspositionTable table;
  for (const int empties : {44, 30}) {
    const Board board = *random_position(kBoard8, empties, rng);
    INFO(position_text(Position{&kBoard8, board, Color::Black}));
    table.clear();
    Search search(kBoard8, table);
    LineReports reports(board, kBoard8);
    const std::vector<MoveValue> values = search.analyze(board, {.nodes = 300'000}, &reports, Lines::With);
    REQUIRE(reports.count >= 4);
    REQUIRE_FALSE(values.front().exact);
    reports.heard(values);
    // The table holds the search's line well beyond the move: a line of the move alone would say nothing.
    CHECK(reports.longest >= values.front().depth - 2);
    CHECK(reports.longest >= 3);
  }
}

TEST_CASE("a line cut short by the budget is still legal, and without lines there are none", "[reversi][analysis]") {
  Random rng(71);
  TranspositionTable table;
  const Board board = *random_position(kBoard8, 18, rng);
  for (const std::uint64_t nodes : {5'000, 60'000, 400'000, 2'000'000}) {
    table.clear();
    Search search(kBoard8, table);
    LineReports reports(board, kBoard8);
    reports.heard(search.analyze(board, {.nodes = nodes}, &reports, Lines::With));
  }
  table.clear();
  for (const MoveValue& value : Search(kBoard8, table).analyze(board, {.nodes = 400'000})) CHECK(value.line.empty());
}
