// The exact endgame solver. Near the end of the game the search is cheap per node but huge in
// count, so each depth gets the method that pays there (thresholds measured on the FFO set):
//   many empties: negascout with the transposition table, fastest-first move ordering, and from
//                 kSearchOrderEmpties moves ordered by a shallow midgame search instead;
//   middle:       null-window search with fastest-first ordering, no table;
//   few:          empties tried in parity order (odd quadrants first), flips computed directly;
//   three, two, one: unrolled.
#include <algorithm>

#include "reversi/move_list.hpp"
#include "reversi/pattern_evaluation.hpp"
#include "reversi/search.hpp"
#include "reversi/stability.hpp"

namespace engine::reversi {
namespace {

constexpr int kTableEmpties = 8;    // use the transposition table above this many empties
constexpr int kShallowEmpties = 5;  // skip move sorting at this many empties or fewer
// From this many empties, order moves by a kOrderDepth-ply midgame search of each, from
// kDeepOrderEmpties kDeepOrderDepth plies: at the top of the tree a better first move saves more
// nodes than the searches cost (the deeper one saves 8% of FFO #40–#49's nodes at about the same
// time). From 16 empties instead of 18, the searches saved 5% of the nodes and cost 5% more time.
constexpr int kSearchOrderEmpties = 18;
constexpr int kOrderDepth = 2;
constexpr int kDeepOrderEmpties = 20;
constexpr int kDeepOrderDepth = 3;
// Enhanced transposition cutoffs wherever the children are in the table: with their buckets
// prefetched together, the probes pay even just above kTableEmpties.
constexpr int kEtcEmpties = kTableEmpties + 2;
// Probcut in the endgame from this many empties, in the selective solve; that solve runs before
// the exact one from kSelectiveSolveEmpties, at kSelectiveSolveLevel (probcut.hpp). On FFO #40–#49
// (round 4's weights) it saved about a fifth of the nodes and the time natively from 20, 22 or 24
// empties alike, against from 26 only, where a second one at 2.0σ followed (that one cost more
// than it saved even at 26: #49 20 s against 15 s without it). From 24: at 22–23 its midgame
// searches, which wasm runs slower than the solver, raised #41–#44's time in wasm 1.2–1.4×.
constexpr int kEndProbCutEmpties = 10;
constexpr int kSelectiveSolveEmpties = 24;
constexpr int kSelectiveSolveLevel = 0;
// The root's first guess at the score comes from a midgame search of kGuessDepth plies, or from
// kDeepGuessEmpties of kDeepGuessDepth: there a closer guess saves whole probes of millions of nodes.
constexpr int kGuessDepth = 4;
constexpr int kDeepGuessEmpties = 16;
constexpr int kDeepGuessDepth = 8;
// The clock is read every this many nodes: reading it at every node would cost more than the nodes.
constexpr std::uint64_t kClockCheckNodes = 1024;

}  // namespace

Search::Search(const Geometry& geometry, TranspositionTable& table, const Evaluation& evaluation)
    : geometry_(geometry),
      table_(table),
      evaluation_(evaluation),
      probcut_(evaluation.probcut(geometry)),
      default_selectivity_(probcut_ ? kMidgameSelectivity : kFullWidth),
      selectivity_(default_selectivity_) {
  const Bitboard corners = geometry.corners;
  const Bitboard x_squares = neighbours(corners) & geometry.squares & ~edges_of(geometry);
  const Bitboard c_squares = neighbours(corners) & edges_of(geometry);
  const Bitboard edges = edges_of(geometry) & ~corners & ~c_squares;
  square_classes_[0] = corners;
  square_classes_[1] = edges;
  square_classes_[2] = geometry.squares & ~(corners | edges | c_squares | x_squares);
  square_classes_[3] = c_squares;
  square_classes_[4] = x_squares;
}

void Search::start(const Limits& limits) {
  limits_ = limits;
  nodes_ = 0;
  stopped_ = false;
  started_ = std::chrono::steady_clock::now();
}

bool Search::out_of_budget() {
  if (stopped_) return true;
  if (nodes_ >= limits_.nodes) return stopped_ = true;
  if (limits_.milliseconds < std::numeric_limits<double>::infinity() && nodes_ % kClockCheckNodes == 0) {
    const auto elapsed = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started_);
    if (elapsed.count() >= limits_.milliseconds) stopped_ = true;
  }
  return stopped_;
}

