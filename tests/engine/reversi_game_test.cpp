// The Reversi game object: the start, turns, passes, the end, move lists, position text, and
// refused input that says why and changes nothing.
#include <catch2/catch.hpp>

#include "reversi/game.hpp"

using namespace engine;
using namespace engine::reversi;

namespace {

const std::string kStart8 = "---------------------------OX------XO--------------------------- X";

void require_unchanged(const Game& game, const Game& before) {
  REQUIRE(game.position() == before.position());
  REQUIRE(game.history() == before.history());
}

Game game_from(const std::string& text) {
  const ParsedPosition parsed = parse_position(text);
  REQUIRE(parsed.error.empty());
  return Game(parsed.position);
}

}  // namespace

TEST_CASE("a new game: four discs, black to move, four moves", "[reversi][game]") {
  Game game;
  CHECK(position_text(game.position()) == kStart8);
  CHECK(game.side_to_move() == Color::Black);
  CHECK(game.discs(Color::Black) == 2);
  CHECK(game.discs(Color::White) == 2);
  CHECK(game.legal_moves() == std::vector<int>{19, 26, 37, 44});  // d3 c4 f5 e6
  REQUIRE(game.play(37) == MoveError::None);                        // f5 flips e5
  CHECK(game.discs(Color::Black) == 4);
  CHECK(game.discs(Color::White) == 1);
  CHECK(game.side_to_move() == Color::White);
  CHECK(game.history_text() == "f5");
}

TEST_CASE("the 6x6 board speaks cells 0 to 35 from a1 to f6", "[reversi][game]") {
  Game game(kBoard6);
  CHECK(position_text(game.position()) == "--------------OX----XO-------------- X");
  CHECK(game.legal_moves() == std::vector<int>{8, 13, 22, 27});  // c2 b3 e4 d5
  REQUIRE(game.play_moves("e4 e5").empty());
  CHECK(game.history() == std::vector<int>{22, 28});
  CHECK(position_text(game.position()) == "--------------OX----XOX-----O------- X");
  CHECK(game.play(36) == MoveError::OffBoard);
  CHECK(game.explain(MoveError::OffBoard, 36) == "square 36 is off the board (squares are 0 to 35)");
  CHECK(game.play_moves("g1") == "move 1: 'g1' is not a square of the 6x6 board");
}

TEST_CASE("refused moves say why and change nothing", "[reversi][game]") {
  Game game;
  REQUIRE(game.play_moves("f5 d6").empty());
  const Game before = game;
  CHECK(game.play(27) == MoveError::Occupied);
  CHECK(game.explain(MoveError::Occupied, 27) == "d4 already holds a disc");
  CHECK(game.play(0) == MoveError::NoFlip);
  CHECK(game.explain(MoveError::NoFlip, 0) == "a black disc on a1 would flip nothing");
  CHECK(game.play(-1) == MoveError::OffBoard);
  CHECK(game.play(64) == MoveError::OffBoard);
  CHECK(game.play(kPass) == MoveError::OffBoard);
  CHECK(game.explain(MoveError::CannotPass, kPass) == "black has a legal move, so cannot pass");
  require_unchanged(game, before);
}

TEST_CASE("a side without a move passes at once, with the move that forced it", "[reversi][game]") {
  // a1 black, b1 and d1 white: black's c1 takes b1 and leaves white's d1 without a move (every
  // line from an empty square through black discs ends at the edge), so white passes.
  Game game = game_from("XO-O------------------------------------------------------------ X");
  REQUIRE(game.legal_moves() == std::vector<int>{2});
  REQUIRE(game.play(2) == MoveError::None);  // c1 flips b1; white's d1 has nothing to outflank
  CHECK(game.side_to_move() == Color::Black);
  CHECK(game.passed_before(1));
  CHECK_FALSE(game.passed_before(0));
  CHECK(game.history() == std::vector<int>{2});
  CHECK(game.history_text() == "c1 pass");
  CHECK(game.legal_moves() == std::vector<int>{4});  // e1 flips d1
  CHECK_FALSE(game.is_over());
}

