// The Reversi review (reversi/review.hpp): the marks' thresholds; a game whose blunder is known,
// valued by the plain alpha-beta search (reversi_reference_search.hpp), every move there and its
// good tries too; and on whole games, values that hold together: exact from the end back, each move
// played worth what the position after it is, marks that say what the values do, every move valued
// where there is something to learn, a best line that plays (reversi_review_checks.hpp).
#include <catch2/catch.hpp>

#include <vector>

#include "core/random.hpp"
#include "reversi_reference_search.hpp"
#include "reversi_review_checks.hpp"
#include "slow_cases.hpp"

using namespace engine;
using namespace engine::reversi;
using namespace review_checks;

TEST_CASE("a move's mark says how many discs it gives away against the best", "[reversi][review]") {
  CHECK(annotation(0) == Annotation::None);
  CHECK(annotation(1) == Annotation::None);
  CHECK(annotation(2) == Annotation::Dubious);
  CHECK(annotation(5) == Annotation::Dubious);
  CHECK(annotation(6) == Annotation::Mistake);
  CHECK(annotation(11) == Annotation::Mistake);
  CHECK(annotation(12) == Annotation::Blunder);
  CHECK(annotation(64) == Annotation::Blunder);
  CHECK(std::string(annotation_text(Annotation::None)).empty());
  CHECK(std::string(annotation_text(Annotation::Dubious)) == "?!");
  CHECK(std::string(annotation_text(Annotation::Mistake)) == "?");
  CHECK(std::string(annotation_text(Annotation::Blunder)) == "??");
}

TEST_CASE("the known Reversi game: its blunder at 14 empties marked ??, as alpha-beta values it, best play after", "[reversi][review]") {
  const Game game = known_game_from(16);
  const std::vector<Position> positions = positions_of(game);
  const int blunder = review_games::kReversi.blunder_ply - (60 - 16);
  REQUIRE(empties(positions[blunder]) == 14);
  TranspositionTable table;
  const std::vector<TurnReview> turns = review_game(game, kPageReviewLimits, table);
  check_consistent(game, turns);
  for (const TurnReview& turn : turns) REQUIRE(turn.exact);
  // The reference's values from the blunder on, for the side to move.
  std::vector<int> value(turns.size());
  for (std::size_t ply = blunder; ply < turns.size(); ++ply) value[ply] = reference::exact_score(positions[ply].board, kBoard8);
  // The blunder: the best move's value and the move played's, no pass between.
  const TurnReview& bad = turns[blunder];
  REQUIRE(positions[blunder + 1].to_move != positions[blunder].to_move);
  REQUIRE(value[blunder] + value[blunder + 1] >= 16);
  CHECK(bad.value == value[blunder]);
  CHECK(bad.played_value == -value[blunder + 1]);
  CHECK(bad.mark == Annotation::Blunder);
  // Every move there solved, each as the reference values it; the good tries those within a disc.
  const Board& board = positions[blunder].board;
  Bitboard good = 0;
  for (const MoveValue& move : bad.values) {
    INFO("move " << square_name(kBoard8.cell_of(move.move), kBoard8.shape()));
    CHECK(move.exact);
    const int reference = -reference::exact_score(board.after(move.move, flips(move.move, board.player, board.opponent)), kBoard8);
    CHECK(move.score == reference);
    if (reference >= value[blunder] - 1) good |= square_bb(move.move);
  }
  CHECK(bad.values.size() == static_cast<std::size_t>(popcount(legal_moves(board, kBoard8.squares))));
  CHECK(bad.good == good);
  CHECK_FALSE(contains(bad.good, bad.played));
  // After it, each move the best (the value goes on unchanged): no mark.
  for (std::size_t ply = blunder + 1; ply + 1 < turns.size(); ++ply) {
    INFO("ply " << ply);
    REQUIRE(positions[ply + 1].to_move != positions[ply].to_move);
    REQUIRE(-value[ply + 1] == value[ply]);
    CHECK(turns[ply].value == value[ply]);
    CHECK(turns[ply].mark == Annotation::None);
  }
}

