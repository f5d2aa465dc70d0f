// What the midgame search scores positions with (Evaluation), and the medium player's
// evaluation, the features one: what a position is worth to the side to move,
// in evaluation units (score.hpp: an estimate of the final disc difference). A linear
// function of the features Othello programs have measured since the 1980s — mobility, potential
// mobility, corners, the squares next to empty corners, stable discs, discs and parity — with
// weights fitted to self-play games for each board size, blended from the opening to the end by
// the number of empties. The features, the blend and the weights are public so that the fit
// (tools/evaluation_fit.hpp, `reversi fit`) uses the very definitions the search does.
#pragma once

#include <array>

#include "reversi/board.hpp"
#include "reversi/exact_book.hpp"
#include "reversi/opening_book.hpp"
#include "reversi/probcut.hpp"
#include "reversi/score.hpp"

namespace engine::reversi {

// What a position is worth to the side to move, in evaluation units: the search's leaves.
// The features below are one; the strong player's patterns (pattern_evaluation.hpp) another.
class Evaluation {
 public:
  virtual int operator()(const Board& board, const Geometry& geometry) const = 0;
  // The same, given the side to move's legal moves, which the search has at hand at its leaves.
  virtual int operator()(const Board& board, const Geometry& geometry, Bitboard) const { return (*this)(board, geometry); }
  // The regressions that multi-ProbCut prunes searches on this evaluation with, or none.
  virtual const ProbCutModel* probcut(const Geometry&) const { return nullptr; }
  // The opening book the strong level plays from with this evaluation's weights, or none.
  virtual const OpeningBook* opening_book(const Geometry&) const { return nullptr; }
  // The proven book the strong level plays perfectly from on this board size, or none.
  virtual const ExactBook* exact_book(const Geometry&) const { return nullptr; }

 protected:
  ~Evaluation() = default;
};

// The features, each from the side to move's point of view: its count minus the opponent's,
// except parity, which is 1 when an odd number of squares is empty.
enum Feature { kMobility, kCornerMobility, kPotentialMobility, kCorners, kXSquares, kCSquares, kStable, kDiscs, kParity,
               kFeatures };
inline constexpr const char* kFeatureNames[kFeatures] = {
    "mobility", "corner mobility", "potential mobility", "corners", "X-squares", "C-squares", "stable discs", "discs",
    "parity"};
using Features = std::array<int, kFeatures>;

// Weights at the start and at the end (a full board); positions in between blend the two.
struct Weights {
  std::array<int, kFeatures> opening, end;
};

// Where a position lies between the two: `left` of the `total` squares empty at the start are
// still empty. The blend gives the opening weights the share left/total, the end (total-left)/total.
struct Phase {
  int left, total;
};

constexpr Phase phase_of(const Board& board, const Geometry& geometry) {
  return {popcount(board.empties(geometry.squares)), geometry.cells() - 4};
}

// Returns the features of board.
Features features(const Board& board, const Geometry& geometry);

// Returns the weighted blend of features at phase, in evaluation units (rounded toward zero).
int blend(const Weights& weights, const Features& features, Phase phase);

// Returns the weights the strong player uses on this board size.
const Weights& fitted_weights(const Geometry& geometry);

// Returns the evaluation: blend(fitted_weights, features, phase_of) of board.
int evaluate(const Board& board, const Geometry& geometry);

// evaluate() as an Evaluation.
const Evaluation& feature_evaluation();

}  // namespace engine::reversi
