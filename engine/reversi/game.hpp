// A Reversi game: its record with a cursor (core/move_record.hpp), whose turn it is, passes and the
// end. Black moves first; the game ends when neither side can move, which includes a full board.
// Squares here are the board's own cells, 0 .. size²-1 row-major from a1.
//
// A side without a legal move passes, and the game makes that pass itself, together with the move
// that forced it (or, from a start where the side to move has none, at once): a pass is not a ply
// of the record. So every position the record holds has a side to move that can move, or is the
// end: undo, redo and going to any ply never rest where someone must pass, no caller ever makes a
// pass, and a move list's plies are its moves. passed_before() says where the passes were, for the
// move list and the status line; written in a list ("pass" or "--"), a pass is accepted where the
// game made one.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/move_record.hpp"
#include "reversi/position.hpp"

namespace engine::reversi {

enum class MoveError { None, OffBoard, GameOver, Occupied, NoFlip, CannotPass };

class Game {
 public:
  explicit Game(const Geometry& geometry = kBoard8) : Game(Position{&geometry}) {}
  explicit Game(const Position& start);

  const MoveRecord<Position>& record() const { return record_; }
  const Position& position() const { return record_.position(); }
  const Geometry& geometry() const { return *position().geometry; }
  std::vector<int> history() const { return record_.history(); }
  Color side_to_move() const { return position().to_move; }
  Color side_to_move_at(int ply) const { return record_.position_at(ply).to_move; }
  static Color side_to_move_in(const Position& p) { return p.to_move; }

  Bitboard legal_mask() const { return reversi::legal_moves(position().board, geometry().squares); }
  std::vector<int> legal_moves() const;  // cells, ascending
  bool is_over() const { return !legal_mask(); }  // a side without a move has passed already

  // Whether the side to move at ply had to pass just before it, the other side having moved last
  // (at ply 0: whether the start made its side to move pass).
  bool passed_before(int ply) const;
  // The same for any node of the record's tree.
  bool passed_before_node(NodeId id) const;

  int discs(Color c) const { return popcount(position().discs(c)); }
  // Returns the colour with more discs once the game is over; nothing while it runs or on a draw.
  std::optional<Color> winner() const;
  bool is_draw() const { return is_over() && discs(Color::Black) == discs(Color::White); }

  // Returns why a disc cannot go on cell c now, or MoveError::None when it can.
  MoveError check(int c) const;

  // Plays on cell c when allowed, at the record's cursor, and the pass it forces; otherwise changes
  // nothing and says why.
  MoveError play(int c);

  // Moves the record's cursor; false, changing nothing, when there is no such ply.
  bool undo() { return record_.undo(); }
  bool redo() { return record_.redo(); }
  bool go_to(int ply) { return record_.go_to(ply); }
  // The record's tree (core/move_record.hpp): any node, a side line made the main one, a move removed
  // with what followed it.
  bool go_to_node(NodeId id) { return record_.go_to_node(id); }
  bool promote(NodeId id) { return record_.promote(id); }
  bool remove(NodeId id) { return record_.remove(id); }

  // Reads a move list such as "f5 d6 pass c3" (not played); PASS for a written pass.
  SquareList parse_moves(std::string_view text) const { return parse_square_list(text, geometry().shape(), true); }
  // Plays moves from the cursor, all or none; a PASS only where the game passed. Returns the first
  // refused one.
  std::optional<RefusedMove<Game, MoveError>> play_list(const std::vector<int>& moves);
  // Plays a list's text, e.g. "f5 d6 c3" (passes written or left out), all or none; returns an
  // empty string, or what is wrong.
  std::string play_moves(std::string_view text) { return play_moves_text(*this, text); }

  // Returns the moves up to the cursor as text, passes included: "f5 d6 c3", "… c1 pass d1".
  std::string history_text() const;

  // Returns a sentence saying why move c (a cell, or kPass written in a list) was refused with error.
  std::string explain(MoveError error, int c) const;

 private:
  MoveRecord<Position> record_;  // the moves, each position after its forced pass
  bool start_passed_;
};

const char* color_name(Color c);  // "black" or "white"

}  // namespace engine::reversi
