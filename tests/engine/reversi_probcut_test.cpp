// Multi-ProbCut's regressions: the fit recovers a line and a spread it was made from, its samples
// read back as written, a solve on the strong level's regressions stays exact at full width, a
// weights file's regressions outside what the search can use are refused, and the search on any
// regressions at all keeps its scores within the board's.
#include <catch2/catch.hpp>

#include <bit>
#include <cmath>
#include <string>

#include "data/ffo_positions.hpp"
#include "reversi/pattern_evaluation.hpp"
#include "reversi/position.hpp"
#include "reversi/search.hpp"
#include "tools/probcut_fit.hpp"

using namespace engine;
using namespace engine::reversi;

namespace {

// Samples at `empties` whose depth-d score is 2·(its shallow score) + 30, give or take spread, and
// so is the exact score on the shallow depth of a search to the end (which must be among the
// depths): half the positions above the line by spread, half below, so the residuals' RMS is spread.
std::vector<DepthScores> line_samples(int empties, int depths, double spread, int count) {
  std::vector<DepthScores> samples;
  for (int i = 0; i < count; ++i) {
    DepthScores s;
    s.empties = empties;
    const int sign = i % 2 ? 1 : -1;
    // Depths 0 and 1 score x, the shallow partners of 2 and 3, which lie on the line.
    const int x = 8 * (i / 2) - 200;
    s.scores.assign(depths + 1, x);
    for (int d = 2; d <= depths; ++d) s.scores[d] = static_cast<int>(2 * x + 30 + sign * spread);
    s.solved = true;
    // The exact score's residuals, on a shallow score that has residuals of its own, flip sign
    // every other pair, so that they are uncorrelated with it.
    const int exact_sign = i / 2 % 2 ? sign : -sign;
    s.exact = 2 * s.scores[probcut_shallow_depth(empties)] + 30 + static_cast<int>(exact_sign * spread);
    samples.push_back(s);
  }
  return samples;
}

}  // namespace

TEST_CASE("the probcut fit recovers the line and the spread its samples were made from", "[reversi][probcut]") {
  // Only depths whose shallow partner is never itself a deep score: 2 (on 0), 3 (on 1).
  const std::vector<DepthScores> samples = line_samples(6, 3, 12, 200);
  const std::vector<ProbCutCell> cells = probcut_cells(samples, 4, 50);
  REQUIRE(cells.size() == 3);  // depths 2 and 3, and the exact score (on depth 2), all in the bucket 5 – 8
  for (const ProbCutCell& c : cells) {
    CHECK(c.low == 5);
    CHECK(c.high == 8);
    CHECK(c.samples == 200);
    CHECK(c.fit.a == Approx(2).epsilon(1e-9));
    CHECK(c.fit.b == Approx(30).epsilon(1e-9));
    // The residuals' root mean square with n − 2 degrees of freedom.
    CHECK(c.fit.sigma == Approx(12 * std::sqrt(200.0 / 198)).epsilon(1e-9));
  }
  CHECK(cells[0].depth == 2);
  CHECK(cells[0].shallow == 0);
  CHECK(cells[2].depth == kProbCutExact);
  // Too few samples make no cell.
  CHECK(probcut_cells(samples, 4, 201).empty());
}

