// The review of a Reversi game, as Egaroucid's and lichess's: for every position the game went
// through, the side to move's value with best play and a best move, and for the move played from
// it, that move's value and a mark (?!, ?, ??) by the discs it gave away against the best.
//
// Values are final disc differences for the side to move (empty squares to the winner): exact
// where a proven book knows them (exact_book.hpp) or the solver finishes within its budget, as
// it does over the last twenty or so empty squares, and estimated by the analysis
// (Search::analyze) before that. The review runs from the end of the game toward the opening, so the exact values come first and each solve finds the
// positions after it in the transposition table; a solved position's move played is worth what
// the next position is, which costs no search of its own. An estimated position's best move and
// move played come from one analysis, searched as deep as each other, which values every other
// move as well.
//
// A move marked ? or ?? is one to learn from (the pages' 「間違いから学ぶ」): the review keeps the best
// line there, read from the table as the search left it (from the book where it knows one), and, once every position is reviewed, a
// second pass from the end solves each legal move at such positions that were solved, so that any
// try there can be judged at once. A try is good within one disc of the best value.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/annotation.hpp"
#include "core/review_summary.hpp"
#include "reversi/game.hpp"
#include "reversi/search.hpp"

namespace engine::reversi {

// Returns the mark of a move that gives away `loss` discs against the best move: ?? for 12 or
// more, ? for 6 to 11, ?! for 2 to 5, none below.
constexpr Annotation annotation(int loss) {
  return loss >= 12 ? Annotation::Blunder : loss >= 6 ? Annotation::Mistake : loss >= 2 ? Annotation::Dubious : Annotation::None;
}

// The review's budget per position, in nodes, so that a review gives the same values everywhere.
struct ReviewLimits {
  // A position's solve; once one runs out, that position and every earlier one are estimated.
  std::uint64_t solve_nodes = 0;
  // An estimated position's analysis.
  std::uint64_t estimate_nodes = 0;
  // Past this many empty squares a solve gets only estimate_nodes: it ends only where the game does
  // soon (a wipe-out), and would otherwise run out of solve_nodes after spending them all.
  int solve_empties = 64;
  // The second pass's analysis of a solved position to learn from (every move valued, solved
  // best-looking first as far as it goes).
  std::uint64_t learn_nodes = 0;
};

// The budget the pages review with. A solve with the positions after it in the table takes up to
// a few million nodes at 20 empty squares, and tens of millions at 22, past which a solve gets an
// estimate's budget (a short game's review would otherwise spend its first seconds on a solve it
// cannot finish); an estimate of 200,000 nodes searches 8 to 10 plies. A 60-move game then takes
// 10 to 30 million nodes (`reversi bench` prints them), some seconds in a browser
// (tests/bench/review_bench.mjs).
inline constexpr ReviewLimits kPageReviewLimits{.solve_nodes = 8'000'000, .estimate_nodes = 200'000, .solve_empties = 22, .learn_nodes = 4'000'000};

// The budget on a board with a proven book (6×6): every position solved, whatever it costs. The
// book answers the first plies of a game against 最強 and the solver the rest within seconds; a
// game that leaves the book early (two players) has positions of many empties to solve, which
// takes minutes (docs/engine-tools.md). The second pass's other moves as the page's budget allows.
inline constexpr ReviewLimits kExactReviewLimits{.solve_nodes = ~std::uint64_t{0}, .estimate_nodes = kPageReviewLimits.estimate_nodes,
                                                   .solve_empties = 64, .learn_nodes = kPageReviewLimits.learn_nodes};

// Returns the budget the pages review a game on geometry's board with, the evaluation's books known.
inline const ReviewLimits& page_review_limits(const Geometry& geometry, const Evaluation& evaluation) {
  return evaluation.exact_book(geometry) ? kExactReviewLimits : kPageReviewLimits;
}

struct TurnReview {
  int ply = 0;                  // the moves played before this position
  Color to_move = Color::Black;
  Square played = kPass;        // the move played from here, a grid bit; kPass at the last position
  Square best = kPass;          // a best move; kPass when the side to move has none
  int value = 0;                // the side to move's result with best play
  int played_value = 0;         // its result after the move played, with best play after it
  bool exact = false;           // value is the perfect-play result, not an estimate
  bool played_exact = false;    // likewise played_value
  int depth = 0;                // plies searched for an estimate (the empty squares when exact)
  Annotation mark = Annotation::None;
  std::uint64_t nodes = 0;      // searched for this position
  // Every legal move's value, best first: at an estimated position (its analysis), and at a
  // solved one marked ? or ?? (the second pass; exact where a solve finished within solve_nodes,
  // else the estimate capped at the best value). Empty elsewhere.
  std::vector<MoveValue> values;
  Bitboard good = 0;            // with values: the moves within one disc of the best, good tries
  std::vector<Square> line;     // at a ? or ??: the best line from here, the best move first, kPass where a side passes
};

// The most moves a best line holds.
inline constexpr int kLineLength = 8;

// A move's accuracy, 0–100, by the discs it gives away against the best: 100·e^(−loss/6), so
// 100 for a best move, 72 for a ?! of 2 discs, 37 for a ? of 6, 14 for a ?? of 12; a side's
// accuracy is its moves' mean.
double move_accuracy(int loss);

// Hears each position's review as it is done, from the end of the game toward the opening; then
// each position the second pass values again.
class ReviewListener {
 public:
  virtual void heard(const TurnReview& turn) = 0;

 protected:
  ~ReviewListener() = default;
};

// Reviews every position of game's record, the start to the last wherever its cursor stands, within limits; returns them in
// the game's order. The search uses and keeps table, and estimates with evaluation.
std::vector<TurnReview> review_game(const Game& game, const ReviewLimits& limits, TranspositionTable& table,
                                    ReviewListener* listener = nullptr, const Evaluation& evaluation = PatternWeights::builtin());

// A side's summary: lost counts the discs its moves gave away against the best (value − played
// value), and accuracy is the mean of its moves' move_accuracy (100 with no move).
struct ReversiSideSummary : SideSummary {
  double accuracy = 100;

  // Returns the discs lost a move, 0 with no move.
  constexpr double average_loss() const { return moves ? static_cast<double>(lost) / moves : 0; }
};

// Returns each side's summary of a review, by Color (black, white).
std::array<ReversiSideSummary, 2> summarize(const std::vector<TurnReview>& turns);

}  // namespace engine::reversi
