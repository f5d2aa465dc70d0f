#include "knights/review.hpp"

namespace engine::knights {

std::vector<KnightTurn> review_game(const Game& game, Oracle& oracle, KnightReviewListener* listener) {
  const MoveRecord<Position>& record = game.record();
  const std::vector<Square>& moves = record.moves();
  const int last = record.length();
  std::vector<KnightTurn> turns(last + 1);
  for (int ply = last; ply >= 0; --ply) {
    KnightTurn& turn = turns[ply];
    turn.ply = ply;
    turn.won = !oracle.is_lost(record.position_at(ply).legal_moves());
    if (ply < last) {
      turn.played = moves[ply];
      // The opponent wins after the move: a won position thrown away.
      if (turn.won && turns[ply + 1].won) turn.mark = Annotation::Blunder;
    }
    if (listener) listener->heard(turn);
  }
  for (int ply = last - 1; ply >= 0; --ply) {
    KnightTurn& turn = turns[ply];
    if (turn.mark != Annotation::Blunder) continue;
    turn.winning = oracle.winning_moves(record.position_at(ply).legal_moves());
    if (listener) listener->heard(turn);
  }
  return turns;
}

}  // namespace engine::knights
