// What both games' records share, run over both: the cursor walked by undo, redo and go_to, a move
// at the cursor following the record or starting a side line, the tree walked at random against a
// model that replays every node, move lists all or none from the cursor, position texts, and
// refused moves that change nothing. Each position is checked against the same game replayed from
// its start.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/random.hpp"
#include "record_tree_model.hpp"
#include "slow_cases.hpp"
#include "knights/game.hpp"
#include "reversi/game.hpp"

using namespace engine;

namespace {

// How each game reads its position text (the games' own free functions, found by the type).
template <class Game>
Game from_text(const std::string& text) {
  const auto parsed = [&] {
    if constexpr (std::is_same_v<Game, knights::Game>) return knights::parse_position(text);
    else return reversi::parse_position(text);
  }();
  REQUIRE(parsed.error.empty());
  return Game(parsed.position);
}

// Plays plies random legal moves (fewer if the game ends first); returns the game.
template <class Game>
Game random_game(Random& rng, int plies) {
  Game game;
  for (int i = 0; i < plies && !game.is_over(); ++i) {
    const std::vector<int> legal = game.legal_moves();
    REQUIRE(game.play(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]) == decltype(game.play(0))::None);
  }
  return game;
}

// The game from the start with the record's first ply moves played.
template <class Game>
Game replayed(const Game& game, int ply) {
  Game replay;
  const std::vector<int> moves(game.record().moves().begin(), game.record().moves().begin() + ply);
  REQUIRE_FALSE(replay.play_list(moves));
  return replay;
}

template <class Game>
void require_at(const Game& game, int ply) {
  REQUIRE(game.record().ply() == ply);
  REQUIRE(game.position() == replayed(game, ply).position());
  REQUIRE(game.history() == replayed(game, ply).history());
}

}  // namespace

TEMPLATE_TEST_CASE("undo and redo walk the whole record, keeping it", "[surface]", knights::Game, reversi::Game) {
  Random rng(20);
  for (int g = 0; g < 20; ++g) {
    TestType game = random_game<TestType>(rng, 100);
    const auto moves = game.record().moves();
    const int length = game.record().length();
    REQUIRE(game.history() == moves);
    for (int ply = length - 1; ply >= 0; --ply) {
      REQUIRE(game.undo());
      require_at(game, ply);
    }
    REQUIRE_FALSE(game.undo());
    for (int ply = 1; ply <= length; ++ply) {
      REQUIRE(game.redo());
      require_at(game, ply);
    }
    REQUIRE_FALSE(game.redo());
    REQUIRE(game.record().moves() == moves);
    REQUIRE(game.is_over());
  }
}

TEMPLATE_TEST_CASE("go_to reaches every ply and refuses any other, changing nothing", "[surface]", knights::Game, reversi::Game) {
  Random rng(21);
  TestType game = random_game<TestType>(rng, 30);
  const int length = game.record().length();
  for (int i = 0; i < 50; ++i) {
    const int ply = static_cast<int>(rng.below(length + 1));
    REQUIRE(game.go_to(ply));
    require_at(game, ply);
  }
  REQUIRE(game.go_to(3));
  const TestType before = game;
  CHECK_FALSE(game.go_to(length + 1));
  CHECK_FALSE(game.go_to(-1));
  REQUIRE(game.record().ply() == 3);
  REQUIRE(game.record().moves() == before.record().moves());
}

TEMPLATE_TEST_CASE("a move at the cursor follows the record, another starts a side line", "[surface]", knights::Game,
                   reversi::Game) {
  Random rng(22);
  TestType game = random_game<TestType>(rng, 20);
  const auto moves = game.record().moves();
  REQUIRE(game.go_to(5));
  REQUIRE(game.play(moves[5]) == decltype(game.play(0))::None);
  CHECK(game.record().moves() == moves);
  CHECK(game.record().ply() == 6);
  REQUIRE(game.undo());
  const std::vector<int> legal = game.legal_moves();
  const int other = legal[0] == moves[5] ? legal[1] : legal[0];
  REQUIRE(game.play(other) == decltype(game.play(0))::None);
  CHECK(game.record().length() == 6);
  CHECK(game.history().back() == other);
  require_at(game, 6);
  CHECK_FALSE(game.redo());
  CHECK_FALSE(game.record().on_main_line());
  CHECK(game.record().main_length() == static_cast<int>(moves.size()));
}

