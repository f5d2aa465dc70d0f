// A knight-placement game: the position, whose turn it is and the moves so far, with undo.
// Two players take turns placing a knight on a square that is neither occupied nor attacked;
// the player who cannot place one loses.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/move_record.hpp"
#include "knights/position.hpp"

namespace engine::knights {

enum class Player { First, Second };

enum class MoveError { None, OffBoard, Occupied, Attacked, GameOver };

class Game {
 public:
  const Position& position() const { return record_.position(); }
  const std::vector<Square>& history() const { return record_.moves(); }

  // The first player moves when an even number of knights stands on the board.
  Player side_to_move() const { return history().size() % 2 ? Player::Second : Player::First; }
  Bitboard legal_mask() const { return position().legal_moves(); }
  std::vector<Square> legal_moves() const;
  bool is_over() const { return legal_mask() == 0; }

  // Returns the player who placed the last knight, once the game is over.
  std::optional<Player> winner() const;

  // Returns why s cannot be played now, or MoveError::None when it can.
  MoveError check(Square s) const;

  // Places a knight on s when check(s) allows it; otherwise changes nothing.
  MoveError play(Square s);

  // Takes back the last move; returns false, changing nothing, when there is none.
  bool undo() { return record_.undo(); }

  // Plays a move list such as "d5 c3 f6" from the current position, all moves or none.
  // Returns an empty string on success, otherwise what is wrong.
  std::string play_moves(std::string_view text);

  // Returns the moves played so far as text, e.g. "d5 c3 f6".
  std::string history_text() const;

  // Returns a sentence saying why s cannot be played, for error != MoveError::None.
  std::string explain(MoveError error, Square s) const;

 private:
  MoveRecord<Position> record_{Position{}};
};

}  // namespace engine::knights
