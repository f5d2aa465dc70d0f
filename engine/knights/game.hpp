// A knight-placement game: its record with a cursor (core/move_record.hpp), whose turn it is,
// the end and its winner. Two players take turns placing a knight on a square that is neither
// occupied nor attacked; the player who cannot place one loses.
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
  Game() : record_{Position{}} {}
  explicit Game(const Position& start) : record_{start} {}

  const MoveRecord<Position>& record() const { return record_; }
  const Position& position() const { return record_.position(); }
  std::vector<Square> history() const { return record_.history(); }

  // The first player moves when an even number of knights stands on the board.
  Player side_to_move() const { return side_to_move_at(record_.ply()); }
  Player side_to_move_at(int ply) const { return side_to_move_in(record_.position_at(ply)); }
  static Player side_to_move_in(const Position& p) { return popcount(p.knights) % 2 ? Player::Second : Player::First; }
  Bitboard legal_mask() const { return position().legal_moves(); }
  std::vector<Square> legal_moves() const;
  bool is_over() const { return legal_mask() == 0; }

  // Returns the player who placed the last knight, once the game is over.
  std::optional<Player> winner() const;

  // Returns why s cannot be played now, or MoveError::None when it can.
  MoveError check(Square s) const;

  // Places a knight on s when check(s) allows it, at the record's cursor; otherwise changes nothing.
  MoveError play(Square s);

  // Moves the record's cursor; false, changing nothing, when there is no such ply.
  bool undo() { return record_.undo(); }
  bool redo() { return record_.redo(); }
  bool go_to(int ply) { return record_.go_to(ply); }
  // The record's tree (core/move_record.hpp): any node, a side line made the main one, a move removed
  // with what followed it.
  bool go_to_node(NodeId id) { return record_.go_to_node(id); }
  bool promote(NodeId id) { return record_.promote(id); }
  bool remove(NodeId id) { return record_.remove(id); }

  // Reads a move list such as "d5 c3 f6" (not played).
  SquareList parse_moves(std::string_view text) const { return parse_square_list(text, kShape); }
  // Plays moves from the cursor, all or none; returns the first refused one.
  std::optional<RefusedMove<Game, MoveError>> play_list(const std::vector<Square>& moves);
  // Plays a move list's text, all or none; returns an empty string, or what is wrong.
  std::string play_moves(std::string_view text) { return play_moves_text(*this, text); }

  // Returns the moves played up to the cursor as text, e.g. "d5 c3 f6".
  std::string history_text() const;

  // Returns a sentence saying why s cannot be played, for error != MoveError::None.
  std::string explain(MoveError error, Square s) const;

 private:
  MoveRecord<Position> record_;
};

}  // namespace engine::knights