TEST_CASE("the probcut model fits the spreads of its cells over empties and depth", "[reversi][probcut]") {
  // Cells whose σ follows the model's form exactly: the fit finds its coefficients.
  const double c0 = 4.0, c1 = -0.01, c2 = 0.05, c3 = -0.001;
  std::vector<ProbCutCell> cells;
  for (int low = 5; low <= 49; low += 4)
    for (int depth = 3; depth <= 10; ++depth) {
      const double e = low + 1.5;  // the bucket's middle, (low + high) / 2
      const double sigma = std::exp(c0 + c1 * e + c2 * depth + c3 * e * depth);
      cells.push_back({low, low + 3, depth, probcut_shallow_depth(depth), 100, {0.98, -2, sigma}});
    }
  const ProbCutModel model = fit_probcut_model(cells);
  CHECK(model.parameters[0] == Approx(0.98));
  CHECK(model.parameters[1] == Approx(-2));
  CHECK(model.parameters[2] == Approx(c0).margin(1e-4));
  CHECK(model.parameters[3] == Approx(c1).margin(1e-5));
  CHECK(model.parameters[4] == Approx(c2).margin(1e-5));
  CHECK(model.parameters[5] == Approx(c3).margin(1e-6));
  CHECK(model.fit(30, 8).sigma == Approx(std::exp(c0 + c1 * 30 + c2 * 8 + c3 * 240)).epsilon(1e-3));
  // No cells: the model that predicts the shallow score itself.
  CHECK(fit_probcut_model({}).parameters == ProbCutModel{}.parameters);
}

TEST_CASE("probcut samples read back as written, and a malformed line is refused", "[reversi][probcut]") {
  std::vector<DepthScores> samples = line_samples(6, 4, 3, 4);
  samples[1].solved = false;
  std::vector<DepthScores> read;
  std::string error;
  REQUIRE(read_samples(samples_text(samples), read, error));
  REQUIRE(read.size() == samples.size());
  for (std::size_t i = 0; i < read.size(); ++i) {
    CHECK(read[i].empties == samples[i].empties);
    CHECK(read[i].solved == samples[i].solved);
    if (read[i].solved) CHECK(read[i].exact == samples[i].exact);
    CHECK(read[i].scores == samples[i].scores);
  }
  read.clear();
  CHECK_FALSE(read_samples("12 - 4 5\n12 x\n", read, error));
  CHECK(error == "line 2 holds no scores, or something else");
  CHECK_FALSE(read_samples("seventy 4 5\n", read, error));
  CHECK(error == "line 1 does not start with the empties and the exact score");
}

TEST_CASE("the strong level's regressions prune its solves only below full width", "[reversi][probcut]") {
  const PatternWeights& weights = PatternWeights::builtin();
  REQUIRE(weights.probcut(kBoard8));
  TranspositionTable table;
  for (int number = 10; number <= 14; ++number) {
    const ffo::Problem& problem = ffo::problem(number);
    INFO("FFO #" << number);
    const Position position = parse_position(problem.position).position;
    table.clear();
    Search exact(kBoard8, table);
    const SearchResult full = exact.solve(position.board);
    CHECK(full.exact);
    CHECK(full.score == problem.score);
    table.clear();
    Search selective(kBoard8, table);
    const SearchResult pruned = selective.solve(position.board, {}, 0);
    // A solve that prunes is not exact, costs fewer nodes, and lands near the score (in evaluation units).
    CHECK_FALSE(pruned.exact);
    CHECK(pruned.nodes < full.nodes);
    CHECK(std::abs(pruned.score - problem.score * kUnitsPerDisc) <= 8 * kUnitsPerDisc);
  }
}

namespace {

// The compiled-in weights with the 8×8 board's regressions replaced, as a file's bytes.
std::vector<unsigned char> builtin_with(const ProbCutModel& model) {
  const PatternWeights& builtin = PatternWeights::builtin();
  SizeWeights eight = builtin.size_weights(kBoard8);
  eight.probcut = model;
  return PatternWeights::file_bytes(eight, builtin.size_weights(kBoard6));
}

// An evaluation that is the compiled-in one with other regressions, however extreme: what no
// weights file can bring any more, to show the search itself stays defined.
class WithRegressions final : public Evaluation {
 public:
  explicit WithRegressions(const ProbCutModel& model) : model_(model) {}
  int operator()(const Board& board, const Geometry& geometry) const override { return PatternWeights::builtin()(board, geometry); }
  const ProbCutModel* probcut(const Geometry&) const override { return &model_; }

