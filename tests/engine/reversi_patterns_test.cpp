// The pattern evaluation: its patterns read against a reference that walks squares by
// coordinates, its symmetry, its weights file (read, refused, written), the compiled-in weights,
// and the training's fit.
#include <catch2/catch.hpp>

#include <algorithm>
#include <limits>
#include <map>
#include <set>
#include <vector>

#include "core/random.hpp"
#include "reversi/pattern_evaluation.hpp"
#include "tools/pattern_training.hpp"
#include "tools/reversi_match.hpp"

using namespace engine;
using namespace engine::reversi;

namespace {

using Cell = std::pair<int, int>;  // row, column on the board

// The board's eight symmetries on coordinates.
Cell apply(int symmetry, Cell cell, int n) {
  auto [r, c] = cell;
  if (symmetry & 1) c = n - 1 - c;
  if (symmetry & 2) r = n - 1 - r;
  if (symmetry & 4) std::swap(r, c);
  return {r, c};
}

// The squares of a group's pattern in digit order, as module comment of patterns.hpp describes it.
std::vector<Cell> pattern_cells(const patterns::Group& group, int n) {
  std::vector<Cell> cells;
  switch (group.shape) {
    case patterns::Shape::Edge2X:
      for (int c = 0; c < n; ++c) cells.push_back({0, c});
      cells.push_back({1, 1});
      cells.push_back({1, n - 2});
      break;
    case patterns::Shape::Corner:
      for (int i = 0; i < 9; ++i) cells.push_back({i / 3, i % 3});
      break;
    case patterns::Shape::Corner2x5:
      for (int i = 0; i < 10; ++i) cells.push_back({i / 5, i % 5});
      break;
    case patterns::Shape::Row:
      for (int c = 0; c < n; ++c) cells.push_back({group.line, c});
      break;
    case patterns::Shape::Diagonal:
      for (int i = 0; i + group.line < n; ++i) cells.push_back({i, i + group.line});
      break;
  }
  return cells;
}

// Every (group, canonical index) the board's patterns read, walking each distinct image of each
// pattern square by square: the reference for_each_pattern is held to.
std::multiset<std::pair<int, int>> reference_readings(const Board& board, const Geometry& g) {
  const int n = g.size;
  const patterns::Groups& groups = patterns::groups_of(g);
  std::multiset<std::pair<int, int>> readings;
  for (int gi = 0; gi < groups.count; ++gi) {
    const patterns::Group& group = groups.list[gi];
    const std::vector<Cell> cells = pattern_cells(group, n);
    std::set<std::set<Cell>> seen;
    for (int symmetry = 0; symmetry < 8; ++symmetry) {
      std::vector<Cell> image;
      for (const Cell& cell : cells) image.push_back(apply(symmetry, cell, n));
      if (!seen.insert(std::set<Cell>(image.begin(), image.end())).second) continue;
      int index = 0, power = 1;
      for (const auto& [r, c] : image) {
        const Square s = g.bit_of(r * n + c);
        index += power * (contains(board.player, s) ? 1 : contains(board.opponent, s) ? 2 : 0);
        power *= 3;
      }
      readings.insert({gi, std::min(index, patterns::pattern_mirror(index, group, n))});
    }
  }
  return readings;
}

// A random board of the size: each square empty, the player's or the opponent's.
Board random_board(const Geometry& g, Random& rng) {
  Board board;
  for (Bitboard squares = g.squares; squares;) {
    const Square s = pop_lsb(squares);
    const unsigned v = rng.below(3);
    if (v == 1) board.player |= square_bb(s);
    if (v == 2) board.opponent |= square_bb(s);
  }
  return board;
}

Board symmetric_board(const Board& board, int symmetry, const Geometry& g) {
  Board image;
  for (int cell = 0; cell < g.cells(); ++cell) {
    const auto [r, c] = apply(symmetry, {cell / g.size, cell % g.size}, g.size);
    const Square from = g.bit_of(cell), to = g.bit_of(r * g.size + c);
    if (contains(board.player, from)) image.player |= square_bb(to);
    if (contains(board.opponent, from)) image.opponent |= square_bb(to);
  }
  return image;
}

// A weights file of random weights, as `reversi train` would write one.
std::vector<unsigned char> random_file(Random& rng, int phases8, int phases6) {
  std::vector<std::vector<double>> sizes[2];
  for (int s = 0; s < 2; ++s) {
    const FeatureLayout& layout = feature_layout(s == 0 ? kBoard8 : kBoard6);
    for (int p = 0; p < (s == 0 ? phases8 : phases6); ++p) {
      std::vector<double> features(layout.features);
      for (double& w : features) w = (static_cast<int>(rng.below(255)) - 127) * kWeightStep;
      sizes[s].push_back(features);
    }
  }
  return PatternWeights::file_bytes({sizes[0], {}}, {sizes[1], {}});
}

std::unique_ptr<PatternWeights> read_ok(const std::vector<unsigned char>& bytes) {
  std::string error;
  std::unique_ptr<PatternWeights> weights = PatternWeights::read(bytes, error);
  INFO(error);
  REQUIRE(weights);
  return weights;
}

}  // namespace

