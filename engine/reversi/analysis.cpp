// The analysis: a value for every legal move, as analysis boards show them. Each move gets its own
// full-window search (a best-move search would only bound the others), deepened one ply at a time
// over all moves, so that every value is as deep as the others when the budget ends. Then the
// position is solved, which gives the best move and its exact value at the cost of one solve (a
// move's own solve proves nothing about the moves not solved yet), and the other moves are solved
// in turn, the best-looking first. Asked for, each value gets its line (analysis_lines.cpp), read
// from the table right after its search, or proven right after its solve. A move to a position
// the proven book knows (exact_book.hpp) is exact at once, its line the book's.
#include <algorithm>

#include "reversi/move_list.hpp"
#include "reversi/search.hpp"

namespace engine::reversi {
namespace {

// Plies searched on every move before the solver is tried: a solve may take many seconds, during
// which these values are what the player sees; at 20 empty squares they cost a few per cent of it.
constexpr int kDepthBeforeSolve = 6;

// Sorts items[0, n) by before(a, b), keeping the order of equals: an insertion sort, as the lists
// are short, and far smaller in the wasm module than std::stable_sort.
template <class T, class Before>
void stable_insertion_sort(T* items, int n, Before before) {
  for (int i = 1; i < n; ++i) {
    const T item = items[i];
    int j = i;
    for (; j > 0 && before(item, items[j - 1]); --j) items[j] = items[j - 1];
    items[j] = item;
  }
}

// Evaluation units to discs, rounded to the nearest disc.
int to_discs(int units) { return (units + (units >= 0 ? kUnitsPerDisc / 2 : -kUnitsPerDisc / 2)) / kUnitsPerDisc; }

}  // namespace

std::vector<MoveValue> Search::analyze(const Board& board, const Limits& limits, AnalysisListener* listener, Lines lines) {
  start(limits);
  const Bitboard moves = legal_moves(board, geometry_.squares);
  if (!moves) return {};
  ScoredMove list[kMaxMoves];
  const TableEntry* entry = table_.probe(board);
  const int n = list_moves(board, moves, geometry_, entry ? entry->move : kPass, list);
  std::vector<MoveValue> values(n);
  for (int i = 0; i < n; ++i) values[i].move = list[i].square;
  // Best first; of equal scores, exact ones first.
  const auto better = [](const MoveValue& a, const MoveValue& b) { return a.score != b.score ? a.score > b.score : a.exact > b.exact; };
  const auto ranked = [&] {
    std::vector<MoveValue> sorted = values;
    stable_insertion_sort(sorted.data(), n, better);
    return sorted;
  };
  // The moves' places in list, best so far first.
  std::vector<int> order(n);
  const auto sort_order = [&] {
    for (int i = 0; i < n; ++i) order[i] = i;
    stable_insertion_sort(order.data(), n, [&](int a, int b) { return better(values[a], values[b]); });
  };
  const auto report = [&] {
    if (listener) listener->heard(ranked());
  };
  const auto child = [&](int i) { return board.after(list[i].square, list[i].flipped); };
  // What the proven book knows is exact at once, its line through the book; the search values the other moves.
  const ExactBook* book = evaluation_.exact_book(geometry_);
  const int book_value = (book ? book->value(board) : std::nullopt).value_or(kInfinity);  // kInfinity: unknown
  bool best_known = false;
  // Sets list[i]'s value, with its line when asked for: the table's after an estimate, a proven one after a solve.
  // No move does better than the best: where the book knows the best, an estimate above it is capped.
  const auto set_value = [&](int i, int score, int depth, bool exact) {
    MoveValue& value = values[i];
    value = {list[i].square, best_known && !exact ? std::min(score, book_value) : score, depth, exact, {}};
    if (lines == Lines::Without) return;
    value.line = {value.move};
    if (exact) append_exact_line(child(i), -score, value.line);
    else append_table_line(child(i), depth - 1, value.line);
  };

  const int empties = popcount(board.empties(geometry_.squares));
  for (int i = 0; book && i < n; ++i)
    if (const std::optional<int> after = book->value(child(i))) {
      values[i] = {list[i].square, -*after, empties, true, {}};
      if (lines == Lines::With) {
        values[i].line = {list[i].square};
        book->append_line(child(i), values[i].line);
      }
      best_known = best_known || -*after == book_value;
    }
  sort_order();
  if (std::all_of(values.begin(), values.end(), [](const MoveValue& v) { return v.exact; })) {
    report();
    return ranked();
  }
  const int depth_before_solve = std::min(kDepthBeforeSolve, empties);
  for (int depth = 1; depth <= depth_before_solve || !solve_fits_budget(empties); ++depth) {
    // Beyond the end of the game a deeper search learns nothing more.
    if (depth > empties || (depth > 1 && out_of_budget())) return ranked();
    for (const int i : order) {
      if (values[i].exact) continue;
      const int units = -midgame(child(i), -kInfinity, kInfinity, depth - 1);
      if (stopped_) return ranked();
      set_value(i, to_discs(units), depth, false);
    }
    sort_order();
    report();
  }
  if (!best_known) {
    const Solution solution = solve_root(board);
    if (solution.selectivity != kFullWidth) return ranked();
    // No move does better than the best: an estimate above it is capped.
    for (int i = 0; i < n; ++i) {
      if (list[i].square == solution.move) set_value(i, solution.score, empties, true);
      else values[i].score = std::min(values[i].score, solution.score);
    }
    sort_order();
    report();
  }
  for (const int i : order) {
    if (values[i].exact) continue;
    const Solution child_solution = solve_root(child(i));
    if (child_solution.selectivity != kFullWidth) break;
    const int score = -child_solution.score;
    set_value(i, score, empties, true);
    report();
  }
  return ranked();
}

}  // namespace engine::reversi
