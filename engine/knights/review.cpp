#include "knights/review.hpp"

namespace engine::knights {

std::vector<KnightTurn> review_game(const Game& game, Oracle& oracle, KnightReviewListener* listener) {
  const std::vector<Square>& moves = game.history();
  const int last = static_cast<int>(moves.size());
  std::vector<Position> positions{Position{}};
  for (const Square s : moves) positions.push_back(positions.back().after(s));
  std::vector<KnightTurn> turns(positions.size());
  for (int ply = last; ply >= 0; --ply) {
    KnightTurn& turn = turns[ply];
    turn.ply = ply;
    turn.won = !oracle.is_lost(positions[ply].legal_moves());
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
    turn.winning = oracle.winning_moves(positions[ply].legal_moves());
    if (listener) listener->heard(turn);
  }
  return turns;
}

}  // namespace engine::knights
