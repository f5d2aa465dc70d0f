// The midgame search: iterative deepening negascout on the evaluation, with the transposition
// table and fastest-first move ordering, handing over to the exact solver when it can finish.
#include <algorithm>
#include <cmath>

#include "core/random.hpp"
#include "reversi/move_list.hpp"
#include "reversi/search.hpp"

namespace engine::reversi {
namespace {

// Plies searched before the solver is tried: a solve the budget cuts short still leaves a fair move.
constexpr int kDepthBeforeSolve = 4;

// The solver's cost, measured on the FFO set: about kSolveNodes nodes at kSolveEmpties empties,
// kSolveGrowth times more per further empty square, and several times either way between
// positions; so it is tried when kSolveMargin times that estimate fits the nodes, or time, left.
constexpr int kSolveEmpties = 14;
constexpr double kSolveNodes = 5e4, kSolveGrowth = 2.7, kSolveMargin = 2;
constexpr double kNodesPerMs = 2e4;  // a cautious speed: wasm on a phone

// How far the seed may raise a root move's ordering value: under two replies' worth (kReplyCost),
// so that only near-equal moves trade places.
constexpr int kRootShake = 24;

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
  for (int depth = 1; depth <= empties; ++depth) {
    if (depth > depth_before_solve && solve_fits_budget(empties)) {
      Square move = kPass;
      const int score = solve_root(board, move);
      if (!stopped_) best = {move, score, empties, true, nodes_};
      break;
    }
    if (depth > 1 && out_of_budget()) break;
    Square move = kPass;
    const int score = midgame(board, -kInfinity, kInfinity, depth, &move, seed);
    if (stopped_) break;
    best = {move, score, depth, false, nodes_};
  }
  best.nodes = nodes_;
  return best;
}

// Returns whether the solver is expected to finish in the nodes, or time, left.
bool Search::solve_fits_budget(int empties) const {
  const double estimate = kSolveMargin * kSolveNodes * std::pow(kSolveGrowth, empties - kSolveEmpties);
  if (static_cast<double>(limits_.nodes - std::min(nodes_, limits_.nodes)) < estimate) return false;
  if (limits_.milliseconds == std::numeric_limits<double>::infinity()) return true;
  const double elapsed = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started_).count();
  return (limits_.milliseconds - elapsed) * kNodesPerMs >= estimate;
}

// Negascout to `depth` plies (a pass costs none); at the root, best_move receives the best move
// and root_seed perturbs the order of equally valued moves.
int Search::midgame(const Board& board, int alpha, int beta, int depth, Square* best_move_out, std::uint64_t root_seed) {
  ++nodes_;
  // The root and the leaves never stop for the budget: so depth 1 always completes.
  if (!best_move_out && depth > 0 && out_of_budget()) return 0;
  const Bitboard moves = legal_moves(board, geometry_.squares);
  if (!moves) {
    if (!legal_moves(board.passed(), geometry_.squares))
      return final_score(board.player, popcount(board.empties(geometry_.squares))) * kUnitsPerDisc;
    if (best_move_out) *best_move_out = kPass;
    return -midgame(board.passed(), -beta, -alpha, depth);
  }
  if (depth == 0) return evaluation_(board, geometry_);

  Square hint = kPass;
  if (const TableEntry* entry = table_.probe(board)) {
    hint = entry->move;
    if (entry->depth >= depth && !is_exact(*entry) && !best_move_out) {
      if (entry->lower >= beta) return entry->lower;
      if (entry->upper <= alpha) return entry->upper;
    }
  }
  ScoredMove list[kMaxMoves];
  const int n = list_moves(board, moves, geometry_, hint, list);
  if (best_move_out && root_seed) {
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
  if (stopped_) return 0;
  table_.store(board, depth, alpha_in, beta, best, best_move);
  if (best_move_out) *best_move_out = best_move;
  return best;
}

}  // namespace engine::reversi
