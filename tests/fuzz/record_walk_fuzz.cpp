// Fuzz target: a game's record walked at random (KnightGame and Reversi's play, undo, redo and goTo
// in JavaScript). The input's first byte picks the game (knights, Reversi 8×8 or 6×6); each byte
// after it is one step: play a legal move, try a refused one, undo, redo, or go to a ply. After
// every step the game must stand where the same game replayed from the start stands after its
// history, the record must hold no ply beyond its length, and a refused step must change nothing.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "fuzz_check.hpp"
#include "knights/game.hpp"
#include "reversi/game.hpp"

namespace {

template <class Game>
bool same_record(const Game& a, const Game& b) {
  return a.record().ply() == b.record().ply() && a.record().moves() == b.record().moves() && a.position() == b.position();
}

// One step, by byte: the low two bits say which, the rest which move or ply.
template <class Game>
void step(Game& game, std::uint8_t byte) {
  const int which = byte & 3, arg = byte >> 2;
  const Game before = game;
  bool moved = true;
  switch (which) {
    case 0: {
      const std::vector<int> legal = game.legal_moves();
      if (legal.empty()) {
        moved = false;
        break;
      }
      const bool recorded = game.record().ply() < game.record().length() &&
                            game.record().moves()[game.record().ply()] == legal[arg % legal.size()];
      FUZZ_CHECK(game.play(legal[arg % legal.size()]) == decltype(game.play(0))::None);
      FUZZ_CHECK(game.record().ply() == before.record().ply() + 1);
      // The recorded move keeps the record; another ends it there.
      FUZZ_CHECK(recorded ? game.record().length() == before.record().length() : game.record().length() == game.record().ply());
      break;
    }
    case 1:
      moved = arg % 2 ? game.undo() : game.redo();
      break;
    case 2:
      moved = game.go_to(arg - 2);  // -2 … 61: some plies outside the record
      FUZZ_CHECK(moved == (arg - 2 >= 0 && arg - 2 <= before.record().length()));
      break;
    case 3:
      // A square taken or off the board.
      moved = game.play(game.record().ply() > 0 && arg % 2 ? game.history()[arg % game.record().ply()] : arg + 64) ==
              decltype(game.play(0))::None;
      FUZZ_CHECK(!moved);
      break;
  }
  if (!moved) FUZZ_CHECK(same_record(game, before));
  FUZZ_CHECK(game.record().ply() >= 0 && game.record().ply() <= game.record().length());
}

template <class Game>
void walk(Game game, const std::uint8_t* data, std::size_t size) {
  const Game start = game;
  for (std::size_t i = 0; i < size; ++i) {
    step(game, data[i]);
    Game replay = start;
    FUZZ_CHECK(!replay.play_list(game.history()));
    FUZZ_CHECK(replay.position() == game.position() && replay.side_to_move() == game.side_to_move());
    FUZZ_CHECK(replay.legal_moves() == game.legal_moves());
  }
  // The whole record replays to its last position.
  Game whole = start;
  FUZZ_CHECK(!whole.play_list(game.record().moves()));
  FUZZ_CHECK(whole.position() == game.record().position_at(game.record().length()));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  switch (data[0] % 3) {
    case 0:
      walk(engine::knights::Game(), data + 1, size - 1);
      break;
    case 1:
      walk(engine::reversi::Game(engine::reversi::kBoard8), data + 1, size - 1);
      break;
    case 2:
      walk(engine::reversi::Game(engine::reversi::kBoard6), data + 1, size - 1);
      break;
  }
  return 0;
}
