// Fuzz target: a game's record tree walked at random (the C++ Game's play, undo, redo, go_to,
// go_to_node, promote and remove, which the JavaScript surface calls). The input's first byte picks
// the game (knights, Reversi 8×8 or 6×6); each byte after it is one step. After every step the game
// must agree with a slow model of the tree (tests/engine/record_tree_model.hpp: each node the moves
// that reach it, each position replayed from the start) on the cursor, the current line, the main
// line and every node; a refused step must change nothing. The whole tree's positions are replayed
// at the end.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "fuzz_check.hpp"
#include "knights/game.hpp"
#include "record_tree_model.hpp"
#include "reversi/game.hpp"

namespace {

// One step, by byte: the low three bits say which, the rest which move, ply or node.
template <class Game>
void step(Game& game, engine::testing::RecordTreeModel<Game>& model, std::uint8_t byte) {
  const int which = byte & 7, arg = byte >> 3;
  const int node = arg - 1;  // -1 … 30: some not held
  switch (which) {
    case 0:
    case 1: {
      const std::vector<int> legal = game.legal_moves();
      if (legal.empty()) return;
      const int move = legal[(arg + which * 32) % legal.size()];
      FUZZ_CHECK(game.play(move) == decltype(game.play(0))::None);
      model.play(move);
      break;
    }
    case 2: {
      // A square taken or off the board changes nothing.
      const int move = game.record().ply() > 0 && arg % 2 ? game.history()[arg % game.record().ply()] : arg + 64;
      FUZZ_CHECK(game.play(move) != decltype(game.play(0))::None);
      break;
    }
    case 3:
      FUZZ_CHECK((arg % 2 ? game.undo() : game.redo()) == model.go_to(model.ply() + (arg % 2 ? -1 : 1)));
      break;
    case 4:
      FUZZ_CHECK(game.go_to(arg - 2) == model.go_to(arg - 2));
      break;
    case 5:
      FUZZ_CHECK(game.go_to_node(node) == model.go_to_node(node));
      break;
    case 6:
      FUZZ_CHECK(game.promote(node) == model.promote(node));
      break;
    case 7:
      FUZZ_CHECK(game.remove(node) == model.remove(node));
      break;
  }
}

template <class Game>
void walk(Game game, const std::uint8_t* data, std::size_t size) {
  engine::testing::RecordTreeModel<Game> model(game);
  for (std::size_t i = 0; i < size; ++i) {
    step(game, model, data[i]);
    FUZZ_CHECK(model.mismatch(game, false).empty());
  }
  FUZZ_CHECK(model.mismatch(game).empty());
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
