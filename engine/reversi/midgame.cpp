// The midgame search: iterative deepening negascout on the evaluation, each iteration first
// within an aspiration window around the last one's score; the transposition table with enhanced
// cutoffs; moves ordered by a shallow search where the subtree is deep enough to pay for it, else
// fastest first; multi-ProbCut where the evaluation brings its regressions; and the exact solver
// once it is expected to finish in the budget.
#include <algorithm>
#include <cmath>

#include "core/random.hpp"
#include "reversi/move_list.hpp"
#include "reversi/search.hpp"

namespace engine::reversi {
namespace {

// Plies searched before the solver is tried: a solve the budget cuts short still leaves a fair move.
constexpr int kDepthBeforeSolve = 4;

// The solver's cost, measured on the positions of strong self-play at 200 ms a move (16 to 40 a
// count, docs/results-log.md): about kSolveNodes nodes at kSolveEmpties empties, kSolveGrowth
// times more per further empty square (2.1 to 2.3 from 14 to 21 empties), and up to 3 times the
// mean between positions; so it is tried when kSolveMargin times that estimate fits the nodes,
// or time, left.
constexpr int kSolveEmpties = 14;
constexpr double kSolveNodes = 5e4, kSolveGrowth = 2.15, kSolveMargin = 2;
// The solver's speed for the time left: native here it runs 2.7e4 nodes a ms, wasm in Chromium
// about 1.1 times slower. A slower device overruns more often, and then plays the solve's first
// guess (solve_root).
constexpr double kNodesPerMs = 2e4;

// How far the seed may raise a root move's ordering value: under two replies' worth (kReplyCost),
// so that only near-equal moves trade places.
constexpr int kRootShake = 24;

// Iterations from kAspirationDepth search first within kAspiration of the last one's score.
constexpr int kAspiration = 4 * kUnitsPerDisc;
constexpr int kAspirationDepth = 3;
// From kSortDepth plies, moves are ordered by a search of their own, at most kSortShallow deep,
// plus kMobilityWeight quarters of their fastest-first value (the opponent's replies); below it,
// by the table's move and fastest first. The searches cost more nodes than they save: at a fixed
// budget, ordering from 10 plies instead of 4 won +91 ± 16 Elo at 100,000 nodes a move and
// +57 ± 23 at 400,000 (docs/results-log.md); never ordering by search, +68 ± 21 there, no better
// within the margin, while deeper searches (the page's analysis) reach 10 plies more often.
constexpr int kSortDepth = 10;
constexpr int kSortShallow = 2;
constexpr int kMobilityWeight = 1;
constexpr int kEtcDepth = 4;         // enhanced transposition cutoffs from this depth
constexpr int kProbCutMinDepth = 3;  // probcut from this depth: shallower, the shallow search costs as much

// The depth of the ordering search at a node of `depth` plies: 1 at kSortDepth, 2 from two plies deeper.
int sort_depth(int depth) { return std::clamp((depth - kSortDepth) / 2 + 1, 0, kSortShallow); }

}  // namespace

SearchResult Search::think(const Board& board, const Limits& limits, std::uint64_t seed) {
  start(limits);
  SearchResult best;
  const Bitboard moves = legal_moves(board, geometry_.squares);
  if (popcount(moves) <= 1) {
    best.move = moves ? lsb(moves) : kPass;
    return best;
  }
  const int empties = popcount(board.empties(geometry_.squares));
  // Depth 1 always completes, so there is a move to play whatever the budget.
  const int depth_before_solve = std::min(kDepthBeforeSolve, empties - 1);
  for (int depth = 1; depth <= std::min(empties, limits.depth); ++depth) {
    if (depth > depth_before_solve && solve_fits_budget(empties)) {
      // A solve the budget cuts short still names a move, from a deeper search than the last iteration's.
      const Solution solution = solve_root(board);
      if (solution.selectivity == kFullWidth) best = {solution.move, solution.score, empties, true, nodes_};
      else if (solution.move != kPass) best.move = solution.move;
      break;
    }
    if (depth > 1 && out_of_budget()) break;
    Square move = kPass;
    const int score = root_search(board, depth, depth > 1 ? best.score : 0, move, seed);
    if (stopped_) {
      if (move != kPass) best.move = move;  // the unfinished iteration already refuted the last one's move
      break;
    }
    best = {move, score, depth, false, nodes_};
  }
  best.nodes = nodes_;
  return best;
}

// Searches the root to `depth` within an aspiration window around `previous`, widened to the
// full window when the score falls outside it. When the budget runs out first, move is a move
// this search proved better than the one it tried first (the last iteration's best), else kPass.
int Search::root_search(const Board& board, int depth, int previous, Square& move, std::uint64_t seed) {
  if (depth >= kAspirationDepth) {
    const int alpha = previous - kAspiration, beta = previous + kAspiration;
    const int score = midgame(board, alpha, beta, depth, &move, seed);
    if (stopped_ || (score > alpha && score < beta)) return score;
    // A move that failed high stays the best known; one that failed low is only the least bad bound.
    if (score <= alpha) move = kPass;
  }
  return midgame(board, -kInfinity, kInfinity, depth, &move, seed);
}

int Search::score(const Board& board, int depth) {
  start({});
  selectivity_ = kFullWidth;
  const int score = midgame(board, -kInfinity, kInfinity, depth);
  selectivity_ = default_selectivity_;
  return score;
}

// Returns whether the solver is expected to finish in the nodes, or time, left.
bool Search::solve_fits_budget(int empties) const {
  const double estimate = kSolveMargin * kSolveNodes * std::pow(kSolveGrowth, empties - kSolveEmpties);
  if (static_cast<double>(limits_.nodes - std::min(nodes_, limits_.nodes)) < estimate) return false;
  if (limits_.milliseconds == std::numeric_limits<double>::infinity()) return true;
  const double elapsed = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started_).count();
  return (limits_.milliseconds - elapsed) * kNodesPerMs >= estimate;
}

