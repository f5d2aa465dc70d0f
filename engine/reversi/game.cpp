#include "reversi/game.hpp"

namespace engine::reversi {

const char* color_name(Color c) { return c == Color::Black ? "black" : "white"; }

std::vector<int> Game::legal_moves() const {
  std::vector<int> cells;
  for (Bitboard b = legal_mask(); b;) cells.push_back(geometry().cell_of(pop_lsb(b)));
  return cells;  // grid bits and cells run in the same order
}

bool Game::is_over() const {
  const Board& b = position().board;
  return !reversi::legal_moves(b, geometry().squares) && !reversi::legal_moves(b.passed(), geometry().squares);
}

std::optional<Color> Game::winner() const {
  if (!is_over() || is_draw()) return std::nullopt;
  return discs(Color::Black) > discs(Color::White) ? Color::Black : Color::White;
}

MoveError Game::check(int c) const {
  if (c < 0 || c >= geometry().cells()) return MoveError::OffBoard;
  if (is_over()) return MoveError::GameOver;
  const Square s = geometry().bit_of(c);
  if (contains(position().board.occupied(), s)) return MoveError::Occupied;
  if (!legal_mask()) return MoveError::MustPass;
  if (!contains(legal_mask(), s)) return MoveError::NoFlip;
  return MoveError::None;
}

MoveError Game::check_pass() const {
  if (is_over()) return MoveError::GameOver;
  return legal_mask() ? MoveError::CannotPass : MoveError::None;
}

MoveError Game::play(int c) {
  if (const MoveError error = check(c); error != MoveError::None) return error;
  Position next = position();
  next.board.play(next.board.move_on(geometry().bit_of(c)));
  next.to_move = opposite(next.to_move);
  record_.push(c, next);
  return MoveError::None;
}

MoveError Game::pass() {
  if (const MoveError error = check_pass(); error != MoveError::None) return error;
  record_.push(kPass, {position().geometry, position().board.passed(), opposite(side_to_move())});
  return MoveError::None;
}

std::string Game::play_moves(std::string_view text) {
  const SquareList list = parse_square_list(text, geometry().shape(), true);
  if (!list.error.empty()) return list.error;
  return play_all_or_none(*this, list.squares, [](Game& trial, int c) {
    // Records often leave forced passes out; a square where a pass is forced implies one.
    if (c != kPass && trial.must_pass()) trial.pass();
    return c == kPass ? trial.pass() : trial.play(c);
  });
}

std::string Game::history_text() const { return format_square_list(history(), geometry().shape()); }

std::string Game::explain(MoveError error, int c) const {
  const std::string side = color_name(side_to_move());
  switch (error) {
    case MoveError::None:
      return {};
    case MoveError::OffBoard:
      return "square " + std::to_string(c) + " is off the board (squares are 0 to " +
             std::to_string(geometry().cells() - 1) + ")";
    case MoveError::GameOver:
      return "the game is over: neither side can move";
    case MoveError::Occupied:
      return square_name(c, geometry().shape()) + " already holds a disc";
    case MoveError::MustPass:
      return side + " has no legal move and must pass";
    case MoveError::NoFlip:
      return "a " + side + " disc on " + square_name(c, geometry().shape()) + " would flip nothing";
    case MoveError::CannotPass:
      return side + " has a legal move, so cannot pass";
  }
  return "unknown error";
}

}  // namespace engine::reversi
