#include "reversi/review.hpp"

#include <algorithm>
#include <cmath>

namespace engine::reversi {
namespace {

// Returns the moves of values within one disc of the first, the best.
Bitboard good_moves(const std::vector<MoveValue>& values) {
  Bitboard good = 0;
  for (const MoveValue& value : values)
    if (value.score >= values.front().score - 1) good |= square_bb(value.move);
  return good;
}

// Sorts values best first, the exact before the estimated of equal score.
void sort_best_first(std::vector<MoveValue>& values) {
  std::stable_sort(values.begin(), values.end(), [](const MoveValue& a, const MoveValue& b) {
    return a.score != b.score ? a.score > b.score : a.exact > b.exact;
  });
}

class Reviewer {
 public:
  Reviewer(const Geometry& geometry, const ReviewLimits& limits, TranspositionTable& table, const Evaluation& evaluation)
      : geometry_(geometry),
        limits_(limits),
        table_(table),
        search_(geometry, table, evaluation),
        book_(evaluation.exact_book(geometry)) {}

  // Reviews the position, given the review of the one after it (nullptr at the last).
  TurnReview review(const Position& position, Square played, const TurnReview* next) {
    TurnReview turn;
    turn.to_move = position.to_move;
    turn.played = played;
    const Board& board = position.board;
    if (!legal_moves(board, geometry_.squares)) {
      // The game's end: the record holds no position where a side must pass (the game passes).
      turn.value = turn.played_value = final_score(board.player, popcount(board.empties(geometry_.squares)), geometry_);
      turn.exact = turn.played_exact = true;
      return turn;
    }
    const bool far = popcount(board.empties(geometry_.squares)) > limits_.solve_empties;
    if (from_book(board, turn) || (solving_ && solve(board, turn, far ? limits_.estimate_nodes : limits_.solve_nodes))) {
      if (next) {
        // No move does better than the best: an estimate after a book's position is capped.
        turn.played_value = std::min(turn.value, next->to_move == turn.to_move ? next->value : -next->value);
        turn.played_exact = next->exact;
      }
    } else {
      estimate(board, turn);
    }
    if (next) turn.mark = annotation(std::max(0, turn.value - turn.played_value));
    // The table holds the line the search just found; the next position's search may overwrite it.
    if (to_learn(turn)) turn.line = best_line(board, turn.best);
    return turn;
  }

  // The second pass at a solved position to learn from: every legal move solved, each within
  // solve_nodes, the table still holding what the first pass learnt about the positions after it.
  void value_moves(const Position& position, TurnReview& turn) {
    if (!turn.exact || !to_learn(turn)) return;
    const Board& board = position.board;
    std::vector<MoveValue> values = search_.analyze(board, {.nodes = limits_.estimate_nodes});
    turn.nodes += search_.nodes();
    // What the first pass proved stands; no estimate beats the best value.
    for (MoveValue& value : values) {
      if (value.move == turn.best) value = {turn.best, turn.value, turn.depth, true, {}};
      else if (value.move == turn.played) value = {turn.played, turn.played_value, value.depth, turn.played_exact, {}};
      else value.score = std::min(value.score, turn.value);
    }
    sort_best_first(values);
    // The others solved, the best-looking first, while the budget lasts.
    std::uint64_t left = limits_.learn_nodes;
    for (MoveValue& value : values) {
      if (value.exact) continue;
      const SearchResult child = search_.solve(board.after(value.move, flips(value.move, board.player, board.opponent)), {.nodes = left});
      turn.nodes += child.nodes;
      if (!child.exact) break;
      value = {value.move, -child.score, child.depth, true, {}};
      left -= std::min(left, child.nodes);
    }
    sort_best_first(values);
    turn.values = std::move(values);
    turn.good = good_moves(turn.values);
  }

 private:
  static bool to_learn(const TurnReview& turn) { return turn.mark == Annotation::Mistake || turn.mark == Annotation::Blunder; }

  // Takes board's value and a best move from the proven book, when it knows both.
  bool from_book(const Board& board, TurnReview& turn) const {
    if (!book_) return false;
    const std::optional<int> value = book_->value(board);
    const std::vector<Square> kept = book_->kept_moves(board);
    if (!value || kept.empty()) return false;
    turn.best = kept.front();
    turn.value = *value;
    turn.exact = true;
    turn.depth = popcount(board.empties(geometry_.squares));
    return true;
  }