SearchResult Search::solve(const Board& board, const Limits& limits, int selectivity) {
  start(limits);
  const Solution solution = solve_root(board, selectivity);
  SearchResult result;
  result.exact = solution.selectivity == kFullWidth;
  if (solution.selectivity == selectivity) {
    result.move = solution.move;
    result.score = result.exact ? solution.score : solution.score * kUnitsPerDisc;
  }
  result.depth = popcount(board.empties(geometry_.squares));
  result.nodes = nodes_;
  return result;
}

bool Search::at_most(const Board& board, int bound) {
  start({});
  const int selectivity = selectivity_;
  selectivity_ = kFullWidth;
  const int empties = popcount(board.empties(geometry_.squares));
  const int score = solve_sorted(board, bound, bound + 1, empties, legal_moves(board, geometry_.squares));
  selectivity_ = selectivity;
  return score <= bound;
}

Search::Solution Search::solve_root(const Board& board, int target) {
  const int empties = popcount(board.empties(geometry_.squares));
  if (!legal_moves(board, geometry_.squares)) {
    if (!legal_moves(board.passed(), geometry_.squares)) return {kPass, final_score(board.player, empties), kFullWidth};
    Solution solution = solve_root(board.passed(), target);
    return {kPass, -solution.score, solution.selectivity};
  }
  // The first guess: a midgame search, which also seeds the table with move hints.
  const int think_selectivity = selectivity_;
  const int guess_depth = std::min(empties >= kDeepGuessEmpties ? kDeepGuessDepth : kGuessDepth, empties - 1);
  int g = midgame(board, -kInfinity, kInfinity, guess_depth) / kUnitsPerDisc;
  Solution solution;
  if (const TableEntry* entry = table_.probe(board)) solution.move = entry->move;  // until a level finishes
  // Far from the end, a solve that prunes by probcut first: it settles the score nearly and fills
  // the table with good moves, so that the exact one starts from a close guess.
  std::vector<int> levels;
  if (probcut_ && empties >= kSelectiveSolveEmpties && kSelectiveSolveLevel < target)
    levels.push_back(kSelectiveSolveLevel);
  levels.push_back(probcut_ ? target : kFullWidth);
  for (const int level : levels) {
    selectivity_ = level;
    Square move = kPass;
    g = probe_score(board, g, empties, move);
    if (stopped_) break;
    solution = {move, g, level};
  }
  selectivity_ = think_selectivity;
  return solution;
}

// Null-window probes from a guess, MTD(f)-like. Final scores are even (both boards have an even
// number of squares), so the window (g-1, g+1) tells "below g", "exactly g" or "above g" at the
// cost of a null-window search. A probe that fails returns a bound beyond which the score
// cannot lie, so the probes move one way until one hits the score exactly, and that one
// names the best move. Returns the score; void once the budget runs out. A search that prunes
// can contradict itself (above g, then below g + 2): it then settles on the last move found
// above a bound, with that bound (or on the lowest score, when none was).
int Search::probe_score(const Board& board, int guess, int empties, Square& best_move) {
  const Bitboard moves = legal_moves(board, geometry_.squares);
  const int cells = geometry_.cells();
  int g = std::clamp(guess & ~1, -cells, cells), low = -cells, high = cells;
  Square above = kPass;  // the move of the last probe that failed high
  while (true) {
    Square move = kPass;
    const int r = solve_sorted(board, g - 1, g + 1, empties, moves, &move);
    if (stopped_) return 0;
    if (r == g) {
      best_move = move;
      return g;
    }
    // A probcut returns the window's odd edge: the score lies beyond it, at the next even one.
    if (r > g) {
      low = g + 2;
      above = move;
      g = std::max((r + 1) & ~1, low);
    } else {
      high = g - 2;
      g = std::min(r & ~1, high);
    }
    if (low > high) {
      best_move = above != kPass ? above : move;
      return above != kPass ? low : -cells;
    }
  }
}

