// The search: an exact endgame solver and a depth-limited midgame search, both negascout (PVS)
// with a transposition table, sharing one node count and one budget (nodes and/or time).
// Scores (score.hpp) are exact final disc differences in the endgame, evaluation units in the midgame.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <limits>
#include <vector>

#include "reversi/evaluation.hpp"
#include "reversi/move_list.hpp"
#include "reversi/pattern_evaluation.hpp"
#include "reversi/score.hpp"
#include "reversi/transposition_table.hpp"

namespace engine::reversi {

struct Limits {
  std::uint64_t nodes = std::numeric_limits<std::uint64_t>::max();
  double milliseconds = std::numeric_limits<double>::infinity();
  int depth = 60;  // the midgame search's deepest iteration
};

struct SearchResult {
  Square move = kPass;  // grid bit; kPass when the side to move cannot move (or the game is over)
  int score = 0;        // exact disc difference when exact, else evaluation units
  int depth = 0;        // plies of the deepest completed iteration
  bool exact = false;   // true when score is the perfect-play result
  std::uint64_t nodes = 0;
};

// What one legal move is worth to the side to move: the final disc difference it reaches after
// that move with best play (+12: the mover ends 12 discs ahead), exact or estimated.
struct MoveValue {
  Square move = kPass;  // grid bit
  int score = 0;        // discs
  int depth = 0;        // plies searched, the move included; the empty squares when exact
  bool exact = false;   // true when score is the perfect-play result
  // With Lines::With, the line of play behind the value: the move, then the best play after it,
  // kPass where a side must pass; to the end of the game when exact (its replay ends score discs
  // ahead), else as far as the search's table holds it (at most depth moves); cut short where the
  // budget ran out, and a value from the proven book's where the book leaves off. Empty without.
  std::vector<Square> line;
};

// Whether an analysis gives each value its line (MoveValue::line): the solves that prove an exact
// line cost some nodes of the budget, and change the table later searches read.
enum class Lines : bool { Without, With };

// Hears an analysis's values as they deepen.
class AnalysisListener {
 public:
  virtual void heard(const std::vector<MoveValue>& values) = 0;

 protected:
  ~AnalysisListener() = default;
};

class Search {
 public:
  // evaluation scores the midgame search's leaves and orders the endgame's top moves; by default the
  // strong player's, the compiled-in pattern weights (which the wasm module lacks: it passes its own).
  Search(const Geometry& geometry, TranspositionTable& table, const Evaluation& evaluation = PatternWeights::builtin());

  // Returns the exact final disc difference under perfect play and a best move, unless the
  // limits run out first (then exact is false and the result means nothing). With a selectivity
  // below kFullWidth (and an evaluation with probcut regressions), a search to the end that
  // prunes at that level instead: a near-exact score, in evaluation units, and its move.
  SearchResult solve(const Board& board, const Limits& limits = {}, int selectivity = kFullWidth);

  // Returns whether board's exact value is at most `bound` discs, by one null-window solve without
  // limits: whether a move to board keeps a value of −bound for the side that makes it.
  bool at_most(const Board& board, int bound);

  // Chooses a move within the limits: iterative deepening of the midgame search, and the exact
  // solver as soon as it is expected to finish in the budget left. The seed orders equal-looking
  // root moves, so that different seeds vary the play. One legal move is returned at once.
  SearchResult think(const Board& board, const Limits& limits, std::uint64_t seed = 0);

  // Values every legal move of board (none when it must pass or the game is over), best first,
  // within the limits: every move searched one ply deeper at a time; then, once the budget left is
  // expected to allow it, the position solved, which makes the best move's value exact, and the
  // other moves solved in turn, the best-looking first. Each move keeps the value of its deepest
  // finished search. listener, when given, hears the values so far after each step. With
  // Lines::With, each value comes with its line. (analysis.cpp)
  std::vector<MoveValue> analyze(const Board& board, const Limits& limits, AnalysisListener* listener = nullptr,
                                 Lines lines = Lines::Without);

  // Returns board's score searched `depth` plies deep, full width, in evaluation units: what the
  // probcut fit regresses deep searches on shallow ones with.
  int score(const Board& board, int depth);

  std::uint64_t nodes() const { return nodes_; }

 private:
  // Table depth of an endgame entry with e empties: kExactDepth + e, above any midgame depth, so
  // that the table keeps the entries of most empties, each worth the most nodes.
  static constexpr int kExactDepth = 100;
  // An endgame entry's scores are in discs, a midgame entry's in evaluation units.
  static constexpr bool is_endgame(const TableEntry& entry) { return entry.depth >= kExactDepth; }

  // A solver's result so far: a best move and its score, and the selectivity it was found at
  // (kFullWidth: exact; -1: none yet, the budget ran out first).
  struct Solution {
    Square move = kPass;
    int score = 0;
    int selectivity = -1;
  };

