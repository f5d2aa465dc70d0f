// A game review's summary for each player: the moves it made, the marks among them, and what its
// moves gave away against best play (Reversi's discs, the knights' wins thrown away). Each game's
// review fills one per side (Reversi's adds an accuracy, reversi/review.hpp).
#pragma once

#include "core/annotation.hpp"

namespace engine {

struct SideSummary {
  int moves = 0;                                 // moves the side made
  int blunders = 0, mistakes = 0, dubious = 0;   // marked ??, ? and ?!
  int lost = 0;                                  // given away against best play, over all its moves

  // Whether no move of the side gave anything away.
  constexpr bool perfect() const { return lost == 0; }

  // Counts one move of the side: its mark and what it gave away.
  constexpr void add(Annotation mark, int given_away) {
    ++moves;
    lost += given_away;
    blunders += mark == Annotation::Blunder;
    mistakes += mark == Annotation::Mistake;
    dubious += mark == Annotation::Dubious;
  }
};

}  // namespace engine