TEST_CASE("the patterns read what walking their squares reads, both sizes", "[reversi][patterns]") {
  Random rng(5);
  for (const Geometry* g : {&kBoard8, &kBoard6}) {
    const patterns::Groups& groups = patterns::groups_of(*g);
    CHECK(groups.count == (g->size == 8 ? 11 : 7));
    for (int trial = 0; trial < 300; ++trial) {
      const Board board = random_board(*g, rng);
      std::multiset<std::pair<int, int>> read;
      patterns::for_each_pattern(patterns::to_board_coordinates(board.player, *g),
                                 patterns::to_board_coordinates(board.opponent, *g), g->size, [&](int group, int index) {
                                   read.insert({group, std::min(index, patterns::pattern_mirror(index, groups.list[group], g->size))});
                                 });
      INFO(g->size << "x" << g->size << " trial " << trial);
      REQUIRE(read == reference_readings(board, *g));
    }
  }
}

TEST_CASE("a pattern's mirror is an involution that keeps its digits", "[reversi][patterns]") {
  for (const Geometry* g : {&kBoard8, &kBoard6}) {
    const patterns::Groups& groups = patterns::groups_of(*g);
    for (int gi = 0; gi < groups.count; ++gi) {
      const patterns::Group& group = groups.list[gi];
      for (int index = 0; index < patterns::power_of_3(group.digits); index += 7) {
        const int mirror = patterns::pattern_mirror(index, group, g->size);
        REQUIRE(patterns::pattern_mirror(mirror, group, g->size) == index);
        std::multiset<int> digits, mirrored;
        for (int i = 0, a = index, b = mirror; i < group.digits; ++i, a /= 3, b /= 3) {
          digits.insert(a % 3);
          mirrored.insert(b % 3);
        }
        REQUIRE(digits == mirrored);
      }
    }
  }
}

TEST_CASE("the evaluation is the same on the board's eight symmetries", "[reversi][patterns]") {
  Random rng(9);
  const std::unique_ptr<PatternWeights> weights = read_ok(random_file(rng, 3, 2));
  for (const Geometry* g : {&kBoard8, &kBoard6}) {
    for (int trial = 0; trial < 200; ++trial) {
      const Board board = random_board(*g, rng);
      const int value = (*weights)(board, *g);
      for (int symmetry = 1; symmetry < 8; ++symmetry) REQUIRE((*weights)(symmetric_board(board, symmetry, *g), *g) == value);
      // And the compiled-in weights too.
      const int builtin = PatternWeights::builtin()(board, *g);
      for (int symmetry = 1; symmetry < 8; ++symmetry)
        REQUIRE(PatternWeights::builtin()(symmetric_board(board, symmetry, *g), *g) == builtin);
    }
  }
}

