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
  positions_.push_back(position().after(s));
  history_.push_back(s);
  return MoveError::None;
}

bool Game::undo() {
  if (history_.empty()) return false;
  positions_.pop_back();
  history_.pop_back();
  return true;
}

std::string Game::play_moves(std::string_view text) {
  const SquareList list = parse_square_list(text, kShape);
  if (!list.error.empty()) return list.error;
  Game trial = *this;
  for (std::size_t i = 0; i < list.squares.size(); ++i) {
    const Square s = list.squares[i];
    if (const MoveError error = trial.play(s); error != MoveError::None)
      return "move " + std::to_string(i + 1) + ": " + trial.explain(error, s);
  }
  *this = std::move(trial);
  return {};
}

std::string Game::history_text() const { return format_square_list(history_, kShape); }

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
