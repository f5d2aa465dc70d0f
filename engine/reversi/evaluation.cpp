#include "reversi/evaluation.hpp"

#include "reversi/stability.hpp"

namespace engine::reversi {
namespace {

// The squares that give a corner away while it is empty: the diagonal X-square and the two
// C-squares beside it on the edges.
struct CornerZone {
  Bitboard corner, x_square, c_squares;
};

struct CornerZones {
  CornerZone zones[4];
};

constexpr CornerZones corner_zones(const Geometry& g) {
  CornerZones result{};
  const int low = g.offset, high = g.offset + g.size - 1;
  const int rows[4] = {low, low, high, high}, cols[4] = {low, high, low, high};
  for (int i = 0; i < 4; ++i) {
    const int r = rows[i], c = cols[i];
    const int dr = r == low ? 1 : -1, dc = c == low ? 1 : -1;
    const auto at = [](int row, int col) { return square_bb(row * kGridSize + col); };
    result.zones[i] = {at(r, c), at(r + dr, c + dc), at(r + dr, c) | at(r, c + dc)};
  }
  return result;
}

constexpr CornerZones kZones8 = corner_zones(kBoard8), kZones6 = corner_zones(kBoard6);

// Weights fitted by least squares, per board size, to the final scores of the medium player's
// games against itself (every position from 12 discs to 8 empties). To regenerate:
//   reversi fit --size 8 --games 3000 --nodes 8000 --random-plies 8 --seed 1   (then --size 6)
// plays those games with the weights in force and prints the definition to paste here; rebuild
// with it and run the command once more. A single weight can look odd (late corners worth little,
// late X-squares worth something): the features overlap — a corner is also a stable disc — and
// only the sum is fitted.
constexpr Weights kWeights8 = {{2, 42, 13, 324, -300, 2, 33, -10, -12}, {40, 70, -6, -42, 80, -14, 15, -1, 27}};
constexpr Weights kWeights6 = {{6, 34, 0, 252, -179, -107, 57, -11, -22}, {27, 61, -6, -51, 101, 33, 14, -4, 43}};

}  // namespace

Features features(const Board& board, const Geometry& geometry) {
  const Bitboard me = board.player, you = board.opponent, empty = board.empties(geometry.squares);
  const Bitboard my_moves = legal_moves(me, you, geometry.squares);
  const Bitboard your_moves = legal_moves(you, me, geometry.squares);
  const CornerZones& zones = geometry.size == 8 ? kZones8 : kZones6;

  int corners = 0, x_squares = 0, c_squares = 0;
  for (const CornerZone& z : zones.zones) {
    corners += popcount(me & z.corner) - popcount(you & z.corner);
    if (empty & z.corner) {
      x_squares += popcount(me & z.x_square) - popcount(you & z.x_square);
      c_squares += popcount(me & z.c_squares) - popcount(you & z.c_squares);
    }
  }
  return {
      popcount(my_moves) - popcount(your_moves),
      popcount(my_moves & geometry.corners) - popcount(your_moves & geometry.corners),
      popcount(neighbours(you) & empty) - popcount(neighbours(me) & empty),
      corners,
      x_squares,
      c_squares,
      popcount(stable_discs(me, you, geometry.squares)) - popcount(stable_discs(you, me, geometry.squares)),
      popcount(me) - popcount(you),
      popcount(empty) & 1,
  };
}

int blend(const Weights& weights, const Features& features, Phase phase) {
  int opening = 0, end = 0;
  for (int i = 0; i < kFeatures; ++i) {
    opening += weights.opening[i] * features[i];
    end += weights.end[i] * features[i];
  }
  return (opening * phase.left + end * (phase.total - phase.left)) / phase.total;
}

const Weights& fitted_weights(const Geometry& geometry) { return geometry.size == 8 ? kWeights8 : kWeights6; }

int evaluate(const Board& board, const Geometry& geometry) {
  return blend(fitted_weights(geometry), features(board, geometry), phase_of(board, geometry));
}

const Evaluation& feature_evaluation() {
  struct Features final : Evaluation {
    int operator()(const Board& board, const Geometry& geometry) const override { return evaluate(board, geometry); }
  };
  static const Features features;
  return features;
}

}  // namespace engine::reversi
