// The review of a knight game: the solver knows every position exactly, so each is won or lost
// for the side to move, and a move that turns a won position into a lost one is a blunder (??),
// at which the review keeps the winning squares there were — the tries that a second look (the
// pages' 「間違いから学ぶ」) accepts — and a winning line: a winning move, the loser's best try, and
// so on. Moves that keep a win, and moves in a lost position (whatever the mover does, perfect play
// beats it), carry no mark.
#pragma once

#include <array>
#include <vector>

#include "core/annotation.hpp"
#include "core/review_summary.hpp"
#include "knights/game.hpp"
#include "knights/oracle.hpp"

namespace engine::knights {

// A square value for "no move": the game's last position has no move played from it.
inline constexpr Square kNoMove = -1;

// The most moves a winning line holds.
inline constexpr int kLineLength = 6;

struct KnightTurn {
  int ply = 0;              // the moves played before this position
  Square played = kNoMove;  // the move played from here
  bool won = false;         // the side to move wins with perfect play
  Bitboard winning = 0;     // at a blunder, the winning moves there were
  std::vector<Square> line; // at a blunder, a winning line from here, its first move one of those
  Annotation mark = Annotation::None;
};

// Hears each position's review as it is done, from the end of the game toward the opening: every
// position once its winner is known, then each blunder again once its winning squares and line are.
class KnightReviewListener {
 public:
  virtual void heard(const KnightTurn& turn) = 0;

 protected:
  ~KnightReviewListener() = default;
};

// The moves a lost side tries in a winning line, given the free squares: the perfect player's
// best tries (players/knights_perfect.hpp: best_tries), which this layer cannot see.
using TryFinder = Bitboard (*)(Bitboard free, Oracle& oracle);

// Reviews every position of game's record, the start to the last wherever its cursor stands; returns them in the game's order.
// Who wins where, and so the blunders, come first: they are cheap. The winning squares and line at
// a blunder follow, from the end too, since early in the game they can take the solver seconds.
std::vector<KnightTurn> review_game(const Game& game, Oracle& oracle, TryFinder tries, KnightReviewListener* listener = nullptr);

// Returns each side's summary of a review, by Player (first, second): its moves, its blunders,
// and as lost the wins it threw away (each blunder one).
std::array<SideSummary, 2> summarize(const Game& game, const std::vector<KnightTurn>& turns);

}  // namespace engine::knights