bool Search::probcut(const Board& board, int alpha, int beta, int depth, int empties, int& score) {
  if (!probcut_ || selectivity_ == kFullWidth || depth < kProbCutMinDepth) return false;
  const ProbCutFit fit = probcut_->fit(empties, std::min(depth, empties));
  if (fit.a <= 0) return false;
  const int shallow = probcut_shallow_depth(std::min(depth, empties));
  const double margin = kProbCutMargins[selectivity_] * fit.sigma;
  const int bound = geometry_.cells() * kUnitsPerDisc;
  // The deep search is predicted to fail high when a·shallow + b ≥ beta + margin. No cut answers
  // for a window beyond the board's scores (which sane regressions never reach there anyway), and
  // a bound past ±kInfinity, which every score passes alike, is brought to it before it becomes an int.
  const double high = std::ceil((beta + margin - fit.b) / fit.a);
  if (beta < bound && high < bound) {
    const int at = static_cast<int>(std::max(high, double{-kInfinity}));
    if (midgame(board, at - 1, at, shallow) >= at) {
      score = beta;
      return true;
    }
  }
  const double low = std::floor((alpha - margin - fit.b) / fit.a);
  if (alpha > -bound && low > -bound) {
    const int at = static_cast<int>(std::min(low, double{kInfinity}));
    if (midgame(board, at, at + 1, shallow) <= at) {
      score = alpha;
      return true;
    }
  }
  return false;
}

// Negascout to `depth` plies (a pass costs none); at the root, best_move receives the best move
// (cut short by the budget: a move proven better than the first one, if any was) and root_seed
// perturbs the order of equally valued moves.
int Search::midgame(const Board& board, int alpha, int beta, int depth, Square* best_move_out, std::uint64_t root_seed) {
  ++nodes_;
  const bool root = best_move_out != nullptr;
  // The root and the leaves never stop for the budget: so depth 1 always completes.
  if (!root && depth > 0 && out_of_budget()) return 0;
  const Bitboard moves = legal_moves(board, geometry_.squares);
  if (!moves) {
    if (!legal_moves(board.passed(), geometry_.squares))
      return final_score(board.player, popcount(board.empties(geometry_.squares))) * kUnitsPerDisc;
    if (root) *best_move_out = kPass;
    return -midgame(board.passed(), -beta, -alpha, depth);
  }
  if (depth == 0) return evaluation_(board, geometry_, moves);
  if (depth == 1 && !root) return midgame_1(board, beta, moves);

  Square hint = kPass;
  if (const TableEntry* entry = table_.probe(board)) {
    hint = entry->move;
    if (!root && entry->depth >= depth && !is_endgame(*entry) && entry->selectivity >= selectivity_) {
      if (entry->lower >= beta) return entry->lower;
      if (entry->upper <= alpha) return entry->upper;
    }
  }
  const int empties = popcount(board.empties(geometry_.squares));
  if (int score; !root && probcut(board, alpha, beta, depth, empties, score)) return score;
  ScoredMove list[kMaxMoves];
  const int n = list_moves(board, moves, geometry_, hint, list);
  if (depth >= 2) prefetch_children(board, list, n);  // for ETC below and the children's probes (leaves probe none)
  if (!root && depth >= kEtcDepth) {
    // Enhanced transposition cutoff: a child already known to fail low for the opponent ends the search here.
    for (int i = 0; i < n; ++i) {
      const TableEntry* child = table_.probe(board.after(list[i].square, list[i].flipped));
      if (child && child->depth >= depth - 1 && !is_endgame(*child) && child->selectivity >= selectivity_ &&
          -child->upper >= beta)
        return -child->upper;
    }
  }
  if (depth >= kSortDepth) order_by_search(board, list, n, sort_depth(depth), kMobilityWeight);
  if (root && root_seed) {
    // Shake the order of the root moves a little, hint aside: equal moves come out in a seeded order.
    Random rng(root_seed);
    for (int i = 0; i < n; ++i)
      if (list[i].square != hint) list[i].value += static_cast<int>(rng.below(kRootShake));
    std::stable_sort(list, list + n, [](const ScoredMove& a, const ScoredMove& b) { return a.value > b.value; });
  }
  const int alpha_in = alpha;
  Square best_move;
  const int best = negascout(list, n, alpha, beta, best_move, [&](const ScoredMove& m, int a, int b) {
    return midgame(board.after(m.square, m.flipped), a, b, depth - 1);
  });
  if (stopped_) {
    // Cut short, the root still knows a move proven better than the first one, if any was.
    if (root && best_move != list[0].square) *best_move_out = best_move;
    return 0;
  }
  table_.store(board, depth, selectivity_, alpha_in, beta, best, best_move);
  if (root) *best_move_out = best_move;
  return best;
}

// One ply above the leaves, the commonest inner node: each move's position evaluated in turn,
// unordered, without the table or re-searches, which cost more here than they save.
int Search::midgame_1(const Board& board, int beta, Bitboard moves) {
  int best = -kInfinity;
  while (moves) {
    const Square s = pop_lsb(moves);
    const int score = -midgame(board.after(s, flips(s, board.player, board.opponent)), -kInfinity, kInfinity, 0);
    if (score > best && (best = score) >= beta) break;
  }
  return best;
}

}  // namespace engine::reversi
