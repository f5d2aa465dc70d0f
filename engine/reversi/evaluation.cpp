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
    result.zones[i] = {square_bb(r * 8 + c), square_bb((r + dr) * 8 + c + dc),
                       square_bb((r + dr) * 8 + c) | square_bb(r * 8 + c + dc)};
  }
  return result;
}

constexpr CornerZones kZones8 = corner_zones(kBoard8), kZones6 = corner_zones(kBoard6);

// A weight at the opening and at the end of the game; values in between are blended.
struct Weight {
  int opening, end;
};

constexpr Weight kMobility{22, 10};           // per legal move more than the opponent
constexpr Weight kCornerMobility{24, 10};     // extra, per corner among those moves
constexpr Weight kPotentialMobility{7, 3};    // per empty square next to an opponent disc
constexpr Weight kCorner{140, 64};            // per corner held
constexpr Weight kXSquare{-70, -24};          // per disc diagonal to an empty corner
constexpr Weight kCSquare{-24, -8};           // per disc beside an empty corner on an edge
constexpr Weight kStable{28, 18};             // per stable disc
constexpr Weight kDisc{-3, 10};               // per disc: few early, many late
constexpr Weight kParity{0, 20};              // to the side that would play last

}  // namespace

int evaluate(const Board& board, const Geometry& geometry) {
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
  const int features[] = {
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
  constexpr Weight weights[] = {kMobility, kCornerMobility, kPotentialMobility, kCorner, kXSquare,
                                kCSquare,  kStable,         kDisc,              kParity};
  int opening = 0, end = 0;
  for (int i = 0; i < 9; ++i) {
    opening += weights[i].opening * features[i];
    end += weights[i].end * features[i];
  }
  // Blend by the share of the board still empty: 1 at the start, 0 when full.
  const int total = geometry.cells() - 4, left = popcount(empty);
  return (opening * left + end * (total - left)) / total;
}

}  // namespace engine::reversi