TEST_CASE("a whole game: exact from the end, estimated before, as the budget allows", "[reversi][review]") {
  Game game;
  REQUIRE(game.play_moves(review_games::kReversi.moves).empty());
  TranspositionTable table;
  struct Heard final : ReviewListener {
    void heard(const TurnReview& turn) override { plies.push_back(turn.ply); }
    std::vector<int> plies;
  } heard;
  const std::vector<TurnReview> turns =
      review_game(game, {.solve_nodes = 200'000, .estimate_nodes = 2'000, .learn_nodes = 100'000}, table, &heard);
  check_consistent(game, turns);
  // From the end toward the opening, each position once; then, from the end again, each solved
  // position marked ? or ?? once more, with every move valued.
  std::vector<int> second;
  for (int ply = static_cast<int>(turns.size()) - 1; ply >= 0; --ply)
    if (turns[ply].exact && !turns[ply].line.empty()) second.push_back(ply);
  CHECK(!second.empty());
  REQUIRE(heard.plies.size() == turns.size() + second.size());
  for (std::size_t i = 0; i < turns.size(); ++i) REQUIRE(heard.plies[i] == static_cast<int>(turns.size() - 1 - i));
  for (std::size_t i = 0; i < second.size(); ++i) REQUIRE(heard.plies[turns.size() + i] == second[i]);
  int exact = 0;
  for (const TurnReview& turn : turns) exact += turn.exact;
  CHECK(exact >= 14);
  CHECK_FALSE(turns.front().exact);
  CHECK(turns[review_games::kReversi.blunder_ply].mark == Annotation::Blunder);
}

TEST_CASE("past solve_empties a solve gets an estimate's budget: the positions with more empty squares are estimated", "[reversi][review]") {
  Game game;
  REQUIRE(game.play_moves(review_games::kReversi.moves).empty());
  const std::vector<Position> positions = positions_of(game);
  TranspositionTable table(kMiB);
  // A solve budget that any position of 10 empty squares or fewer stays far within, and estimates
  // too small to reach an end from 11 (the known game ends with no wipe-out).
  const std::vector<TurnReview> turns = review_game(game, {.solve_nodes = 50'000'000, .estimate_nodes = 100, .solve_empties = 10}, table);
  check_consistent(game, turns);
  for (std::size_t ply = 0; ply < turns.size(); ++ply) {
    INFO("ply " << ply << ", " << empties(positions[ply]) << " empty squares");
    CHECK(turns[ply].exact == (empties(positions[ply]) <= 10));
  }
}

TEST_CASE("random games on both boards, with passes and unfinished, hold together", "[reversi][review]") {
  Random rng(41);
  TranspositionTable table(kMiB);
  int passes = 0;
  for (int g = 0; g < slow_cases(8); ++g) {
    Game game(g % 2 ? kBoard6 : kBoard8);
    const int stop = g % 4 < 2 ? 1000 : 20 + static_cast<int>(rng.below(20));  // some left unfinished
    for (int ply = 0; ply < stop && !game.is_over(); ++ply) {
      game.play(game.geometry().cell_of(rng.pick(game.legal_mask())));
      passes += game.passed_before(game.record().ply());
    }
    const std::vector<TurnReview> turns = review_game(game, {.solve_nodes = 50'000, .estimate_nodes = 1'000, .learn_nodes = 20'000}, table);
    check_consistent(game, turns);
    if (game.is_over()) {
      const Position end = positions_of(game).back();
      CHECK(turns.back().value == reference::final_score(end.board, game.geometry()));
    }
  }
  CHECK(passes > 0);
}

TEST_CASE("the review covers the whole record, wherever its cursor stands", "[reversi][review]") {
  Game game;
  REQUIRE(game.play_moves(review_games::kReversi.moves).empty());
  const ReviewLimits limits{.solve_nodes = 100'000, .estimate_nodes = 1'000};
  TranspositionTable table(kMiB);
  const std::vector<TurnReview> at_end = review_game(game, limits, table);
  REQUIRE(game.go_to(20));
  TranspositionTable fresh(kMiB);
  const std::vector<TurnReview> at_20 = review_game(game, limits, fresh);
  REQUIRE(at_20.size() == at_end.size());
  for (std::size_t ply = 0; ply < at_end.size(); ++ply) {
    INFO("ply " << ply);
    CHECK(at_20[ply].value == at_end[ply].value);
    CHECK(at_20[ply].played == at_end[ply].played);
    CHECK(at_20[ply].mark == at_end[ply].mark);
  }
}

TEST_CASE("a start where the side to move must pass is valued after the pass the game made", "[reversi][review]") {
  // Black a1, white b1 and c1, white to move: no move for white, which passes at once, and then black's d1.
  const ParsedPosition parsed = parse_position("XOO------------------------------------------------------------- O");
  REQUIRE(parsed.error.empty());
  Game game(parsed.position);
  REQUIRE(game.passed_before(0));
  TranspositionTable table(kMiB);
  const std::vector<TurnReview> turns = review_game(game, kPageReviewLimits, table);
  REQUIRE(turns.size() == 1);
  CHECK(turns[0].to_move == Color::Black);
  CHECK(turns[0].best == kBoard8.bit_of(3));
  CHECK(turns[0].exact);
  CHECK(turns[0].value == reference::exact_score(parsed.position.board.passed(), kBoard8));
}
