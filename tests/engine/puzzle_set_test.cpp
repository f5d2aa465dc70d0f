// The puzzle sets' reader (core/puzzle_set.hpp) for both games: the committed samples read and
// write back line for line, and every kind of bad line is refused with its line number and why,
// giving no puzzle at all.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>

#include "knights/puzzles.hpp"
#include "reversi/puzzles.hpp"

using namespace engine;

namespace {

std::string sample(const std::string& name) {
  std::ifstream file(std::string(TEST_DATA_DIR) + "/puzzles/" + name);
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}

// A knight position with knights on d5 and a1 (the second player to move), and a Reversi start with black to move.
const std::string kKnights = std::string(27, '-') + "N" + std::string(28, '-') + "N" + std::string(7, '-');
const std::string kReversi = std::string(27, '-') + "OX------XO" + std::string(27, '-') + " X";

std::string knight_line(const std::string& id, const std::string& answers, const std::string& rating) {
  return id + "\t" + kKnights + "\t" + answers + "\t" + rating;
}

// Returns the error of a set whose first line is good and whose second is `bad`; no puzzle is kept.
std::string knights_error(const std::string& bad) {
  const PuzzleSet set = knights::read_puzzles(knight_line("k00001", "a8", "1500") + "\n" + bad + "\n");
  CHECK(set.puzzles.empty());
  CHECK(set.bad_line == 2);
  return set.error;
}

std::string reversi_error(const std::string& bad) {
  const PuzzleSet set = reversi::read_puzzles(bad);
  CHECK(set.puzzles.empty());
  CHECK(set.bad_line == 1);
  return set.error;
}

}  // namespace

TEST_CASE("the committed samples read, and each line writes back as it was", "[puzzles]") {
  for (const auto& [name, reader, shape] :
       {std::tuple{"knights.tsv", &knights::read_puzzles, knights::kShape}, {"reversi.tsv", &reversi::read_puzzles, reversi::kBoard8.shape()}}) {
    const std::string text = sample(name);
    const PuzzleSet set = reader(text);
    INFO(name << ": " << set.error);
    REQUIRE(set.error.empty());
    REQUIRE(set.puzzles.size() >= 4);
    std::string again;
    for (const Puzzle& puzzle : set.puzzles) again += puzzle_line(puzzle, shape) + "\n";
    CHECK(again == text);
  }
}

TEST_CASE("a puzzle's fields: its id, position, answers as move numbers ascending, rating", "[puzzles]") {
  const PuzzleSet set = knights::read_puzzles(knight_line("k00042", "h1 a8 c4", "1234"));  // no final newline
  REQUIRE(set.error.empty());
  REQUIRE(set.puzzles.size() == 1);
  const Puzzle& p = set.puzzles[0];
  CHECK(p.id == "k00042");
  CHECK(p.position == kKnights);
  CHECK(p.answers == std::vector<Square>{0, 34, 63});
  CHECK(p.rating == 1234);
  const PuzzleSet reversi = reversi::read_puzzles("r00001\t" + kReversi + "\tf5 d3\t900\n");
  REQUIRE(reversi.error.empty());
  CHECK(reversi.puzzles[0].answers == std::vector<Square>{19, 37});  // d3, f5: cells from a1
  CHECK(knights::read_puzzles("").puzzles.empty());
  CHECK(knights::read_puzzles("").error.empty());
}

TEST_CASE("a line without four tab-separated fields is refused", "[puzzles]") {
  CHECK(knights_error("k00002\t" + kKnights + "\ta8") == "line 2: 3 fields, not 4 separated by tabs (id, position, answers, rating)");
  CHECK(knights_error(knight_line("k00002", "a8", "1500") + "\t") == "line 2: 5 fields, not 4 separated by tabs (id, position, answers, rating)");
  CHECK(knights_error("") == "line 2: 1 field, not 4 separated by tabs (id, position, answers, rating)");
  CHECK(knights_error("k00002 " + kKnights + " a8 1500") == "line 2: 1 field, not 4 separated by tabs (id, position, answers, rating)");
}

TEST_CASE("an id that is not the game's letter and five digits, or is used twice, is refused", "[puzzles]") {
  CHECK(knights_error(knight_line("k1", "a8", "1500")) == "line 2: the id 'k1' is not k and five digits (k00001)");
  CHECK(knights_error(knight_line("r00002", "a8", "1500")) == "line 2: the id 'r00002' is not k and five digits (k00001)");
  CHECK(knights_error(knight_line("K00002", "a8", "1500")) == "line 2: the id 'K00002' is not k and five digits (k00001)");
  CHECK(knights_error(knight_line("k0000x", "a8", "1500")) == "line 2: the id 'k0000x' is not k and five digits (k00001)");
  CHECK(knights_error(knight_line("k000001", "a8", "1500")) == "line 2: the id 'k000001' is not k and five digits (k00001)");
  CHECK(knights_error(knight_line("k00001", "a8", "1500")) == "line 2: the id k00001 is used twice");
  CHECK(reversi_error("k00001\t" + kReversi + "\tf5\t1500") == "line 1: the id 'k00001' is not r and five digits (r00001)");
}