TEST_CASE("the evaluation adds the weights of its phase's entries", "[reversi][patterns]") {
  Random rng(3);
  const std::vector<unsigned char> bytes = random_file(rng, 4, 2);
  const std::unique_ptr<PatternWeights> weights = read_ok(bytes);
  for (const Geometry* g : {&kBoard8, &kBoard6}) {
    const std::vector<std::vector<double>> features = weights->size_weights(*g).features;
    const FeatureLayout& layout = feature_layout(*g);
    for (int trial = 0; trial < 50; ++trial) {
      const Board board = random_board(*g, rng);
      const int phase = phase_of(popcount(board.empties(g->squares)), weights->phases(*g), *g);
      double sum = 0;
      for_each_entry(board, *g, [&](int entry) { sum += features[phase][layout.feature_of[entry]]; });
      const int bound = g->cells() * kUnitsPerDisc;
      REQUIRE((*weights)(board, *g) == std::clamp(static_cast<int>(sum), -bound, bound));
    }
  }
}

TEST_CASE("a weights file reads back what was written, rounded to steps", "[reversi][patterns]") {
  std::vector<std::vector<double>> eight(2, std::vector<double>(feature_layout(kBoard8).features, 0.0));
  std::vector<std::vector<double>> six(1, std::vector<double>(feature_layout(kBoard6).features, 0.0));
  eight[1][7] = 4 * 10 + 1;  // rounds to 10 steps
  eight[0][0] = -1e6;        // clamps to −127 steps
  six[0][3] = -6;            // −1.5 steps rounds away from zero: −2
  for (int f = 100; f < 700; ++f) eight[0][f] = 4;  // a run of weights between runs of zeros
  ProbCutModel model;
  model.parameters = {1.25f, -3.5f, 2, 0.01f, 0.02f, -1e-4f};
  const std::unique_ptr<PatternWeights> weights = read_ok(PatternWeights::file_bytes({eight, model}, {six, {}}));
  CHECK(weights->phases(kBoard8) == 2);
  CHECK(weights->phases(kBoard6) == 1);
  const auto read8 = weights->size_weights(kBoard8).features, read6 = weights->size_weights(kBoard6).features;
  // The regressions come back bit for bit, and only where there are any.
  REQUIRE(weights->probcut(kBoard8));
  CHECK(weights->probcut(kBoard8)->parameters == model.parameters);
  CHECK_FALSE(weights->probcut(kBoard6));
  CHECK(read8[1][7] == 40);
  CHECK(read8[0][0] == -127 * kWeightStep);
  CHECK(read6[0][3] == -8);
  CHECK(std::count_if(read8[0].begin(), read8[0].end(), [](double w) { return w != 0; }) == 601);
  CHECK(read8[0][699] == 4);
  CHECK(read8[0][700] == 0);
}

