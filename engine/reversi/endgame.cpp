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

constexpr int kTableEmpties = 10;    // use the transposition table above this many empties
constexpr int kShallowEmpties = 5;   // skip move sorting at this many empties or fewer
// From this many empties, order moves by a kOrderDepth-ply midgame search of each: at the top of
// the tree a better first move saves more nodes than the searches cost.
constexpr int kSearchOrderEmpties = 16;
constexpr int kOrderDepth = 2;
// The root's first guess at the score comes from a midgame search of kGuessDepth plies, or from
// kDeepGuessEmpties of kDeepGuessDepth: there a closer guess saves whole probes of millions of nodes.
constexpr int kGuessDepth = 4;
constexpr int kDeepGuessEmpties = 16;
constexpr int kDeepGuessDepth = 8;
// The clock is read every this many nodes: reading it at every node would cost more than the nodes.
constexpr std::uint64_t kClockCheckNodes = 1024;

// The eight squares around each square.
inline constexpr auto Neighbours = [] {
  std::array<Bitboard, 64> table{};
  for (Square s = 0; s < 64; ++s) table[s] = neighbours(square_bb(s));
  return table;
}();

}  // namespace

Search::Search(const Geometry& geometry, TranspositionTable& table, const Evaluation& evaluation)
    : geometry_(geometry), table_(table), evaluation_(evaluation) {
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

SearchResult Search::solve(const Board& board, const Limits& limits) {
  start(limits);
  SearchResult result;
  result.score = solve_root(board, result.move);
  result.exact = !stopped_;
  result.depth = popcount(board.empties(geometry_.squares));
  result.nodes = nodes_;
  return result;
}

int Search::solve_root(const Board& board, Square& best_move) {
  const int empties = popcount(board.empties(geometry_.squares));
  best_move = kPass;
  if (!legal_moves(board, geometry_.squares)) {
    if (!legal_moves(board.passed(), geometry_.squares)) return final_score(board.player, empties);
    Square ignored;
    return -solve_root(board.passed(), ignored);
  }
  // Null-window probes from a guess, MTD(f)-like. Final scores are even (both boards have an even
  // number of squares), so the window (g-1, g+1) tells "below g", "exactly g" or "above g" at the
  // cost of a null-window search. A probe that fails returns a bound beyond which the score
  // cannot lie, so the probes move one way until one hits the score exactly, and that one
  // names the best move. The guess's midgame search also seeds the table with move hints.
  const Bitboard moves = legal_moves(board, geometry_.squares);
  const int guess_depth = std::min(empties >= kDeepGuessEmpties ? kDeepGuessDepth : kGuessDepth, empties - 1);
  int g = midgame(board, -kInfinity, kInfinity, guess_depth) / kUnitsPerDisc;
  g = std::clamp(g & ~1, -geometry_.cells(), geometry_.cells());
  while (true) {
    Square move = kPass;
    const int r = solve_sorted(board, g - 1, g + 1, empties, moves, &move);
    if (stopped_) return 0;
    if (r == g) {
      best_move = move;
      return g;
    }
    g = r;
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
      if (is_exact(*entry) && !best_move_out) {
        if (entry->lower >= beta) return entry->lower;
        if (entry->upper <= alpha) return entry->upper;
        alpha = std::max<int>(alpha, entry->lower);
        beta = std::min<int>(beta, entry->upper);
      }
    }
  }
  if (alpha >= 0 && !best_move_out) {
    // The opponent's stable discs stay theirs: the score cannot exceed what the rest would give.
    const int bound = geometry_.cells() - 2 * popcount(stable_discs(board.opponent, board.player, geometry_.squares));
    if (bound <= alpha) return bound;
    beta = std::min(beta, bound);
  }
  ScoredMove list[kMaxMoves];
  const int n = list_moves(board, moves, geometry_, hint, list);
  if (empties >= kSearchOrderEmpties) order_by_search(board, list, n);
  if (use_table && !best_move_out) {
    // Enhanced transposition cutoff: a child already known to fail low for the opponent ends the search here.
    for (int i = 0; i < n; ++i) {
      const TableEntry* child = table_.probe(board.after(list[i].square, list[i].flipped));
      if (child && is_exact(*child) && -child->upper >= beta) return -child->upper;
    }
  }
  const int alpha_in = alpha;
  Square best_move;
  const int best = negascout(list, n, alpha, beta, best_move, [&](const ScoredMove& m, int a, int b) {
    return solve_sorted(board.after(m.square, m.flipped), a, b, empties - 1, m.replies);
  });
  if (stopped_) return 0;
  if (use_table) table_.store(board, kExactDepth + empties, alpha_in, beta, best, best_move);
  if (best_move_out) *best_move_out = best_move;
  return best;
}

// Re-sorts list[0, n) by a kOrderDepth-ply midgame search of each move, best first; the table's move stays first.
void Search::order_by_search(const Board& board, ScoredMove* list, int n) {
  if (n < 2) return;
  for (int i = 0; i < n; ++i)
    if (list[i].value != kHintValue) list[i].value = -midgame(board.after(list[i].square, list[i].flipped), -kInfinity, kInfinity, kOrderDepth);
  std::stable_sort(list, list + n, [](const ScoredMove& a, const ScoredMove& b) { return a.value > b.value; });
}