TEST_CASE("a position the engine refuses, or writes otherwise, or where nobody moves, is refused", "[puzzles]") {
  CHECK(knights_error("k00002\t" + kKnights.substr(1) + "\ta8\t1500") == "line 2: the position: a knight position is 64 squares (N or -), not 63");
  std::string attacking = kKnights;
  attacking[42] = 'N';  // c3 attacks d5
  CHECK(knights_error("k00002\t" + attacking + "\ta8\t1500") == "line 2: the position: the knights on d5 and c3 attack each other");
  std::string lower = kKnights;
  lower[27] = 'n';
  CHECK(knights_error("k00002\t" + lower + "\ta8\t1500") == "line 2: the position: written otherwise than the engine writes it (N and -)");
  CHECK(reversi_error("r00001\t" + kReversi.substr(0, 64) + " x\tf5\t1500") ==
        "line 1: the position: written otherwise than the engine writes it (X, O and -, a space, X or O)");
  CHECK(reversi_error("r00001\t" + std::string(14, '-') + "OX----XO" + std::string(14, '-') + " X\tc4\t1500") ==
        "line 1: the position: Reversi puzzles are on the 8×8 board (64 squares)");
  CHECK(reversi_error("r00001\t" + std::string(63, 'X') + "- O\th8\t1500") == "line 1: the position: the side to move has no move there");
  CHECK(reversi_error("r00001\t" + kReversi.substr(0, 64) + "\tf5\t1500") ==
        "line 1: the position: the side to move (X or O) must follow the squares");
  // Knights on all 32 squares of one colour: none attacks another, and they attack every other square.
  std::string full(64, '-');
  for (int s = 0; s < 64; ++s)
    if ((s / 8 + s % 8) % 2 == 0) full[s] = 'N';
  CHECK(knights_error("k00002\t" + full + "\ta8\t1500") == "line 2: the position: the game is over there: no square is left to play");
}

TEST_CASE("answers that are no squares, repeated or not legal moves are refused", "[puzzles]") {
  CHECK(knights_error(knight_line("k00002", "", "1500")) == "line 2: no answer: a puzzle has at least one");
  CHECK(knights_error(knight_line("k00002", "a8  b8", "1500")) ==
        "line 2: the answer '' is no square (answers are square names separated by single spaces)");
  CHECK(knights_error(knight_line("k00002", "a8 ", "1500")) ==
        "line 2: the answer '' is no square (answers are square names separated by single spaces)");
  CHECK(knights_error(knight_line("k00002", "i9", "1500")) ==
        "line 2: the answer 'i9' is no square (answers are square names separated by single spaces)");
  CHECK(knights_error(knight_line("k00002", "a8,b8", "1500")) ==
        "line 2: the answer 'a8,b8' is no square (answers are square names separated by single spaces)");
  CHECK(knights_error(knight_line("k00002", "a8 b8 a8", "1500")) == "line 2: the answer a8 is given twice");
  CHECK(knights_error(knight_line("k00002", "c3", "1500")) == "line 2: the answer c3 is not a legal move of the position");
  CHECK(knights_error(knight_line("k00002", "d5", "1500")) == "line 2: the answer d5 is not a legal move of the position");
  CHECK(reversi_error("r00001\t" + kReversi + "\ta1\t1500") == "line 1: the answer a1 is not a legal move of the position");
  CHECK(reversi_error("r00001\t" + kReversi + "\tpass\t1500") ==
        "line 1: the answer 'pass' is no square (answers are square names separated by single spaces)");
}

TEST_CASE("a rating that is no whole number from 100 to 4000 is refused", "[puzzles]") {
  for (const std::string rating : {"", "1500.0", "abc", "99", "4001", "-1500", "+1500", " 1500", "1500\r", "1e3",
                                   "99999999999999999999", "0x5dc"}) {
    INFO("rating '" << rating << "'");
    const std::string shown = rating.size() > 40 ? rating.substr(0, 40) + "…" : rating;
    CHECK(knights_error(knight_line("k00002", "a8", rating)) == "line 2: the rating '" + shown + "' is not a whole number from 100 to 4000");
  }
  CHECK(knights::read_puzzles(knight_line("k00001", "a8", "100") + "\n" + knight_line("k00002", "a8", "4000")).puzzles.size() == 2);
}

TEST_CASE("a long bad field is quoted short, never cut inside a character", "[puzzles]") {
  std::string id(39, '-');
  id[0] = 'k';
  id += "é" + std::string(30, 'x');  // é is bytes 39 and 40
  CHECK(knights_error(knight_line(id, "a8", "1500")) == "line 2: the id 'k" + std::string(38, '-') + "…' is not k and five digits (k00001)");
}