TEST_CASE("a malformed weights file is refused with its reason", "[reversi][patterns]") {
  Random rng(1);
  const std::vector<unsigned char> good = random_file(rng, 1, 1);
  const auto refusal = [](std::vector<unsigned char> bytes) {
    std::string error;
    const std::unique_ptr<PatternWeights> weights = PatternWeights::read(bytes, error);
    CHECK_FALSE(weights);
    return error;
  };
  std::vector<unsigned char> bad_magic = good;
  bad_magic[0] = 'X';
  CHECK(refusal(bad_magic) == "not a pattern weights file (it should start with RPW4)");
  CHECK(refusal({}) == "not a pattern weights file (it should start with RPW4)");
  const std::string early = "the weights file ends early or holds a bad run of zeros";
  // The last 5 bytes: the 6×6 board's count of regressions (0) and its book's length (0).
  CHECK(refusal(std::vector<unsigned char>(good.begin(), good.end() - 6)).starts_with(early));
  CHECK(refusal(std::vector<unsigned char>(good.begin(), good.end() - 2)) ==
        "the weights file ends before the length of its 6×6 opening book, at byte " + std::to_string(good.size() - 4));
  std::vector<unsigned char> longer = good;
  longer.push_back(0);
  CHECK(refusal(longer) == "the weights file goes on after its tables (1 more bytes)");
  // Regressions of the wrong count, cut short, or sloping down.
  std::vector<unsigned char> miscounted = good;
  miscounted.end()[-5] = 3;
  CHECK(refusal(miscounted).starts_with("the weights file's probcut regressions are cut short or not 6 numbers"));
  const auto file_with = [](const ProbCutModel& model) {
    return PatternWeights::file_bytes({{std::vector<double>(feature_layout(kBoard8).features)}, {}},
                                      {{std::vector<double>(feature_layout(kBoard6).features)}, model});
  };
  ProbCutModel model;
  const std::vector<unsigned char> with_model = file_with(model);
  read_ok(with_model);
  CHECK(refusal(std::vector<unsigned char>(with_model.begin(), with_model.end() - 7)).starts_with(
      "the weights file's probcut regressions are cut short"));
  model.parameters[0] = -1;
  CHECK(refusal(file_with(model)) == "the weights file's probcut regressions are not finite or slope downwards");
  model.parameters[0] = 1;
  model.parameters[4] = std::numeric_limits<float>::infinity();
  CHECK(refusal(file_with(model)) == "the weights file's probcut regressions are not finite or slope downwards");
  // A run of no zeros, and a run past the tables' end.
  std::vector<unsigned char> empty_run = good;
  empty_run[5] = kZeroRun;
  empty_run[6] = 0;
  CHECK(refusal(empty_run) == early + ", at byte 5");
  std::vector<unsigned char> long_run(good.begin(), good.begin() + 5);
  for (int i = 0; i < 400; ++i) long_run.insert(long_run.end(), {kZeroRun, 255});
  CHECK(refusal(long_run).starts_with(early));
  std::vector<unsigned char> no_phases = good;
  no_phases[4] = 0;
  CHECK(refusal(no_phases) == "the weights file ends early or gives no phases for the 8×8 board");
  std::vector<unsigned char> many_phases = good;
  many_phases[4] = 61;
  CHECK(refusal(many_phases) == "the weights file gives the 8×8 board 61 phases, more than its 60 counts of empty squares");
}

TEST_CASE("the compiled-in weights are there and prefer corners", "[reversi][patterns]") {
  const PatternWeights& weights = PatternWeights::builtin();
  REQUIRE(weights.phases(kBoard8) > 1);
  REQUIRE(weights.phases(kBoard6) > 1);
  // Midgame boards of random games, each corner in turn: the same board is worth more to the side
  // to move with the corner its own than with it the opponent's — on most of the 200 (about 80%
  // on 8×8, where random play makes boards that games rarely reach, so that rare configurations,
  // left untrained, weigh nothing; chance would give half, untrained weights none).
  Random rng(8);
  for (const Geometry* g : {&kBoard8, &kBoard6}) {
    int preferred = 0;
    for (int trial = 0; trial < 50; ++trial) {
      const Position pos = random_opening(*g, g->cells() / 2, rng);
      for (Bitboard corners = g->corners; corners;) {
        const Bitboard corner = square_bb(pop_lsb(corners));
        Board mine = pos.board, theirs = pos.board;
        mine.player |= corner;
        mine.opponent &= ~corner;
        theirs.opponent |= corner;
        theirs.player &= ~corner;
        preferred += weights(mine, *g) > weights(theirs, *g);
      }
    }
    INFO(g->size << "x" << g->size);
    CHECK(preferred >= 140);
  }
}