 private:
  ProbCutModel model_;
};

// An 8×8 midgame position, 40 empty squares: twenty plies from the start, the lowest legal square
// and the highest in turn.
Board midgame_board() {
  Board board = Board::start();
  for (int ply = 0; ply < 20; ++ply) {
    const Bitboard moves = legal_moves(board, kBoard8.squares);
    const Square s = ply % 2 ? static_cast<Square>(63 - std::countl_zero(moves)) : lsb(moves);
    board = board.after(s, flips(s, board.player, board.opponent));
  }
  return board;
}

}  // namespace

TEST_CASE("a weights file's regressions outside what the search can use are refused, saying which number", "[reversi][probcut]") {
  const ProbCutModel strong = *PatternWeights::builtin().probcut(kBoard8);
  std::string error;
  CHECK(PatternWeights::read(builtin_with(strong), error));
  const auto refusal = [&](int parameter, float value) {
    ProbCutModel model = strong;
    model.parameters[parameter] = value;
    CHECK_FALSE(PatternWeights::read(builtin_with(model), error));
    return error;
  };
  const std::string outside = "the weights file's 8×8 probcut regressions are outside what the search can use: ";
  CHECK(refusal(0, 1e-38f) == outside + "the slope is not within 0.25 … 4");  // issue 43: every value −1875 discs
  CHECK(refusal(0, 4.5f) == outside + "the slope is not within 0.25 … 4");
  CHECK(refusal(1, -2000) == outside + "the intercept is not within ±1024");
  // σ = e^20 units: past any score; e^-10: below a unit; growing with empties × depth (e^(0.01·e·d)
  // beside the strong level's): fine at few empties, past 1024 at 15.
  CHECK(refusal(2, 20) == outside + "the spread at 1 empties, depth 1, is not within 1 … 1024");
  CHECK(refusal(2, -10) == outside + "the spread at 1 empties, depth 1, is not within 1 … 1024");
  CHECK(refusal(5, 0.01f) == outside + "the spread at 15 empties, depth 15, is not within 1 … 1024");
  // The range's edges are the search's to use.
  for (const ProbCutModel& edge : {ProbCutModel{{0.25f, 1024, 0, 0, 0, 0}}, ProbCutModel{{4, -1024, std::log(1024.0f) - 1e-6f, 0, 0, 0}}})
    CHECK(PatternWeights::read(builtin_with(edge), error));
}

TEST_CASE("the search on any regressions keeps its values within the board's and plays a legal move", "[reversi][probcut]") {
  const Board board = midgame_board();
  const int bound = kBoard8.cells();
  REQUIRE(popcount(board.empties(kBoard8.squares)) == 40);
  REQUIRE(popcount(legal_moves(board, kBoard8.squares)) > 1);
  TranspositionTable table;
  for (const ProbCutModel& model : {ProbCutModel{{1e-38f, 0, 0, 0, 0, 0}}, ProbCutModel{{1e30f, 0, 0, 0, 0, 0}},
                                    ProbCutModel{{1, 1e30f, 0, 0, 0, 0}}, ProbCutModel{{1, 0, 80, 0, 0, 0}},
                                    ProbCutModel{{1, 0, -80, 0, 0, 0}}, ProbCutModel{{0.25f, 1024, 0, 0, 0, 0}}}) {
    INFO("slope " << model.parameters[0] << ", intercept " << model.parameters[1] << ", c0 " << model.parameters[2]);
    const WithRegressions evaluation(model);
    table.clear();
    Search search(kBoard8, table, evaluation);
    const std::vector<MoveValue> values = search.analyze(board, {.nodes = 20'000});
    REQUIRE(values.size() == static_cast<std::size_t>(popcount(legal_moves(board, kBoard8.squares))));
    for (const MoveValue& value : values) {
      CHECK(contains(legal_moves(board, kBoard8.squares), value.move));
      CHECK(std::abs(value.score) <= bound);
    }
    table.clear();
    const SearchResult thought = Search(kBoard8, table, evaluation).think(board, {.nodes = 20'000});
    CHECK(contains(legal_moves(board, kBoard8.squares), thought.move));
    CHECK(std::abs(thought.score) <= bound * kUnitsPerDisc);
  }
}
