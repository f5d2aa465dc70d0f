#include "reversi/review.hpp"

#include <algorithm>

namespace engine::reversi {
namespace {

class Reviewer {
 public:
  Reviewer(const Geometry& geometry, const ReviewLimits& limits, TranspositionTable& table, const Evaluation& evaluation)
      : geometry_(geometry), limits_(limits), search_(geometry, table, evaluation) {}

  // Reviews the position, given the review of the one after it (nullptr at the last).
  TurnReview review(const Position& position, Square played, const TurnReview* next) {
    TurnReview turn{.to_move = position.to_move, .played = played};
    const Board& board = position.board;
    if (!legal_moves(board, geometry_.squares)) {
      // The game's end: the record holds no position where a side must pass (the game passes).
      turn.value = turn.played_value = final_score(board.player, popcount(board.empties(geometry_.squares)), geometry_);
      turn.exact = turn.played_exact = true;
      return turn;
    }
    const bool far = popcount(board.empties(geometry_.squares)) > limits_.solve_empties;
    if (solving_ && solve(board, turn, far ? limits_.estimate_nodes : limits_.solve_nodes)) {
      if (next) {
        turn.played_value = next->to_move == turn.to_move ? next->value : -next->value;
        turn.played_exact = next->exact;
      }
    } else {
      estimate(board, turn);
    }
    if (next) turn.mark = annotation(std::max(0, turn.value - turn.played_value));
    return turn;
  }

 private:
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

  // Values the best move and the move played in one analysis.
  void estimate(const Board& board, TurnReview& turn) {
    const std::vector<MoveValue> values = search_.analyze(board, {.nodes = limits_.estimate_nodes});
    turn.nodes += search_.nodes();
    const MoveValue& best = values.front();
    turn.best = best.move;
    turn.value = best.score;
    turn.exact = best.exact;
    turn.depth = best.depth;
    const auto played = std::find_if(values.begin(), values.end(), [&](const MoveValue& v) { return v.move == turn.played; });
    if (played == values.end()) return;
    turn.played_value = played->score;
    turn.played_exact = played->exact;
  }

  const Geometry& geometry_;
  ReviewLimits limits_;
  Search search_;
  bool solving_ = true;  // until a solve runs out of budget
};

}  // namespace

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
  return turns;
}

}  // namespace engine::reversi