TEST_CASE("a start whose side to move has no move passes at once", "[reversi][game]") {
  // White to move has no move (every white-adjacent empty square outflanks nothing); black has.
  Game game = game_from("XO-------------------------------------------------------------- O");
  CHECK(game.side_to_move() == Color::Black);
  CHECK(game.passed_before(0));
  CHECK(game.record().ply() == 0);
  CHECK(game.legal_moves() == std::vector<int>{2});
  CHECK(game.history_text() == "pass");
  CHECK(position_text(game.position()) == "XO-------------------------------------------------------------- X");
}

TEST_CASE("the game ends when neither side can move; empties may remain", "[reversi][game]") {
  Game game = game_from("XO-------------------------------------------------------------- X");
  REQUIRE(game.play(2) == MoveError::None);  // c1 takes the last white disc
  CHECK(game.is_over());
  CHECK_FALSE(game.passed_before(1));
  CHECK(game.winner() == Color::Black);
  CHECK_FALSE(game.is_draw());
  const Game before = game;
  CHECK(game.play(3) == MoveError::GameOver);
  CHECK(game.explain(MoveError::GameOver, 3) == "the game is over: neither side can move");
  CHECK(game.play_moves("pass") == "move 1: the game is over: neither side can move");
  require_unchanged(game, before);
}

TEST_CASE("a full board ends the game, and equal counts are a draw", "[reversi][game]") {
  const std::string half(32, 'X');
  Game game = game_from(half + std::string(32, 'O') + " O");
  CHECK(game.is_over());
  CHECK(game.is_draw());
  CHECK_FALSE(game.winner().has_value());
}

TEST_CASE("move lists play all moves or none, with passes written or left out", "[reversi][game]") {
  Game game;
  const Game before = game;
  CHECK(game.play_moves("f5 d6 a1") == "move 3: a black disc on a1 would flip nothing");
  require_unchanged(game, before);
  CHECK(game.play_moves("f5 d6 pass") == "move 3: black has a legal move, so cannot pass");
  require_unchanged(game, before);
  CHECK(game.play_moves("f5 z9") == "move 2: 'z9' is not a square of the 8x8 board");
  require_unchanged(game, before);

  REQUIRE(game.play_moves("f5d6C3").empty());
  CHECK(game.history_text() == "f5 d6 c3");

  Game forced = game_from("XO-------------------------------------------------------------- O");
  Game written = forced;
  REQUIRE(forced.play_moves("c1").empty());  // white's pass left out
  REQUIRE(written.play_moves("pass c1").empty());
  CHECK(forced.history_text() == "pass c1");
  CHECK(forced.position() == written.position());
  CHECK(written.history() == std::vector<int>{2});
  const Game start = game_from("XO-------------------------------------------------------------- O");
  Game twice = start;
  CHECK(twice.play_moves("pass pass c1") == "move 2: black has a legal move, so cannot pass");
  require_unchanged(twice, start);
}

TEST_CASE("position text round-trips and malformed text is refused with its reason", "[reversi][game]") {
  const std::string ffo40 = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X";
  const ParsedPosition parsed = parse_position(ffo40);
  REQUIRE(parsed.error.empty());
  CHECK(position_text(parsed.position) == ffo40);
  CHECK(parsed.position.to_move == Color::Black);
  CHECK(popcount(parsed.position.board.empties(kBoard8.squares)) == 20);

  CHECK(parse_position(std::string(63, '-') + " X").error ==
        "a position needs 64 or 36 squares (X, O or -) before the side to move, not 63");
  CHECK(parse_position(std::string(64, '-') + " Y").error == "the side to move is 'Y', not X or O");
  CHECK(parse_position(std::string(64, '-')).error == "the side to move (X or O) must follow the squares");
  CHECK(parse_position("--Z" + std::string(33, '-') + " X").error == "square c1 is 'Z', not X, O or -");
  CHECK(parse_position("").error.size() > 0);
}
