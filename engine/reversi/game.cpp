#include "reversi/game.hpp"

namespace engine::reversi {
namespace {

// Returns position after the pass its side to move must make: when it has no move and the other
// side has one; else position itself.
Position after_forced_pass(const Position& position) {
  const Board& b = position.board;
  const Bitboard squares = position.geometry->squares;
  if (reversi::legal_moves(b, squares) || !reversi::legal_moves(b.passed(), squares)) return position;
  return {position.geometry, b.passed(), opposite(position.to_move)};
}

}  // namespace

const char* color_name(Color c) { return c == Color::Black ? "black" : "white"; }

Game::Game(const Position& start) : record_{after_forced_pass(start)}, start_passed_{!(record_.position() == start)} {}

std::vector<int> Game::legal_moves() const {
  std::vector<int> cells;
  for (Bitboard b = legal_mask(); b;) cells.push_back(geometry().cell_of(pop_lsb(b)));
  return cells;  // grid bits and cells run in the same order
}

bool Game::passed_before(int ply) const {
  // The same side to move twice running: the other one passed in between.
  return ply == 0 ? start_passed_ : side_to_move_at(ply) == side_to_move_at(ply - 1);
}

bool Game::passed_before_node(NodeId id) const {
  return id == 0 ? start_passed_ : record_.position_of(id).to_move == record_.position_of(record_.parent_of(id)).to_move;
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
  if (!contains(legal_mask(), s)) return MoveError::NoFlip;
  return MoveError::None;
}

MoveError Game::play(int c) {
  if (const MoveError error = check(c); error != MoveError::None) return error;
  Position next = position();
  next.board.play(next.board.move_on(geometry().bit_of(c)));
  next.to_move = opposite(next.to_move);
  record_.play(c, after_forced_pass(next));
  return MoveError::None;
}

std::optional<RefusedMove<Game, MoveError>> Game::play_list(const std::vector<int>& moves) {
  // A written pass stands for the one the game made just before: at most one, and only there.
  bool pass_due = passed_before(record_.ply());
  return play_all_or_none(*this, moves, [&pass_due](Game& trial, int c) {
    if (c == kPass) {
      const MoveError error = !pass_due ? (trial.is_over() ? MoveError::GameOver : MoveError::CannotPass) : MoveError::None;
      pass_due = false;
      return error;
    }
    const MoveError error = trial.play(c);
    if (error == MoveError::None) pass_due = trial.passed_before(trial.record_.ply());
    return error;
  });
}

std::string Game::history_text() const {
  std::vector<int> moves;
  if (start_passed_) moves.push_back(kPass);
  for (int ply = 1; ply <= record_.ply(); ++ply) {
    moves.push_back(record_.moves()[ply - 1]);
    if (passed_before(ply)) moves.push_back(kPass);
  }
  return format_square_list(moves, geometry().shape());
}

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
    case MoveError::NoFlip:
      return "a " + side + " disc on " + square_name(c, geometry().shape()) + " would flip nothing";
    case MoveError::CannotPass:
      return side + " has a legal move, so cannot pass";
  }
  return "unknown error";
}

}  // namespace engine::reversi
