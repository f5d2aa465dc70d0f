// Fuzz target: the knight game's move lists (KnightGame.playMoves in JavaScript, every move list
// of the knights CLI). The input is the text. A list is played all or none, and one that plays
// reads back from its history text to the same game.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_check.hpp"
#include "knights/game.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  engine::knights::Game game;
  const std::string error = game.play_moves(text);
  if (!error.empty()) {
    FUZZ_CHECK(game.history().empty());
    return 0;
  }
  engine::knights::Game replay;
  FUZZ_CHECK(replay.play_moves(game.history_text()).empty());
  FUZZ_CHECK(replay.history() == game.history() && replay.position() == game.position());
  return 0;
}
