// Games whose turning point is known, for the review's tests, bench and browser tests: each found
// by a search (described with it), and checked by the tests against the plain reference searches.
#pragma once

namespace review_games {

struct KnownGame {
  const char* moves;
  int blunder_ply;  // the moves played before the blunder
};

// The perfect player on both sides (the second mirroring the first, which loses), until the second
// player, winning with 20 free squares, places a knight that leaves the first a win (the first
// such move, by the reference search) instead of c6, b3 or f3; perfect play after it.
inline constexpr KnownGame kKnights{"b6 g3 g4 b5 d3 e6 g6 b8 d2 b7 d1 h3 a2 c2 h7 g8 g2 f7 e8", 7};

// 60 moves: six random ones, then the strong player against itself (20,000 nodes a move) until 14
// empty squares, where black, +4 with best play, plays c8 (of the moves losing 16 discs or more by
// the reference search, the one losing the fewest: 22); then the solver's best moves to the end.
inline constexpr KnownGame kReversi{
    "f5 d6 c5 f4 d7 g5 d3 c6 b5 c3 b3 d2 e1 d8 e6 e7 e3 c7 f3 b6 g4 c2 h6 d1 c1 a4 g6 b4 f6 c4 f7 g3 e8 e2 h3 f2 a3 "
    "a2 f1 f8 b8 g8 a6 h7 a5 a7 c8 a8 b7 h5 h4 h2 b2 a1 b1 g1 g2 h1 g7 h8",
    46};

}  // namespace review_games
