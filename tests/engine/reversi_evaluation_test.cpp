// The evaluation's features and their fit to self-play games: features counted on hand-built
// boards, blind to the board's symmetries and to whose turn it is (up to sign); the fit finds
// weights that a synthetic score was made from, and replays exactly from its seed.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "core/random.hpp"
#include "reversi/evaluation.hpp"
#include "reversi/position.hpp"
#include "tools/evaluation_fit.hpp"

using namespace engine;
using namespace engine::reversi;

namespace {

Position position_of(const std::string& text) {
  const ParsedPosition parsed = parse_position(text);
  REQUIRE(parsed.error.empty());
  return parsed.position;
}

// Returns b with every square (row, col) of the grid moved by one of the grid's 8 symmetries:
// bit 0 swaps row and column, bit 1 mirrors the rows, bit 2 the columns.
Bitboard transformed(Bitboard b, int symmetry) {
  Bitboard result = 0;
  for (Bitboard rest = b; rest;) {
    const Square s = pop_lsb(rest);
    int row = s / 8, col = s % 8;
    if (symmetry & 1) std::swap(row, col);
    if (symmetry & 2) row = 7 - row;
    if (symmetry & 4) col = 7 - col;
    result |= square_bb(row * 8 + col);
  }
  return result;
}

// Calls visit(board) on every position of `games` random games on g.
template <class Visit>
void random_positions(const Geometry& g, int games, std::uint64_t seed, Visit visit) {
  Random rng(seed);
  for (int game = 0; game < games; ++game) {
    Board board = Board::start();
    while (true) {
      visit(board);
      const Bitboard moves = legal_moves(board, g.squares);
      if (!moves && !legal_moves(board.passed(), g.squares)) break;
      if (!moves) {
        board = board.passed();
        continue;
      }
      const Square s = rng.pick(moves);
      board = board.after(s, flips(s, board.player, board.opponent));
    }
  }
}

}  // namespace

TEST_CASE("the features of hand-built boards", "[reversi][evaluation]") {
  // 8×8, black to move. a1 is black's corner (so b2 next to it counts for nothing); h1 is empty
  // with white on its X-square g2 and black on its C-square g1; a8 is empty with black on its
  // C-square b8; h8 is empty with white on its C-square h7. Only a1 is stable.
  const Position eight = position_of(
      "X-----X-"
      "-X----O-"
      "--O-----"
      "---XO---"
      "---OX---"
      "--------"
      "-------O"
      "-X------ X");
  const Features f8 = features(eight.board, kBoard8);
  CHECK(f8[kCorners] == 1);
  CHECK(f8[kXSquares] == -1);
  CHECK(f8[kCSquares] == 1);
  CHECK(f8[kStable] == 1);
  CHECK(f8[kDiscs] == 1);   // 6 against 5
  CHECK(f8[kParity] == 1);  // 53 empties
  // 6×6, black to move: the corners are the 6×6 board's own. Black holds a1; f1 is empty with
  // white on its X-square e2; a6 is empty with white on its C-square a5.
  const Position six = position_of(
      "X-----"
      "----O-"
      "--XO--"
      "--OX--"
      "O-----"
      "------ X");
  const Features f6 = features(six.board, kBoard6);
  CHECK(f6[kCorners] == 1);
  CHECK(f6[kXSquares] == -1);
  CHECK(f6[kCSquares] == -1);
  CHECK(f6[kStable] == 1);
  CHECK(f6[kDiscs] == -1);  // 3 against 4
  CHECK(f6[kParity] == 1);  // 29 empties
  // Seen from white: every count changes sign, parity stays.
  const Features white = features(six.board.passed(), kBoard6);
  CHECK(white[kCorners] == -1);
  CHECK(white[kParity] == 1);
}

TEST_CASE("features ignore the board's symmetries and change sign with the side to move", "[reversi][evaluation]") {
  for (const Geometry* g : {&kBoard8, &kBoard6}) {
    int positions = 0;
    random_positions(*g, 60, g->size, [&](const Board& board) {
      const Features f = features(board, *g);
      for (int symmetry = 1; symmetry < 8; ++symmetry) {
        const Board image{transformed(board.player, symmetry), transformed(board.opponent, symmetry)};
        REQUIRE(features(image, *g) == f);
      }
      Features swapped = features(board.passed(), *g);
      for (int i = 0; i < kParity; ++i) swapped[i] = -swapped[i];
      REQUIRE(swapped == f);
      ++positions;
    });
    CHECK(positions > 60 * (g->cells() - 8));
  }
}

