// The named openings (reversi/opening_names.hpp): the shipped table reads, every line in it is
// named after its own moves and after each of its images under the start's symmetries; a game is
// named after the deepest named position it passed through, through transpositions, and not at
// all from another start or on 6×6; hostile tables are refused, saying which line and why.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/symmetry.hpp"
#include "reversi/opening_names.hpp"

using namespace engine;
using namespace engine::reversi;

namespace {

// Plays a move list on a new 8×8 game; the list must be legal.
Game played(const std::string& moves) {
  Game game;
  REQUIRE(game.play_moves(moves).empty());
  return game;
}

// Returns the English name the game stands in at its cursor, or "" when none.
std::string name_at_cursor(const Game& game) {
  const OpeningName* name = OpeningNames::builtin().at_cursor(game);
  return name ? name->en : "";
}

// Returns the name at each ply of the game's current line, by ply.
std::vector<const OpeningName*> along_line(const Game& game) {
  std::vector<const OpeningName*> names;
  for (const NodeId id : game.record().line()) names.push_back(OpeningNames::builtin().at_node(game, id));
  return names;
}

// Returns square s under symmetry i.
Square turned(Square s, int i) { return lsb(apply_symmetry(square_bb(s), i)); }

}  // namespace

TEST_CASE("the shipped table reads, with the well-known openings in it", "[reversi][openings]") {
  const OpeningNames& table = OpeningNames::builtin();
  CHECK(table.size() >= 60);
  CHECK(table.deepest() == 18);  // the Mainline Tiger
  CHECK(name_at_cursor(played("f5 d6 c3 d3 c4")) == "Tiger");
  CHECK(OpeningNames::builtin().at_cursor(played("f5 d6 c3 d3 c4"))->ja == "虎定石");
  CHECK(name_at_cursor(played("f5 d6 c5 f4 e3")) == "Rabbit");
  CHECK(name_at_cursor(played("f5 f6 e6 f4 c3")) == "Buffalo");
  CHECK(name_at_cursor(played("f5 f6 e6 f4 g5")) == "Heath");
  CHECK(name_at_cursor(played("f5 d6 c5 f4 e3 c6 d3 f6 e6 d7")) == "Rose");
}

TEST_CASE("every line is named at its last move, under each symmetry of the start, and not one move earlier by itself",
          "[reversi][openings]") {
  const Board start = Board::start();
  int symmetries = 0;
  for (int i = 0; i < kSymmetries; ++i) {
    if (apply_symmetry(start.player, i) != start.player || apply_symmetry(start.opponent, i) != start.opponent) continue;
    ++symmetries;
    for (const OpeningName* entry : OpeningNames::builtin().names()) {
      Game game;
      for (const Square s : entry->line) REQUIRE(game.play(turned(s, i)) == MoveError::None);
      INFO(entry->en << " under symmetry " << i);
      const std::vector<const OpeningName*> reached = along_line(game);
      REQUIRE(reached.size() == entry->line.size() + 1);
      CHECK(reached.back() == entry);
      CHECK(OpeningNames::builtin().at_cursor(game) == entry);
      CHECK(reached.front() == nullptr);
    }
  }
  CHECK(symmetries == 4);
  // The four first moves are one: each of them leads to the Tiger turned.
  CHECK(name_at_cursor(played("e6 f4 c3 c4 d3")) == "Tiger");
  CHECK(name_at_cursor(played("c4 e3 f6 e6 f5")) == "Tiger");
  CHECK(name_at_cursor(played("d3 c5 f6 f5 e6")) == "Tiger");
}