// Few empties: no sorting, no table; empties in odd quadrants first, flips computed directly.
int Search::solve_shallow(Bitboard player, Bitboard opponent, int alpha, int beta, Bitboard empties, int n) {
  if (n == 3) return solve_3(player, opponent, alpha, beta, empties);
  ++nodes_;
  int best = -kInfinity;
  const Bitboard odd = odd_quadrant_empties(empties);
  for (const Bitboard parity_group : {odd, empties & ~odd}) {
    for (const Bitboard square_class : square_classes_) {
      for (Bitboard b = parity_group & square_class; b;) {
        const Square s = pop_lsb(b);
        if (!(Neighbours[s] & opponent)) continue;
        const Bitboard flipped = flips(s, player, opponent);
        if (!flipped) continue;
        const int score = -solve_shallow(opponent ^ flipped, player ^ flipped ^ square_bb(s), -beta, -alpha,
                                         empties ^ square_bb(s), n - 1);
        if (score > best) {
          best = score;
          if (score >= beta) return best;
          alpha = std::max(alpha, score);
        }
      }
    }
  }
  if (best > -kInfinity) return best;
  if (!legal_moves(opponent, player, empties)) return final_score(player, n);
  return -solve_shallow(opponent, player, -beta, -alpha, empties, n);
}

// Three empties, the one alone in its quadrant first (parity); passes handled here.
int Search::solve_3(Bitboard player, Bitboard opponent, int alpha, int beta, Bitboard empties) {
  ++nodes_;
  Square x1 = lsb(empties), x3 = 63 - std::countl_zero(empties);
  Square x2 = lsb(empties & ~square_bb(x1) & ~square_bb(x3));
  const auto quadrant = [](Square s) { return (s >> 2 & 1) | (s >> 4 & 2); };
  if (quadrant(x1) == quadrant(x2)) std::swap(x1, x3);       // x3 alone: first
  else if (quadrant(x1) == quadrant(x3)) std::swap(x1, x2);  // x2 alone: first
  int best = -kInfinity;
  for (int round = 0; round < 2; ++round) {
    // Round 0: our moves; round 1, after a pass: the opponent's, scored from our side.
    const Bitboard me = round ? opponent : player, you = round ? player : opponent;
    const Square order[3][3] = {{x1, x2, x3}, {x2, x1, x3}, {x3, x1, x2}};
    for (const auto& o : order) {
      if (!(Neighbours[o[0]] & you)) continue;
      const Bitboard flipped = flips(o[0], me, you);
      if (!flipped) continue;
      const Bitboard next_me = me ^ flipped ^ square_bb(o[0]), next_you = you ^ flipped;
      if (!round) {
        const int score = -solve_2(next_you, next_me, -beta, -alpha, o[1], o[2]);
        if (score > best) {
          best = score;
          if (score >= beta) return best;
          alpha = std::max(alpha, score);
        }
      } else {
        const int score = solve_2(next_you, next_me, alpha, beta, o[1], o[2]);
        if (score < best) {
          best = score;
          if (score <= alpha) return best;
          beta = std::min(beta, score);
        }
      }
    }
    if (round == 0 && best > -kInfinity) return best;
    if (round == 1 && best < kInfinity) return best;
    best = kInfinity;
  }
  return final_score(player, 3);
}

int Search::solve_2(Bitboard player, Bitboard opponent, int alpha, int beta, Square x1, Square x2) {
  ++nodes_;
  int best = -kInfinity;
  if (const Bitboard f = flips(x1, player, opponent)) {
    best = -solve_1(opponent ^ f, player ^ f ^ square_bb(x1), x2);
    if (best >= beta) return best;
  }
  if (const Bitboard f = flips(x2, player, opponent)) best = std::max(best, -solve_1(opponent ^ f, player ^ f ^ square_bb(x2), x1));
  if (best > -kInfinity) return best;
  // A pass: the opponent picks the lower of its moves, from our side.
  best = kInfinity;
  if (const Bitboard f = flips(x1, opponent, player)) {
    best = solve_1(player ^ f, opponent ^ f ^ square_bb(x1), x2);
    if (best <= alpha) return best;
  }
  if (const Bitboard f = flips(x2, opponent, player)) best = std::min(best, solve_1(player ^ f, opponent ^ f ^ square_bb(x2), x1));
  return best < kInfinity ? best : final_score(player, 2);
}

int Search::solve_1(Bitboard player, Bitboard opponent, Square x) {
  ++nodes_;
  const int diff = 2 * popcount(player) + 1 - geometry_.cells();  // discs now, player minus opponent
  if (const Bitboard f = flips(x, player, opponent)) return diff + 2 * popcount(f) + 1;
  if (const Bitboard f = flips(x, opponent, player)) return diff - 2 * popcount(f) - 1;
  return diff > 0 ? diff + 1 : diff < 0 ? diff - 1 : 0;
}

}  // namespace engine::reversi
