#include "knights/review.hpp"

#include "knights/components.hpp"

namespace engine::knights {
namespace {

// Returns a line from free, won for its side to move: the lowest winning move, then the lowest
// of the loser's best tries, and so on, until the game ends or kLineLength.
std::vector<Square> winning_line(Bitboard free, Oracle& oracle, TryFinder tries) {
  std::vector<Square> line;
  for (bool winner = true; free && static_cast<int>(line.size()) < kLineLength; winner = !winner) {
    const Square move = lsb(winner ? oracle.winning_moves(free) : tries(free, oracle));
    line.push_back(move);
    free &= ~closed_neighbourhood(move);
  }
  return line;
}

}  // namespace

std::vector<KnightTurn> review_game(const Game& game, Oracle& oracle, TryFinder tries, KnightReviewListener* listener) {
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
    const Bitboard free = record.position_at(ply).legal_moves();
    turn.winning = oracle.winning_moves(free);
    turn.line = winning_line(free, oracle, tries);
    if (listener) listener->heard(turn);
  }
  return turns;
}

std::array<SideSummary, 2> summarize(const Game& game, const std::vector<KnightTurn>& turns) {
  std::array<SideSummary, 2> sides;
  for (std::size_t ply = 0; ply + 1 < turns.size(); ++ply) {
    const KnightTurn& turn = turns[ply];
    sides[static_cast<int>(game.side_to_move_at(turn.ply))].add(turn.mark, turn.mark == Annotation::Blunder);
  }
  return sides;
}

}  // namespace engine::knights