TEST_CASE("a game is named after the deepest named position it passed through, kept after the table ends",
          "[reversi][openings]") {
  Game game = played("f5 d6 c5 f4 e3 c6 d3 f6 e6 d7 g7 c4 b5");  // the Rose, then moves no table line holds
  const std::vector<const OpeningName*> reached = along_line(game);
  std::vector<std::string> names;
  for (const OpeningName* name : reached) names.push_back(name ? name->en : "");
  CHECK(names == std::vector<std::string>{"", "", "Perpendicular", "", "", "Rabbit", "", "", "", "", "Rose", "", "", ""});
  CHECK(reached[10]->plies() == 10);
  CHECK(name_at_cursor(game) == "Rose");
  // The cursor names what it stands in: back before the Rose, the Rabbit; at the start, nothing.
  REQUIRE(game.go_to(7));
  CHECK(name_at_cursor(game) == "Rabbit");
  REQUIRE(game.go_to(1));
  CHECK(name_at_cursor(game).empty());
  REQUIRE(game.go_to(0));
  CHECK(name_at_cursor(game).empty());
  // A side line is named by its own moves: the Horse beside the Rabbit, which the main line keeps.
  REQUIRE(game.go_to(4));
  REQUIRE(game.play_moves("d3").empty());
  CHECK(name_at_cursor(game) == "Horse");
  const std::vector<const OpeningName*> by_node = OpeningNames::builtin().by_node(game);
  CHECK(by_node[game.record().node()]->en == "Horse");
  CHECK(by_node[5]->en == "Rabbit");  // the main line was played first: its nodes are its plies
  // A transposition reaches the Cow by the parallel opening's road.
  CHECK(name_at_cursor(played("f5 f4 e3 f6 e6")) == "Cow");
  // Leaving the table at once keeps the second move's name.
  CHECK(name_at_cursor(played("f5 f6 e6 f4 d3")) == "Diagonal");
}

TEST_CASE("no names from another start or on 6×6", "[reversi][openings]") {
  // The position after f5 set up as a start: d6 reaches the Perpendicular's position, unnamed.
  Game other(parse_position("---------------------------OX------XXX-------------------------- O").position);
  REQUIRE(other.play_moves("d6").empty());
  CHECK(OpeningNames::builtin().at_cursor(other) == nullptr);
  CHECK(name_at_cursor(played("f5 d6")) == "Perpendicular");
  Game small(kBoard6);
  REQUIRE(small.play_moves("e4 c5").empty());  // the 6×6 board's f5 d6, in its own cells
  CHECK(OpeningNames::builtin().at_cursor(small) == nullptr);
  for (const OpeningName* name : OpeningNames::builtin().by_node(small)) CHECK(name == nullptr);
}

TEST_CASE("a hostile table is refused, saying which line and why", "[reversi][openings]") {
  std::string error;
  const auto table = OpeningNames::read("# a comment\n\nf5 d6 | 縦取り | Perpendicular\r\n  f5f6|斜め取り|Diagonal\n", error);
  REQUIRE(table);
  CHECK(table->size() == 2);
  CHECK(error.empty());
  const std::vector<std::pair<std::string, std::string>> hostile{
      {"f5 d6 | 縦取り\n", "line 1: a line is its moves, its Japanese name and its English name, parted by two '|'"},
      {"# c\nf5 d6 | a | b | c\n", "line 2: a line is its moves, its Japanese name and its English name, parted by two '|'"},
      {"f5 d6 |  | Perpendicular\n", "line 1: a name is empty"},
      {"f5 d6 | 縦取り | Perp\tendicular\n", "line 1: a name holds a control character"},
      {"f5 d6 | \xE7\xB8 | Perpendicular\n", "line 1: a name is not UTF-8"},
      {"f5 d6 | \xC0\xAF | Perpendicular\n", "line 1: a name is not UTF-8"},
      {"f5 d6 | " + std::string(81, 'x') + " | Perpendicular\n", "line 1: a name is longer than 80 bytes"},
      {"f5 z9 | a | b\n", ""},  // the move list's own message, checked below
      {" | a | b\n", "line 1: a line starts with f5"},
      {"e6 f4 | a | b\n", "line 1: a line starts with f5"},
      {"f5 d6 d6 | a | b\n", "line 1: move 3 is illegal: d6 already holds a disc"},
      {"f5 a1 | a | b\n", "line 1: move 2 is illegal: a white disc on a1 would flip nothing"},
      {"f5 pass | a | b\n", ""},
      {"f5 f6 e6 f4 e3 | 牛 | Cow\nf5 f4 e3 f6 e6 | 牛 | Cow again\n", "two lines reach one position: Cow and Cow again"},
  };
  for (const auto& [text, why] : hostile) {
    INFO(text);
    error.clear();
    CHECK_FALSE(OpeningNames::read(text, error));
    if (why.empty()) {
      CHECK(error.rfind("line 1: ", 0) == 0);
    } else {
      CHECK(error == why);
    }
  }
}
