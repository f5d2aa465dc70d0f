// Fuzz target: Reversi move lists (Reversi.playMoves in JavaScript, the reversi CLI's move lists),
// passes included. The input's first byte picks the board (odd: 6×6), the rest is the text. A
// list is played all or none, and one that plays reads back from its history text to the same game.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_check.hpp"
#include "reversi/game.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace engine::reversi;
  if (size == 0) return 0;
  const Geometry& geometry = data[0] & 1 ? kBoard6 : kBoard8;
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  Game game(geometry);
  const std::string error = game.play_moves(text);
  if (!error.empty()) {
    FUZZ_CHECK(game.history().empty());
    return 0;
  }
  Game replay(geometry);
  FUZZ_CHECK(replay.play_moves(game.history_text()).empty());
  FUZZ_CHECK(replay.history() == game.history() && replay.position() == game.position());
  return 0;
}
