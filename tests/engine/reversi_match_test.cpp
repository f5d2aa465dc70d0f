// Matches between Reversi players: paired openings, every game counted once, the same games on
// any number of threads under node budgets, and players on weights of their own.
#include <catch2/catch.hpp>

#include "tools/reversi_match.hpp"

using namespace engine;
using namespace engine::reversi;

namespace {

Player player(Level level, std::uint64_t nodes, std::shared_ptr<const PatternWeights> weights = nullptr) {
  return {level, {.nodes = nodes}, std::move(weights), level_name(level), {}};
}

}  // namespace

TEST_CASE("a random opening plays its plies and never ends the game", "[reversi][match]") {
  for (const Geometry* g : {&kBoard8, &kBoard6}) {
    Random rng(3);
    for (int trial = 0; trial < 200; ++trial) {
      std::vector<Position> path;
      const Position end = random_opening(*g, 12, rng, &path);
      const Board& b = end.board;
      REQUIRE((legal_moves(b, g->squares) || legal_moves(b.passed(), g->squares)));
      REQUIRE(path.size() <= 12);
      // Each ply adds one disc, and the path holds the positions before the moves.
      REQUIRE(popcount(b.occupied()) == 4 + static_cast<int>(path.size()));
      if (!path.empty()) REQUIRE(path.front().board == Board::start());
    }
  }
}

TEST_CASE("a match counts both games of every opening", "[reversi][match]") {
  const MatchOptions options{.geometry = &kBoard6, .openings = 6, .opening_plies = 4, .seed = 7, .threads = 1};
  const MatchResult r = play_match(player(Level::Strong, 500), player(Level::Random, 1), options);
  CHECK(r.games() == 12);
  CHECK(r.wins >= 11);
  CHECK(r.score == Approx((r.wins + 0.5 * r.draws) / 12));
  CHECK(r.disc_difference > 10);
  // Six pairs all won say only "beyond +75 Elo" (0.05^(1/6) = 0.607); one lost game gives +417.
  CHECK(r.elo_is_bound == (r.wins == 12));
  CHECK(r.elo > 70);
  // Swapping the players turns the result around (the random moves differ, not the outcome).
  const MatchResult swapped = play_match(player(Level::Random, 1), player(Level::Strong, 500), options);
  CHECK(swapped.losses >= 11);
  CHECK(swapped.disc_difference < -10);
  CHECK(swapped.elo < -70);
}

TEST_CASE("a match's Elo comes from its pairs' scores, as a bound when every game went one way", "[reversi][match]") {
  MatchResult mixed;
  rate(mixed, {1, 0.5, 0.75, 0});
  CHECK(mixed.score == Approx(0.5625));
  CHECK(mixed.elo == Approx(43.66).margin(0.01));  // -400 log10(1 / 0.5625 - 1)
  CHECK(mixed.elo_error == Approx(496.96).margin(0.01));  // from the pairs' 95% margin of 0.418
  CHECK_FALSE(mixed.elo_is_bound);
  CHECK(elo_text(mixed) == "Elo +44 ± 497 (95%)");

  // 500 pairs all won: 0.05^(1/500) = 0.99403 is the score it is beyond, 95% sure.
  MatchResult won;
  rate(won, std::vector<double>(500, 1.0));
  CHECK(won.elo_is_bound);
  CHECK(won.elo == Approx(888.47).margin(0.01));
  CHECK(elo_text(won) == "Elo beyond +888 (95%)");
  MatchResult lost;
  rate(lost, std::vector<double>(500, 0.0));
  CHECK(lost.elo == Approx(-888.47).margin(0.01));
  CHECK(elo_text(lost) == "Elo beyond -888 (95%)");
  // Four pairs all won happen 5% of the time at a score of 0.05^(1/4) = 0.47: no sign to give.
  MatchResult few;
  rate(few, std::vector<double>(4, 1.0));
  CHECK(few.elo < 0);
  CHECK(elo_text(few) == "Elo unknown (too few games)");
}

TEST_CASE("a match under node budgets plays the same games on any number of threads", "[reversi][match]") {
  MatchOptions options{.geometry = &kBoard8, .openings = 4, .opening_plies = 6, .seed = 3, .threads = 1};
  const MatchResult one = play_match(player(Level::Strong, 800), player(Level::Medium, 800), options);
  options.threads = 3;
  const MatchResult three = play_match(player(Level::Strong, 800), player(Level::Medium, 800), options);
  CHECK(one.wins == three.wins);
  CHECK(one.draws == three.draws);
  CHECK(one.disc_difference == three.disc_difference);
}

TEST_CASE("a player searches with a weights file of its own", "[reversi][match]") {
  // All-zero weights judge every position even: the compiled-in ones must beat them.
  std::vector<std::vector<double>> eight(1, std::vector<double>(feature_layout(kBoard8).features, 0.0));
  std::vector<std::vector<double>> six(1, std::vector<double>(feature_layout(kBoard6).features, 0.0));
  std::string error;
  std::shared_ptr<const PatternWeights> zeros = PatternWeights::read(PatternWeights::file_bytes({eight, {}}, {six, {}}), error);
  REQUIRE(zeros);
  const MatchOptions options{.geometry = &kBoard8, .openings = 8, .opening_plies = 6, .seed = 5, .threads = 2};
  const MatchResult r = play_match(player(Level::Strong, 2000), player(Level::Strong, 2000, zeros), options);
  CHECK(r.score >= 0.75);
}
