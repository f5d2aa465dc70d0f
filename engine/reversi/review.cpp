#include "reversi/review.hpp"

#include <algorithm>

namespace engine::reversi {
namespace {

// The positions of game's record, the start first.
std::vector<Position> positions_of(Game game) {
  std::vector<Position> positions{game.position()};
  while (game.undo()) positions.push_back(game.position());
  std::reverse(positions.begin(), positions.end());
  return positions;
}

class Reviewer {
 public:
  Reviewer(const Geometry& geometry, const ReviewLimits& limits, TranspositionTable& table)
      : geometry_(geometry), limits_(limits), search_(geometry, table) {}

  // Reviews the position, given the review of the one after it (nullptr at the last).
  TurnReview review(const Position& position, Square played, const TurnReview* next) {
    TurnReview turn{.to_move = position.to_move, .played = played};
    const Board& board = position.board;
    if (!legal_moves(board, geometry_.squares)) {
      value_without_moves(board, next, turn);
      return turn;
    }
    if (solving_ && solve(board, turn)) {
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
  // A finished game's score, or a forced pass: the value of the position after it.
  void value_without_moves(const Board& board, const TurnReview* next, TurnReview& turn) {
    if (!legal_moves(board.passed(), geometry_.squares)) {
      turn.value = final_score(board.player, popcount(board.empties(geometry_.squares)), geometry_);
      turn.exact = true;
      turn.depth = 0;
    } else if (next) {
      turn.value = next->to_move == turn.to_move ? next->value : -next->value;
      turn.exact = next->exact;
      turn.depth = next->depth;
    } else {
      // The record ends before a forced pass: the position after the pass is the one to search.
      const Position after{&geometry_, board.passed(), opposite(turn.to_move)};
      const TurnReview passed = review(after, kPass, nullptr);
      turn.value = -passed.value;
      turn.exact = passed.exact;
      turn.depth = passed.depth;
      turn.nodes = passed.nodes;
    }
    turn.played_value = turn.value;
    turn.played_exact = turn.exact;
  }

  // Solves board within the budget; false, and no more solving, when the budget runs out.
  bool solve(const Board& board, TurnReview& turn) {
    const SearchResult result = search_.solve(board, {.nodes = limits_.solve_nodes});
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
                                    ReviewListener* listener) {
  const std::vector<Position> positions = positions_of(game);
  const std::vector<int>& moves = game.history();
  const Geometry& g = game.geometry();
  Reviewer reviewer(g, limits, table);
  std::vector<TurnReview> turns(positions.size());
  for (int ply = static_cast<int>(positions.size()) - 1; ply >= 0; --ply) {
    const bool last = ply == static_cast<int>(moves.size());
    const Square played = last || moves[ply] == kPass ? kPass : g.bit_of(moves[ply]);
    turns[ply] = reviewer.review(positions[ply], played, last ? nullptr : &turns[ply + 1]);
    turns[ply].ply = ply;
    if (listener) listener->heard(turns[ply]);
  }
  return turns;
}

}  // namespace engine::reversi
