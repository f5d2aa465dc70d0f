// The exact endgame solver against a plain minimax (reversi_reference_search.hpp), on thousands
// of positions from random games of both sizes, and against the published FFO results.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "core/random.hpp"
#include "data/ffo_positions.hpp"
#include "reversi/game.hpp"
#include "reversi/search.hpp"
#include "reversi_reference_search.hpp"

using namespace engine;
using namespace engine::reversi;
using namespace engine::reversi::reference;

namespace {

// Solves `count` random positions with `empties` empty squares and compares with minimax:
// the score, and the value of the move given as best.
void check_against_minimax(const Geometry& g, int empties, int count, std::uint64_t seed) {
  Random rng(seed);
  TranspositionTable table(128 * kKiB);
  for (int solved = 0; solved < count;) {
    const auto board = random_position(g, empties, rng);
    if (!board) continue;
    ++solved;
    table.clear();
    Search search(g, table);
    const SearchResult result = search.solve(*board);
    const int expected = minimax(*board, g);
    INFO(position_text(Position{&g, *board, Color::Black}));
    REQUIRE(result.exact);
    REQUIRE(result.score == expected);
    if (result.move == kPass) {
      REQUIRE(legal_moves(*board, g.squares) == 0);
    } else {
      REQUIRE(contains(legal_moves(*board, g.squares), result.move));
      REQUIRE(-minimax(board->after(result.move, flips(result.move, board->player, board->opponent)), g) == expected);
    }
  }
}

}  // namespace

TEST_CASE("the solver agrees with minimax near the end of 8x8 games", "[reversi][endgame]") {
  for (int empties = 0; empties <= 6; ++empties) check_against_minimax(kBoard8, empties, 400, 100 + empties);
  for (int empties = 7; empties <= 8; ++empties) check_against_minimax(kBoard8, empties, 100, 100 + empties);
  for (int empties = 9; empties <= 10; ++empties) check_against_minimax(kBoard8, empties, 30, 100 + empties);
}

TEST_CASE("the solver agrees with minimax near the end of 6x6 games", "[reversi][endgame]") {
  for (int empties = 0; empties <= 6; ++empties) check_against_minimax(kBoard6, empties, 300, 600 + empties);
  for (int empties = 7; empties <= 10; ++empties) check_against_minimax(kBoard6, empties, 40, 600 + empties);
}

TEST_CASE("the solver finds the published results of FFO #1 to #20", "[reversi][endgame][ffo]") {
  TranspositionTable table;
  for (int number = 1; number <= 20; ++number) {
    const ffo::Problem& problem = ffo::problem(number);
    INFO("FFO #" << number << ": " << problem.position);
    const ParsedPosition parsed = parse_position(problem.position);
    REQUIRE(parsed.error.empty());
    table.clear();
    Search search(kBoard8, table);
    const SearchResult result = search.solve(parsed.position.board);
    CHECK(result.score == problem.score);
    const std::string move = square_name(result.move, kBoard8.shape());
    std::string upper = move;
    std::transform(upper.begin(), upper.end(), upper.begin(), [](char c) { return static_cast<char>(std::toupper(c)); });
    CHECK(std::string(problem.best_moves).find(upper) != std::string::npos);
  }
}

TEST_CASE("a lost-everything position still gets a legal best move", "[reversi][endgame]") {
  // The extreme score is where a search driven by bounds could stop without having met a move.
  // From a game: 6x6, white to move may play c6 or d6 and loses every disc either way.
  const ParsedPosition parsed = parse_position("XXXXX-XXXXXOXXXXXOXXXXXOXXXXX-XX---- O");
  REQUIRE(parsed.error.empty());
  TranspositionTable table(128 * kKiB);
  Search search(kBoard6, table);
  const SearchResult result = search.solve(parsed.position.board);
  CHECK(result.score == -36);
  CHECK(contains(legal_moves(parsed.position.board, kBoard6.squares), result.move));
}

TEST_CASE("solving a finished game or a forced pass", "[reversi][endgame]") {
  TranspositionTable table(32 * kKiB);
  Search search(kBoard8, table);
  // Black a1, white b1, c1: black to move wins everything by taking c1 (3 discs + 61 empties).
  const Board board{square_bb(0), square_bb(1)};
  SearchResult result = search.solve(board);
  CHECK(result.score == 64);
  CHECK(result.move == 2);
  // White to move must pass; black then wins: -64 for white, and the move is the pass.
  result = search.solve(board.passed());
  CHECK(result.score == -64);
  CHECK(result.move == kPass);
  // Nobody can move: the final count, with the empties to the winner.
  result = search.solve(Board{square_bb(0) | square_bb(9), square_bb(63)});
  CHECK(result.score == 2 - 1 + 61);
  CHECK(result.move == kPass);
}
