#include "knights/game.hpp"

namespace engine::knights {

std::vector<Square> Game::legal_moves() const {
  std::vector<Square> moves;
  for (Bitboard b = legal_mask(); b;) moves.push_back(pop_lsb(b));
  return moves;
}

std::optional<Player> Game::winner() const {
  if (!is_over()) return std::nullopt;
  return side_to_move() == Player::First ? Player::Second : Player::First;
}

MoveError Game::check(Square s) const {
  if (s < 0 || s >= kSquares) return MoveError::OffBoard;
  if (is_over()) return MoveError::GameOver;
  if (contains(position().knights, s)) return MoveError::Occupied;
  if (contains(position().blocked, s)) return MoveError::Attacked;
  return MoveError::None;
}

MoveError Game::play(Square s) {
  const MoveError error = check(s);
  if (error != MoveError::None) return error;
  record_.play(s, position().after(s));
  return MoveError::None;
}

std::optional<RefusedMove<Game, MoveError>> Game::play_list(const std::vector<Square>& moves) {
  return play_all_or_none(*this, moves, [](Game& trial, Square s) { return trial.play(s); });
}

std::string Game::history_text() const { return format_square_list(history(), kShape); }

std::string Game::explain(MoveError error, Square s) const {
  switch (error) {
    case MoveError::None:
      return {};
    case MoveError::OffBoard:
      return "square " + std::to_string(s) + " is off the board (squares are 0 to 63)";
    case MoveError::GameOver:
      return "the game is over: no square is left to place a knight";
    case MoveError::Occupied:
      return square_name(s, kShape) + " already holds a knight";
    case MoveError::Attacked: {
      const Bitboard attackers = KnightAttacks[s] & position().knights;
      return square_name(s, kShape) + " is attacked by the knight on " + square_name(lsb(attackers), kShape);
    }
  }
  return "unknown error";
}

}  // namespace engine::knights
