// A game's record with a cursor, the same for both games: the moves played and the position after
// each, and the ply the game stands at. Stepping back keeps the later moves, so that they can be
// played again (undo, redo, go to any ply); a move played at the cursor follows the record when it
// is the recorded one, and otherwise replaces the moves after the cursor (as lichess's and
// Egaroucid's main line do). Also: playing a whole move list all or nothing.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/bitboard.hpp"
#include "core/square_names.hpp"

namespace engine {

template <class Position>
class MoveRecord {
 public:
  explicit MoveRecord(const Position& start) : positions_{start} {}

  // The position at the cursor, and after any ply of the record (0: the start).
  const Position& position() const { return positions_[ply_]; }
  const Position& position_at(int ply) const { return positions_[ply]; }

  // Where the cursor stands (the plies played to reach the position), and the plies recorded.
  int ply() const { return ply_; }
  int length() const { return static_cast<int>(moves_.size()); }

  // Every move recorded, and those up to the cursor.
  const std::vector<Square>& moves() const { return moves_; }
  std::vector<Square> history() const { return {moves_.begin(), moves_.begin() + ply_}; }

  // Records move, which leads from the position at the cursor to next, and steps onto it: the
  // record's own next move is followed, any other replaces the moves after the cursor.
  void play(Square move, const Position& next) {
    if (ply_ < length() && moves_[ply_] == move) {
      ++ply_;
      return;
    }
    moves_.resize(ply_);
    positions_.resize(ply_ + 1);
    moves_.push_back(move);
    positions_.push_back(next);
    ++ply_;
  }

  // Moves the cursor one ply back or forward, or to any ply from 0 to length(); returns false,
  // changing nothing, when there is no such ply.
  bool undo() { return go_to(ply_ - 1); }
  bool redo() { return go_to(ply_ + 1); }
  bool go_to(int ply) {
    if (ply < 0 || ply > length()) return false;
    ply_ = ply;
    return true;
  }

 private:
  std::vector<Position> positions_;  // positions_[i] is the position after i moves
  std::vector<Square> moves_;
  int ply_ = 0;
};

// The first move of a list that a game refused: its place in the list (from 0), the move, the
// game's error, and the game as it stood before the move (what explains the error).
template <class Game, class Error>
struct RefusedMove {
  int index;
  Square move;
  Error error;
  Game before;
};

// Plays moves on game with play(trial_game, move), which returns the game's error enum (None when
// the move was played). The first refused move ends it: game is left as it was and that move is
// returned. Otherwise game has played every move and nothing is returned.
template <class Game, class Play>
auto play_all_or_none(Game& game, const std::vector<Square>& moves, Play play) {
  using Error = decltype(play(game, Square{}));
  Game trial = game;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    // A refused move changes nothing: trial is the game as it stood before it.
    if (const Error error = play(trial, moves[i]); error != Error::None)
      return std::optional<RefusedMove<Game, Error>>{{static_cast<int>(i), moves[i], error, std::move(trial)}};
  }
  game = std::move(trial);
  return std::optional<RefusedMove<Game, Error>>{};
}

// Plays a move list's text on game (game.parse_moves reads it, game.play_list plays it all or
// none); returns an empty string, or what is wrong: "move N: why".
template <class Game>
std::string play_moves_text(Game& game, std::string_view text) {
  const SquareList list = game.parse_moves(text);
  if (!list.error.empty()) return list.error;
  const auto refused = game.play_list(list.squares);
  if (!refused) return {};
  return "move " + std::to_string(refused->index + 1) + ": " + refused->before.explain(refused->error, refused->move);
}

}  // namespace engine