  // endgame.cpp
  // Each returns a fail-soft score within the window (alpha, beta); a null window is the common case.
  // Solves board at the selectivity target, far from the end after a cheaper level
  // (kSelectiveSolveLevel), which settles the score nearly and fills the table with good moves;
  // returns the last level finished (selectivity -1: none, the budget ran out first; the move is
  // then the first guess's, a midgame search deeper near the end than think's before the solve).
  Solution solve_root(const Board& board, int target = kFullWidth);
  int probe_score(const Board& board, int guess, int empties, Square& best_move);
  bool probcut_end(const Board& board, int alpha, int beta, int empties, int& score);
  int solve_sorted(const Board& board, int alpha, int beta, int empties, Bitboard moves, Square* best_move = nullptr);
  int solve_shallow(Bitboard player, Bitboard opponent, int alpha, int beta, Bitboard empties, int n);
  int solve_4(Bitboard player, Bitboard opponent, int alpha, int beta, Bitboard empties);
  int solve_3(Bitboard player, Bitboard opponent, int alpha, int beta, Bitboard empties);
  int solve_2(Bitboard player, Bitboard opponent, int alpha, int beta, Square x1, Square x2);
  int solve_1(Bitboard player, Bitboard opponent, Square x);
  // Returns true when the opponent's stable discs hold the score at or below alpha, and sets
  // score to that bound (endgame_shallow.cpp).
  bool stability_cutoff(Bitboard player, Bitboard opponent, int empties, int alpha, int& score) const;
  void order_by_search(const Board& board, ScoredMove* list, int n, int depth, int mobility_weight);
  // Starts fetching the table buckets of list[0, n)'s children, which are probed soon: their
  // cache misses then overlap instead of coming one after another.
  void prefetch_children(const Board& board, const ScoredMove* list, int n) const {
    for (int i = 0; i < n; ++i) table_.prefetch(board.after(list[i].square, list[i].flipped));
  }
  int final_score(Bitboard player, int empties) const { return reversi::final_score(player, empties, geometry_); }

  // The negascout loop of both searches, over list[0, n) in order: the first move with the full
  // window, the others with a null window and again with a full one when they land inside it.
  // child(move, alpha, beta) scores the position after move from the opponent's side. Returns
  // the fail-soft best score and sets best_move. Once the budget runs out the score is void and
  // best_move is the last move whose exact score raised alpha (a proof it beats the ones before),
  // else the first.
  template <class Child>
  int negascout(const ScoredMove* list, int n, int alpha, int beta, Square& best_move, Child child) {
    int best = -kInfinity;
    best_move = list[0].square;
    Square proven = list[0].square;
    for (int i = 0; i < n; ++i) {
      int score = -child(list[i], i == 0 ? -beta : -alpha - 1, -alpha);
      if (i > 0 && score > alpha && score < beta) score = -child(list[i], -beta, -score);
      if (stopped_) {
        best_move = proven;
        return 0;
      }
      if (score > best) {
        best = score;
        best_move = list[i].square;
        if (score >= beta) break;
        if (score > alpha) {
          alpha = score;
          proven = best_move;
        }
      }
    }
    return best;
  }

  // analysis_lines.cpp
  // Appends to line the play the table expects from board, at most `moves` moves (a pass counts
  // none), where its entries name a legal move.
  void append_table_line(Board board, int moves, std::vector<Square>& line) const;
  // Appends to line a best play from board to the end of the game, score being board's exact
  // score: each move one that keeps it, proven by a solve of a window around it; stops early
  // where the budget runs out.
  void append_exact_line(Board board, int score, std::vector<Square>& line);

  // midgame.cpp
  int midgame(const Board& board, int alpha, int beta, int depth, Square* best_move = nullptr,
              std::uint64_t root_seed = 0);
  int midgame_1(const Board& board, int beta, Bitboard moves);
  int root_search(const Board& board, int depth, int previous, Square& move, std::uint64_t seed);
  // Returns true and sets score (alpha or beta) when multi-ProbCut predicts that a search of
  // `depth` would fail outside (alpha, beta); depth ≥ empties stands for the exact score.
  bool probcut(const Board& board, int alpha, int beta, int depth, int empties, int& score);
  bool solve_fits_budget(int empties) const;

  void start(const Limits& limits);
  // Returns true once the budget is spent; searches then unwind and their results are void.
  bool out_of_budget();

  // The board's squares by how good a move there usually is: corners, edges, the centre,
  // C-squares, X-squares. The shallow solver tries empties in this order.
  static constexpr int kSquareClasses = 5;

  const Geometry& geometry_;
  TranspositionTable& table_;
  const Evaluation& evaluation_;
  const ProbCutModel* probcut_;
  // The midgame's selectivity: the level the searches prune at (probcut.hpp), kFullWidth without regressions.
  const int default_selectivity_;
  int selectivity_;  // the running search's
  Bitboard square_classes_[kSquareClasses];
  std::uint64_t nodes_ = 0;
  Limits limits_;
  std::chrono::steady_clock::time_point started_;
  bool stopped_ = false;
};

}  // namespace engine::reversi