TEST_CASE("the training fit finds weights that a score was made from", "[reversi][patterns][training]") {
  // Positions of a few self-play games on 6×6, labelled by an evaluation of known weights:
  // the fit, without its penalty, must give the scores back but for the rounding of its weights
  // to steps (a sixteenth of a disc's spread each over about 35 entries: some 0.4 discs).
  TrainingOptions options;
  options.geometry = &kBoard6;
  options.games = 30;
  options.player = Level::Medium;
  options.nodes = 300;
  options.solve_empties = 8;
  options.phases = 2;
  options.ridge = 0;
  options.min_count = 1;
  options.iterations = 400;
  TrainingData data = self_play_data(options);
  REQUIRE(data.fit.size() > 500);
  REQUIRE(!data.held_out.empty());
  // Labels that are whole discs: known weights of whole discs on a few of the features.
  std::vector<std::vector<double>> eight(1, std::vector<double>(feature_layout(kBoard8).features, 0.0));
  std::vector<std::vector<double>> six(2, std::vector<double>(feature_layout(kBoard6).features, 0.0));
  Random rng(4);
  for (auto& phase : six)
    for (double& w : phase) w = rng.below(8) == 0 ? (static_cast<int>(rng.below(9)) - 4) * kUnitsPerDisc : 0;
  const std::unique_ptr<PatternWeights> truth = read_ok(PatternWeights::file_bytes({eight, {}}, {six, {}}));
  for (std::vector<TrainingSample>* set : {&data.fit, &data.held_out})
    for (TrainingSample& sample : *set) sample.score = (*truth)(sample.board, kBoard6) / kUnitsPerDisc;
  const std::vector<PhaseFit> fits = fit_phases(data, options);
  REQUIRE(fits.size() == 2);
  for (const PhaseFit& fit : fits) {
    CHECK(fit.samples > 100);
    CHECK(fit.rms < 0.75);
  }
  // Measured per phase, the weights the labels came from are exact, and the fit's held-out error
  // is the one it printed.
  const std::unique_ptr<PatternWeights> fitted =
      read_ok(PatternWeights::file_bytes({eight, {}}, {{fits[0].weights, fits[1].weights}, {}}));
  const std::vector<double> truth_rms = phase_rms(data.held_out, *truth, options);
  const std::vector<double> fitted_rms = phase_rms(data.held_out, *fitted, options);
  REQUIRE(truth_rms.size() == 2);
  REQUIRE(fitted_rms.size() == 2);
  for (int phase = 0; phase < 2; ++phase) {
    CHECK(truth_rms[phase] == 0);
    CHECK(fitted_rms[phase] == Approx(fits[phase].held_out_rms));
  }
}

TEST_CASE("a positions file reads back record by record, up to its first record that is no game's position", "[reversi][patterns][training]") {
  TrainingOptions options;
  options.geometry = &kBoard6;
  options.games = 4;
  options.nodes = 200;
  const TrainingData data = self_play_data(options);
  std::vector<unsigned char> bytes = positions_bytes(data, kBoard6);
  std::string error;
  const std::optional<PositionsHeader> header = read_positions_header(bytes, kBoard6, error);
  REQUIRE(header);
  CHECK(header->fit == data.fit.size());
  CHECK(header->held_out == data.held_out.size());
  CHECK_FALSE(read_positions_header(bytes, kBoard8, error));
  CHECK(error == "the positions are of the 6×6 board");
  CHECK_FALSE(read_positions_header(std::vector<unsigned char>(kPositionsHeaderBytes), kBoard6, error));
  CHECK(error == "not a positions file (it should start with RPP1)");
  const auto records = std::span(bytes).subspan(kPositionsHeaderBytes);
  std::vector<TrainingSample> samples;
  REQUIRE(read_position_records(records.first(header->fit * kPositionBytes), kBoard6, 1, samples, error));
  REQUIRE(samples.size() == data.fit.size());
  CHECK((samples.back().board == data.fit.back().board && samples.back().score == data.fit.back().score));
  // Record 3: all zeros (an empty board), then one whose score is beyond the board's 36 discs, then
  // one with a disc off the 6×6 board: each stops the reading there, the records before it read.
  for (const auto& spoil : std::initializer_list<void (*)(unsigned char*)>{
           [](unsigned char* record) { std::fill(record, record + kPositionBytes, 0); },
           [](unsigned char* record) { record[16] = 37; },
           [](unsigned char* record) { record[0] |= 1; }}) {
    std::vector<unsigned char> spoilt(records.begin(), records.end());
    spoil(&spoilt[2 * kPositionBytes]);
    samples.clear();
    CHECK_FALSE(read_position_records(spoilt, kBoard6, 1, samples, error));
    CHECK(error == "position 3 is not one of a game on the 6×6 board");
    CHECK(samples.size() == 2);
  }
}
