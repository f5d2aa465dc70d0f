// The review of a knight game: the solver knows every position exactly, so each is won or lost
// for the side to move, and a move that turns a won position into a lost one is a blunder (??),
// at which the review keeps the winning squares there were. Moves that keep a win, and moves in a
// lost position (whatever the mover does, perfect play beats it), carry no mark.
#pragma once

#include <vector>

#include "core/annotation.hpp"
#include "knights/game.hpp"
#include "knights/oracle.hpp"

namespace engine::knights {

// A square value for "no move": the game's last position has no move played from it.
inline constexpr Square kNoMove = -1;

struct KnightTurn {
  int ply = 0;              // the moves played before this position
  Square played = kNoMove;  // the move played from here
  bool won = false;         // the side to move wins with perfect play
  Bitboard winning = 0;     // at a blunder, the winning moves there were
  Annotation mark = Annotation::None;
};

// Hears each position's review as it is done, from the end of the game toward the opening: every
// position once its winner is known, then each blunder again once its winning squares are.
class KnightReviewListener {
 public:
  virtual void heard(const KnightTurn& turn) = 0;

 protected:
  ~KnightReviewListener() = default;
};

// Reviews every position of game's record, the start to the last wherever its cursor stands; returns them in the game's order.
// Who wins where, and so the blunders, come first: they are cheap. The winning squares at a
// blunder follow, from the end too, since early in the game they can take the solver seconds.
std::vector<KnightTurn> review_game(const Game& game, Oracle& oracle, KnightReviewListener* listener = nullptr);

}  // namespace engine::knights
