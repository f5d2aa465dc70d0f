// What the Reversi review's tests check of any review (reversi_review_test.cpp,
// reversi_review_summary_test.cpp), and the known game from a number of empty squares on.
#pragma once

#include <catch2/catch.hpp>

#include <vector>

#include "data/review_games.hpp"
#include "reversi/pattern_evaluation.hpp"
#include "reversi/review.hpp"

namespace review_checks {

using namespace engine;
using namespace engine::reversi;

// The positions of game's whole record, the start first, and the board after each move.
inline std::vector<Position> positions_of(const Game& game) {
  std::vector<Position> positions;
  for (int ply = 0; ply <= game.record().length(); ++ply) positions.push_back(game.record().position_at(ply));
  return positions;
}

inline int empties(const Position& position) { return popcount(position.board.empties(position.geometry->squares)); }

// The known game from its position with `from_empties` empty squares on: a game of its own.
inline Game known_game_from(int from_empties) {
  Game whole;
  REQUIRE(whole.play_moves(review_games::kReversi.moves).empty());
  const std::vector<Position> positions = positions_of(whole);
  std::size_t from = 0;
  while (empties(positions[from]) > from_empties) ++from;
  Game game(positions[from]);
  for (std::size_t i = from; i < whole.history().size(); ++i) REQUIRE(game.play(whole.history()[i]) == MoveError::None);
  return game;
}

// Checks a turn's values of every move and its best line: each legal move once, best first, the
// best value and the move played's the turn's, the good moves those within a disc of the best; the
// line starts with the best move and plays on board, a pass only where a side has no move.
inline void check_values_and_line(const Board& board, const Geometry& g, const TurnReview& turn) {
  const Bitboard moves = legal_moves(board, g.squares);
  const bool to_learn = turn.mark == Annotation::Mistake || turn.mark == Annotation::Blunder;
  REQUIRE(to_learn == !turn.line.empty());
  if (to_learn || !turn.exact) REQUIRE(!turn.values.empty());
  if (!turn.values.empty()) {
    Bitboard valued = 0, good = 0;
    for (std::size_t i = 0; i < turn.values.size(); ++i) {
      const MoveValue& value = turn.values[i];
      REQUIRE(contains(moves, value.move));
      REQUIRE_FALSE(contains(valued, value.move));
      valued |= square_bb(value.move);
      if (i > 0) REQUIRE(value.score <= turn.values[i - 1].score);
      if (value.score >= turn.value - 1) good |= square_bb(value.move);
      if (value.move == turn.played) REQUIRE(value.score == turn.played_value);
    }
    REQUIRE(valued == moves);
    REQUIRE(turn.values.front().score == turn.value);
    REQUIRE(turn.good == good);
  }
  if (turn.line.empty()) return;
  REQUIRE(turn.line.front() == turn.best);
  REQUIRE(static_cast<int>(turn.line.size()) <= kLineLength);
  Board b = board;
  for (const Square move : turn.line) {
    const Bitboard legal = legal_moves(b, g.squares);
    if (move == kPass) {
      REQUIRE(legal == 0);
      b = b.passed();
    } else {
      REQUIRE(contains(legal, move));
      b = b.after(move, flips(move, b.player, b.opponent));
    }
  }
}

// Checks what holds of any review: each turn the position's, its values as their marks say, exact
// values from the end back to where the solves stopped and wherever the proven book of the board
// (the built-in one: 6×6's) knows the best move's value, and a solved position's move played
// worth what the next position is.
inline void check_consistent(const Game& game, const std::vector<TurnReview>& turns) {
  const std::vector<Position> positions = positions_of(game);
  const Geometry& g = game.geometry();
  REQUIRE(turns.size() == positions.size());
  bool estimated = false;  // met, going back from the end
  const ExactBook* book = PatternWeights::builtin().exact_book(g);
  for (int ply = static_cast<int>(turns.size()) - 1; ply >= 0; --ply) {
    const TurnReview& turn = turns[ply];
    INFO("ply " << ply << ", " << position_text(positions[ply]));
    REQUIRE(turn.ply == ply);
    REQUIRE(turn.to_move == positions[ply].to_move);
    const bool last = ply + 1 == static_cast<int>(turns.size());
    REQUIRE(turn.played == (last ? kPass : g.bit_of(game.record().moves()[ply])));
    const Bitboard moves = legal_moves(positions[ply].board, g.squares);
    REQUIRE((turn.best == kPass) == !moves);
    if (moves) REQUIRE(contains(moves, turn.best));
    if (!turn.exact) estimated = true;
    // The book's value where it knows a best move; exact by the book where it knows the best move's position.
    const Board& board = positions[ply].board;
    if (book && !book->kept_moves(board).empty()) REQUIRE((turn.exact && turn.value == book->value(board)));
    const bool known = book && moves && book->value(board.after(turn.best, flips(turn.best, board.player, board.opponent)));
    REQUIRE_FALSE((estimated && turn.exact && moves && !known));  // no solve once one ran out
    if (last) continue;
    check_values_and_line(positions[ply].board, g, turn);
    REQUIRE(turn.played_value <= turn.value);
    REQUIRE(turn.mark == annotation(turn.value - turn.played_value));
    if (turn.exact && turns[ply + 1].exact) {
      const int next = turns[ply + 1].to_move == turn.to_move ? turns[ply + 1].value : -turns[ply + 1].value;
      REQUIRE(turn.played_value == next);
      REQUIRE(turn.played_exact);
    }
    if (turn.played == turn.best) REQUIRE(turn.played_value == turn.value);
  }
}

}  // namespace review_checks