// One step of a random walk over the record's tree, taken by the game and its model alike: a
// legal move, a refused one, undo, redo, a ply, a node (some not held), promote or remove.
template <class Game>
void tree_step(Game& game, testing::RecordTreeModel<Game>& model, Random& rng) {
  const int nodes = game.record().nodes();
  const auto any_node = [&] { return static_cast<NodeId>(rng.below(nodes + 2)) - 1; };
  const Game before = game;
  bool changed = true;
  switch (rng.below(8)) {
    case 0:
    case 1: {
      const std::vector<int> legal = game.legal_moves();
      if (legal.empty()) return;
      const int move = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
      REQUIRE(game.play(move) == decltype(game.play(0))::None);
      model.play(move);
      break;
    }
    case 2:
      changed = game.play(-1) == decltype(game.play(0))::None;
      REQUIRE_FALSE(changed);
      break;
    case 3:
      REQUIRE(game.undo() == model.go_to(model.ply() - 1));
      break;
    case 4:
      REQUIRE(game.redo() == model.go_to(model.ply() + 1));
      break;
    case 5: {
      const int ply = static_cast<int>(rng.below(game.record().length() + 3)) - 1;
      changed = game.go_to(ply);
      REQUIRE(changed == model.go_to(ply));
      break;
    }
    case 6: {
      const NodeId id = any_node();
      changed = game.go_to_node(id);
      REQUIRE(changed == model.go_to_node(id));
      break;
    }
    case 7: {
      const NodeId id = any_node();
      if (rng.below(2)) {
        changed = game.promote(id);
        REQUIRE(changed == model.promote(id));
      } else {
        changed = game.remove(id);
        REQUIRE(changed == model.remove(id));
      }
      break;
    }
  }
  if (!changed) REQUIRE(game.record().moves() == before.record().moves());
  REQUIRE(model.mismatch(game) == "");
}

TEMPLATE_TEST_CASE("the record's tree walked at random agrees with a model replaying every node", "[surface]", knights::Game,
                   reversi::Game) {
  Random rng(26);
  for (int g = 0; g < slow_cases(40); ++g) {
    TestType game;
    testing::RecordTreeModel<TestType> model(game);
    for (int step = 0; step < 200; ++step) tree_step(game, model, rng);
  }
}

TEMPLATE_TEST_CASE("a refused move at the cursor changes nothing", "[surface]", knights::Game, reversi::Game) {
  Random rng(23);
  TestType game = random_game<TestType>(rng, 12);
  REQUIRE(game.go_to(4));
  const TestType before = game;
  const Square taken = game.history()[0];
  CHECK(game.play(taken) != decltype(game.play(0))::None);
  CHECK(game.play(-7) != decltype(game.play(0))::None);
  CHECK(game.record().ply() == 4);
  CHECK(game.record().moves() == before.record().moves());
  CHECK(game.position() == before.position());
}

TEMPLATE_TEST_CASE("move lists play from the cursor, all or none, and read back from the history's text", "[surface]",
                   knights::Game, reversi::Game) {
  Random rng(24);
  for (int g = 0; g < 20; ++g) {
    const TestType full = random_game<TestType>(rng, 100);
    TestType game;
    REQUIRE(game.play_moves(full.history_text()).empty());
    REQUIRE(game.position() == full.position());
    REQUIRE(game.history() == full.history());

    // From an earlier ply, the rest of the game as text follows the record.
    TestType head = full;
    REQUIRE(head.go_to(4));
    const std::string tail = full.history_text().substr(head.history_text().size());
    REQUIRE(game.go_to(4));
    REQUIRE(game.play_moves(tail).empty());
    REQUIRE(game.record().moves() == full.record().moves());

    // A list that cannot be played (it ends on the game's first move, long taken) plays none of it.
    REQUIRE(game.go_to(2));
    const TestType before = game;
    const std::string first = full.history_text().substr(0, full.history_text().find(' '));
    CHECK(game.play_moves(tail + " " + first).size() > 0);
    CHECK(game.record().ply() == 2);
    CHECK(game.record().moves() == before.record().moves());
  }
}

TEMPLATE_TEST_CASE("a position's text starts the same position, at ply 0", "[surface]", knights::Game, reversi::Game) {
  Random rng(25);
  for (int g = 0; g < 20; ++g) {
    const TestType game = random_game<TestType>(rng, static_cast<int>(rng.below(40)));
    const std::string text = position_text(game.position());
    const TestType copy = from_text<TestType>(text);
    CHECK(copy.position() == game.position());
    CHECK(copy.side_to_move() == game.side_to_move());
    CHECK(copy.legal_moves() == game.legal_moves());
    CHECK(copy.record().ply() == 0);
    CHECK(copy.record().length() == 0);
    CHECK(position_text(copy.position()) == text);
  }
}