TEST_CASE("the fit finds the weights a score was made from", "[reversi][evaluation][fit]") {
  // Real positions from a short self-play run, scored by the evaluation itself with known
  // weights: least squares must give those weights back.
  FitOptions options;
  options.games = 40;
  options.nodes = 300;
  std::vector<FitSample> samples = self_play_samples(options);
  const Weights known = {{3, 40, -10, 300, -250, -20, 30, -8, -15}, {35, 70, -5, -40, 80, -15, 15, 2, 25}};

  SECTION("exactly, when the blend has nothing to round") {
    // The blend divides by the phase's total: weights that are multiples of it blend exactly.
    const int total = kBoard8.cells() - 4;
    Weights scaled = known;
    for (int i = 0; i < kFeatures; ++i) {
      scaled.opening[i] *= total;
      scaled.end[i] *= total;
    }
    for (FitSample& sample : samples) sample.score = blend(scaled, sample.features, sample.phase);
    const FitResult fit = fit_weights(samples);
    REQUIRE(fit.solved);
    for (int i = 0; i < kFeatures; ++i) {
      CHECK(fit.exact[i] == Approx(scaled.opening[i]).margin(1e-6));
      CHECK(fit.exact[kFeatures + i] == Approx(scaled.end[i]).margin(1e-6));
    }
    CHECK(fit.rms < 1e-9);
  }
  SECTION("up to the rounding, when the blend rounds toward zero") {
    // The rounding moves a score by under a unit, which can shift a rarely seen feature's
    // weight by about a unit, so only the error left over is checked.
    for (FitSample& sample : samples) sample.score = blend(known, sample.features, sample.phase);
    const FitResult fit = fit_weights(samples);
    REQUIRE(fit.solved);
    CHECK(fit.rms < 0.5 / kUnitsPerDisc);
    CHECK(rms_error(samples, fit.weights) < 1.0 / kUnitsPerDisc);
  }
}

TEST_CASE("a small self-play fit: its samples, finite weights, the same output for the same seed",
          "[reversi][evaluation][fit]") {
  for (const Geometry* g : {&kBoard8, &kBoard6}) {
    FitOptions options;
    options.geometry = g;
    options.games = 12;
    options.nodes = 500;
    options.seed = 7;
    const std::vector<FitSample> samples = self_play_samples(options);
    const int total = g->cells() - 4;
    CHECK(samples.size() > static_cast<std::size_t>(options.games * (g->cells() - kFitFirstDiscs - kFitLastEmpties) / 2));
    double zero_rms = 0;
    for (const FitSample& s : samples) {
      REQUIRE(s.phase.total == total);
      REQUIRE(s.phase.left >= kFitLastEmpties);
      REQUIRE(s.phase.left <= g->cells() - kFitFirstDiscs);
      REQUIRE(s.score % (2 * kUnitsPerDisc) == 0);  // final scores are even on even boards
      REQUIRE(std::abs(s.score) <= g->cells() * kUnitsPerDisc);
      zero_rms += static_cast<double>(s.score) * s.score / samples.size();
    }
    zero_rms = std::sqrt(zero_rms) / kUnitsPerDisc;

    const FitResult fit = fit_weights(samples);
    REQUIRE(fit.solved);
    for (const double w : fit.exact) CHECK(std::isfinite(w));
    CHECK(fit.rms < zero_rms);  // better than guessing a draw
    CHECK(rms_error(samples, fit.weights) == Approx(fit.rms).margin(0.1));

    const std::string printed = weights_definition("kWeights", fit.weights);
    CHECK(weights_definition("kWeights", fit_weights(self_play_samples(options)).weights) == printed);
#ifndef __EMSCRIPTEN__  // the wasm build has no threads
    options.threads = 3;
    CHECK(weights_definition("kWeights", fit_weights(self_play_samples(options)).weights) == printed);
#endif
    options.seed = 8;
    CHECK(weights_definition("kWeights", fit_weights(self_play_samples(options)).weights) != printed);
  }
}

TEST_CASE("the fitted weights print as evaluation.cpp holds them", "[reversi][evaluation][fit]") {
  const Weights w = {{2, 42, 13, 324, -300, 2, 33, -10, -12}, {40, 70, -6, -42, 80, -14, 15, -1, 27}};
  CHECK(weights_definition("kWeights8", w) ==
        "constexpr Weights kWeights8 = {{2, 42, 13, 324, -300, 2, 33, -10, -12}, {40, 70, -6, -42, 80, -14, 15, -1, 27}};");
  CHECK(unknown_name(kCorners) == "opening corners");
  CHECK(unknown_name(kFeatures + kParity) == "end parity");
}
