// A Reversi game: the positions so far with undo, whose turn it is, passes and the end.
// Black moves first. A side with no legal move passes (explicitly: pass() is a move of its own
// in the history); the game ends when neither side can move, which includes a full board.
// Squares here are the board's own cells, 0 .. size²-1 row-major from a1; kPass is a pass.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/move_record.hpp"
#include "reversi/position.hpp"

namespace engine::reversi {

enum class MoveError { None, OffBoard, GameOver, Occupied, MustPass, NoFlip, CannotPass };

class Game {
 public:
  explicit Game(const Geometry& geometry = kBoard8) : record_{Position{&geometry}} {}
  explicit Game(const Position& start) : record_{start} {}

  const Position& position() const { return record_.position(); }
  const Geometry& geometry() const { return *position().geometry; }
  const std::vector<int>& history() const { return record_.moves(); }
  Color side_to_move() const { return position().to_move; }

  Bitboard legal_mask() const { return reversi::legal_moves(position().board, geometry().squares); }
  std::vector<int> legal_moves() const;  // cells, ascending
  bool must_pass() const { return !legal_mask() && !is_over(); }
  bool is_over() const;

  int discs(Color c) const { return popcount(position().discs(c)); }
  // Returns the colour with more discs once the game is over; nothing while it runs or on a draw.
  std::optional<Color> winner() const;
  bool is_draw() const { return is_over() && discs(Color::Black) == discs(Color::White); }

  // Returns why a disc cannot go on cell c now, or MoveError::None when it can.
  MoveError check(int c) const;
  // Returns why the side to move cannot pass now, or MoveError::None when it must.
  MoveError check_pass() const;

  // Plays on cell c, or passes, when allowed; otherwise changes nothing and says why.
  MoveError play(int c);
  MoveError pass();

  // Takes back the last move or pass; returns false, changing nothing, when there is none.
  bool undo() { return record_.undo(); }

  // Plays a move list such as "f5 d6 c3" (passes as "pass" or "--", or left out where forced)
  // from the current position, all moves or none. Returns an empty string, or what is wrong.
  std::string play_moves(std::string_view text);
  std::string history_text() const;

  // Returns a sentence saying why move c (a cell or kPass) was refused with error.
  std::string explain(MoveError error, int c) const;

 private:
  MoveRecord<Position> record_;  // moves and passes
};

const char* color_name(Color c);  // "black" or "white"

}  // namespace engine::reversi