  // Solves board within nodes; false, and no more solving, when they run out.
  bool solve(const Board& board, TurnReview& turn, std::uint64_t nodes) {
    const SearchResult result = search_.solve(board, {.nodes = nodes});
    turn.nodes += result.nodes;
    if (!result.exact) return solving_ = false;
    turn.best = result.move;
    turn.value = result.score;
    turn.exact = true;
    turn.depth = result.depth;
    return true;
  }

  // Values every move, the best and the move played among them, in one analysis.
  void estimate(const Board& board, TurnReview& turn) {
    turn.values = search_.analyze(board, {.nodes = limits_.estimate_nodes});
    turn.nodes += search_.nodes();
    const MoveValue& best = turn.values.front();
    turn.best = best.move;
    turn.value = best.score;
    turn.exact = best.exact;
    turn.depth = best.depth;
    turn.good = good_moves(turn.values);
    const auto played = std::find_if(turn.values.begin(), turn.values.end(), [&](const MoveValue& v) { return v.move == turn.played; });
    if (played == turn.values.end()) return;
    turn.played_value = played->score;
    turn.played_exact = played->exact;
  }

  // Returns the line from board that starts with best and follows the table's best moves, a pass
  // where a side has no move, until the table knows no more, the game ends or kLineLength; at a
  // position of the proven book, the book's line.
  std::vector<Square> best_line(Board board, Square best) const {
    std::vector<Square> line;
    if (book_) book_->append_line(board, line);
    if (!line.empty()) {
      if (static_cast<int>(line.size()) > kLineLength) line.resize(kLineLength);
      return line;
    }
    for (Square move = best; static_cast<int>(line.size()) < kLineLength;) {
      line.push_back(move);
      board = move == kPass ? board.passed() : board.after(move, flips(move, board.player, board.opponent));
      const Bitboard moves = legal_moves(board, geometry_.squares);
      if (!moves) {
        if (!legal_moves(board.passed(), geometry_.squares)) break;  // the end
        move = kPass;
        continue;
      }
      const TableEntry* entry = table_.probe(board);
      if (!entry || entry->move == kPass || !contains(moves, entry->move)) break;
      move = entry->move;
    }
    return line;
  }

  const Geometry& geometry_;
  ReviewLimits limits_;
  const TranspositionTable& table_;
  Search search_;
  const ExactBook* book_;
  bool solving_ = true;  // until a solve runs out of budget
};

}  // namespace

double move_accuracy(int loss) { return 100 * std::exp(-loss / 6.0); }

std::vector<TurnReview> review_game(const Game& game, const ReviewLimits& limits, TranspositionTable& table,
                                    ReviewListener* listener, const Evaluation& evaluation) {
  const MoveRecord<Position>& record = game.record();
  const std::vector<int>& moves = record.moves();
  const Geometry& g = game.geometry();
  Reviewer reviewer(g, limits, table, evaluation);
  const int length = record.length();
  std::vector<TurnReview> turns(length + 1);
  for (int ply = length; ply >= 0; --ply) {
    const bool last = ply == length;
    turns[ply] = reviewer.review(record.position_at(ply), last ? kPass : g.bit_of(moves[ply]), last ? nullptr : &turns[ply + 1]);
    turns[ply].ply = ply;
    if (listener) listener->heard(turns[ply]);
  }
  for (int ply = length - 1; ply >= 0; --ply) {
    const std::size_t valued = turns[ply].values.size();
    reviewer.value_moves(record.position_at(ply), turns[ply]);
    if (listener && turns[ply].values.size() != valued) listener->heard(turns[ply]);
  }
  return turns;
}

std::array<ReversiSideSummary, 2> summarize(const std::vector<TurnReview>& turns) {
  std::array<ReversiSideSummary, 2> sides;
  std::array<double, 2> accuracy{};
  for (std::size_t ply = 0; ply + 1 < turns.size(); ++ply) {
    const TurnReview& turn = turns[ply];
    const int side = static_cast<int>(turn.to_move);
    const int loss = std::max(0, turn.value - turn.played_value);
    sides[side].add(turn.mark, loss);
    accuracy[side] += move_accuracy(loss);
  }
  for (int side = 0; side < 2; ++side)
    if (sides[side].moves) sides[side].accuracy = accuracy[side] / sides[side].moves;
  return sides;
}

}  // namespace engine::reversi