// Negascout over moves sorted fastest-first; with the transposition table when many empties remain.
// At the root, best_move receives the best move.
// moves: the legal moves of board, which the caller has at hand.
int Search::solve_sorted(const Board& board, int alpha, int beta, int empties, Bitboard moves, Square* best_move_out) {
  if (empties <= kShallowEmpties && !best_move_out)
    return solve_shallow(board.player, board.opponent, alpha, beta, board.empties(geometry_.squares), empties);
  ++nodes_;
  if (out_of_budget()) return 0;
  if (!moves) {
    const Bitboard replies = legal_moves(board.passed(), geometry_.squares);
    if (!replies) return final_score(board.player, empties);
    return -solve_sorted(board.passed(), -beta, -alpha, empties, replies);
  }
  const bool use_table = empties > kTableEmpties;
  Square hint = kPass;
  if (use_table) {
    if (const TableEntry* entry = table_.probe(board)) {
      hint = entry->move;
      if (is_endgame(*entry) && entry->selectivity >= selectivity_ && !best_move_out) {
        if (entry->lower >= beta) return entry->lower;
        if (entry->upper <= alpha) return entry->upper;
        alpha = std::max<int>(alpha, entry->lower);
        beta = std::min<int>(beta, entry->upper);
      }
    }
  }
  // The opponent's stable discs stay theirs: the score cannot exceed what the rest would give.
  if (int bound; !best_move_out && stability_cutoff(board.player, board.opponent, empties, alpha, bound)) return bound;
  if (int score; !best_move_out && empties >= kEndProbCutEmpties && probcut_end(board, alpha, beta, empties, score))
    return score;
  ScoredMove list[kMaxMoves];
  const int n = list_moves(board, moves, geometry_, hint, list);
  if (empties - 1 > kTableEmpties) prefetch_children(board, list, n);  // for ETC below and the children's probes
  if (empties >= kSearchOrderEmpties)
    order_by_search(board, list, n, empties >= kDeepOrderEmpties ? kDeepOrderDepth : kOrderDepth, 0);
  if (use_table && empties >= kEtcEmpties && !best_move_out) {
    // Enhanced transposition cutoff: a child already known to fail low for the opponent ends the search here.
    for (int i = 0; i < n; ++i) {
      const TableEntry* child = table_.probe(board.after(list[i].square, list[i].flipped));
      if (child && is_endgame(*child) && child->selectivity >= selectivity_ && -child->upper >= beta) return -child->upper;
    }
  }
  const int alpha_in = alpha;
  Square best_move;
  const int best = negascout(list, n, alpha, beta, best_move, [&](const ScoredMove& m, int a, int b) {
    return solve_sorted(board.after(m.square, m.flipped), a, b, empties - 1, m.replies);
  });
  if (stopped_) return 0;
  if (use_table) table_.store(board, kExactDepth + empties, selectivity_, alpha_in, beta, best, best_move);
  if (best_move_out) *best_move_out = best_move;
  return best;
}

// Re-sorts list[0, n) by a `depth`-ply midgame search of each move, plus mobility_weight quarters
// of its fastest-first value, best first; the table's move stays first.
void Search::order_by_search(const Board& board, ScoredMove* list, int n, int depth, int mobility_weight) {
  if (n < 2) return;
  for (int i = 0; i < n; ++i)
    if (list[i].value != kHintValue)
      list[i].value = -midgame(board.after(list[i].square, list[i].flipped), -kInfinity, kInfinity, depth) +
                      mobility_weight * list[i].value / 4;
  std::stable_sort(list, list + n, [](const ScoredMove& a, const ScoredMove& b) { return a.value > b.value; });
}

// Probcut in the endgame, with the window in discs: returns true and sets score when a shallow
// midgame search predicts that the exact score lies outside (alpha, beta) by the level's margin.
bool Search::probcut_end(const Board& board, int alpha, int beta, int empties, int& score) {
  if (!probcut(board, alpha * kUnitsPerDisc, beta * kUnitsPerDisc, empties, empties, score)) return false;
  score /= kUnitsPerDisc;
  return true;
}

}  // namespace engine::reversi
