// The game object: turns, the end and its winner, move lists, and refused input that changes nothing.
#include <catch2/catch.hpp>

#include "knights/game.hpp"

using namespace engine;
using namespace engine::knights;

namespace {

// Checks that a refused call left the game exactly as it was.
void require_unchanged(const Game& game, const Game& before) {
  REQUIRE(game.position() == before.position());
  REQUIRE(game.history() == before.history());
  REQUIRE(game.side_to_move() == before.side_to_move());
}

}  // namespace

TEST_CASE("players alternate, first player first", "[knights][game]") {
  Game game;
  CHECK(game.side_to_move() == Player::First);
  CHECK(game.legal_moves().size() == 64);
  REQUIRE(game.play(27) == MoveError::None);  // d5, the original page's opening
  CHECK(game.side_to_move() == Player::Second);
  CHECK(game.legal_moves().size() == 64 - 1 - 8);
  CHECK(game.history_text() == "d5");
}

TEST_CASE("refused squares say why and change nothing", "[knights][game]") {
  Game game;
  REQUIRE(game.play_moves("d5").empty());
  const Game before = game;

  SECTION("occupied") {
    CHECK(game.play(27) == MoveError::Occupied);
    CHECK(game.explain(MoveError::Occupied, 27) == "d5 already holds a knight");
  }
  SECTION("attacked") {
    CHECK(game.play(42) == MoveError::Attacked);  // c3 is a knight step from d5
    CHECK(game.explain(MoveError::Attacked, 42) == "c3 is attacked by the knight on d5");
  }
  SECTION("negative") {
    CHECK(game.play(-1) == MoveError::OffBoard);
    CHECK(game.explain(MoveError::OffBoard, -1) == "square -1 is off the board (squares are 0 to 63)");
  }
  SECTION("64 and beyond") {
    CHECK(game.play(64) == MoveError::OffBoard);
    CHECK(game.play(1000) == MoveError::OffBoard);
  }
  require_unchanged(game, before);
}

TEST_CASE("a finished game refuses every square and names the last mover as winner", "[knights][game]") {
  Game game;
  // Fill the board greedily from a1 upward until nobody can move.
  while (!game.is_over()) REQUIRE(game.play(game.legal_moves().front()) == MoveError::None);
  const Game before = game;
  const Player last = game.side_to_move() == Player::First ? Player::Second : Player::First;
  CHECK(game.winner() == last);
  for (Square s = 0; s < kSquares; ++s) CHECK(game.play(s) == MoveError::GameOver);
  CHECK(game.explain(MoveError::GameOver, 0) == "the game is over: no square is left to place a knight");
  require_unchanged(game, before);
}

TEST_CASE("no winner while squares are left", "[knights][game]") {
  Game game;
  CHECK_FALSE(game.winner().has_value());
  REQUIRE(game.play_moves("a8 h1").empty());
  CHECK_FALSE(game.winner().has_value());
}

TEST_CASE("undo takes back one move, and with none it changes nothing", "[knights][game]") {
  Game game;
  CHECK_FALSE(game.undo());
  REQUIRE(game.play_moves("d5 a1").empty());
  REQUIRE(game.undo());
  CHECK(game.history_text() == "d5");
  CHECK(game.side_to_move() == Player::Second);
  CHECK(game.position() == Position::from_knights(square_bb(27)));
}

TEST_CASE("move lists play all moves or none", "[knights][game]") {
  Game game;
  REQUIRE(game.play_moves("d5 C3").size() > 0);  // c3 is attacked by d5
  CHECK(game.history().empty());

  REQUIRE(game.play_moves("  d5,a1  h8 ").empty());
  CHECK(game.history() == std::vector<Square>{27, 56, 7});
  CHECK(game.history_text() == "d5 a1 h8");
  const Game before = game;

  CHECK(game.play_moves("b2 i9") == "move 2: 'i9' is not a square of the 8x8 board");
  require_unchanged(game, before);
  CHECK(game.play_moves("b2 d5") == "move 2: d5 already holds a knight");
  require_unchanged(game, before);
  CHECK(game.play_moves("e5 x") == "move 2: 'x' is not a square of the 8x8 board");
  require_unchanged(game, before);
  CHECK(game.play_moves("b6") == "move 1: b6 is attacked by the knight on d5");
  require_unchanged(game, before);
}

TEST_CASE("move lists round-trip through text", "[knights][game]") {
  Game game;
  REQUIRE(game.play_moves("d5e5a1h8").empty());  // names may run together
  CHECK(game.history_text() == "d5 e5 a1 h8");
  Game copy;
  REQUIRE(copy.play_moves(game.history_text()).empty());
  CHECK(copy.position() == game.position());
}
