// A game's record, the same for both games: every position so far and the moves between them,
// for undo, and playing a whole move list all or nothing.
#pragma once

#include <string>
#include <vector>

#include "core/bitboard.hpp"

namespace engine {

template <class Position>
class MoveRecord {
 public:
  explicit MoveRecord(const Position& start) : positions_{start} {}

  const Position& position() const { return positions_.back(); }
  const std::vector<Square>& moves() const { return moves_; }

  // Records move, which led to next.
  void push(Square move, const Position& next) {
    positions_.push_back(next);
    moves_.push_back(move);
  }

  // Forgets the last move; returns false, changing nothing, when there is none.
  bool undo() {
    if (moves_.empty()) return false;
    positions_.pop_back();
    moves_.pop_back();
    return true;
  }

 private:
  std::vector<Position> positions_;  // positions_[i] is the position after i moves
  std::vector<Square> moves_;
};

// Plays moves on game with play(trial_game, move), which returns the game's error enum (None
// when the move was played). The first refused move ends it: game is left as it was and the
// result is "move N: why". Otherwise game has played every move and the result is empty.
template <class Game, class Play>
std::string play_all_or_none(Game& game, const std::vector<Square>& moves, Play play) {
  Game trial = game;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const auto error = play(trial, moves[i]);
    if (error != decltype(error)::None) return "move " + std::to_string(i + 1) + ": " + trial.explain(error, moves[i]);
  }
  game = std::move(trial);
  return {};
}

}  // namespace engine
