// The Reversi review's summary of each side (reversi/review.hpp): its moves, marks, the discs
// they gave away and its accuracy, on turns made up for it and on the known game's end.
#include <catch2/catch.hpp>

#include <array>
#include <cmath>
#include <vector>

#include "reversi_review_checks.hpp"

using namespace engine;
using namespace engine::reversi;
using namespace review_checks;

TEST_CASE("each side's summary: its moves, their marks, the discs they gave away, its accuracy", "[reversi][review]") {
  CHECK(move_accuracy(0) == 100);
  CHECK(move_accuracy(6) == Approx(100 / std::exp(1.0)));
  CHECK(move_accuracy(12) == Approx(100 / std::exp(2.0)));
  // Black best, white a ?? of 12 discs, black a ? of 6, then the last position.
  const auto turn = [](Color to_move, int value, int played_value) {
    TurnReview t;
    t.to_move = to_move;
    t.value = value;
    t.played_value = played_value;
    t.mark = annotation(value - played_value);
    return t;
  };
  const std::vector<TurnReview> turns{turn(Color::Black, 4, 4), turn(Color::White, 8, -4), turn(Color::Black, 4, -2), TurnReview{}};
  const std::array<ReversiSideSummary, 2> sides = summarize(turns);
  const ReversiSideSummary& black = sides[static_cast<int>(Color::Black)];
  const ReversiSideSummary& white = sides[static_cast<int>(Color::White)];
  CHECK(std::vector<int>{black.moves, black.blunders, black.mistakes, black.dubious, black.lost} == std::vector<int>{2, 0, 1, 0, 6});
  CHECK(std::vector<int>{white.moves, white.blunders, white.mistakes, white.dubious, white.lost} == std::vector<int>{1, 1, 0, 0, 12});
  CHECK(black.accuracy == Approx((100 + 100 / std::exp(1.0)) / 2));
  CHECK(black.average_loss() == 3);
  CHECK(white.accuracy == Approx(100 / std::exp(2.0)));
  CHECK_FALSE(black.perfect());
  // No move yet: nothing counted, accuracy 100.
  const std::array<ReversiSideSummary, 2> none = summarize({TurnReview{}});
  CHECK((none[0].moves == 0 && none[0].accuracy == 100 && none[0].perfect() && none[0].average_loss() == 0));
}

TEST_CASE("the known game from 16 empties summed up: black's ?? of 22 discs, white perfect", "[reversi][review]") {
  const Game game = known_game_from(16);
  TranspositionTable table;
  const std::array<ReversiSideSummary, 2> sides = summarize(review_game(game, kPageReviewLimits, table));
  const ReversiSideSummary& black = sides[static_cast<int>(Color::Black)];
  const ReversiSideSummary& white = sides[static_cast<int>(Color::White)];
  CHECK(black.moves == 8);
  CHECK(white.moves == 8);
  CHECK(black.blunders == 1);
  CHECK(black.lost == 22);
  CHECK(black.accuracy == Approx((7 * 100 + 100 * std::exp(-22 / 6.0)) / 8));
  CHECK(white.perfect());
  CHECK(white.accuracy == 100);
}
