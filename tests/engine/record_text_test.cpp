// The written forms of games and positions that players paste: move lists numbered, hyphenated, in
// either case, passes written or left out; positions as FFO and Edax write them; hostile texts
// refused with where and why. Random games written in random forms must read back to their moves.
#include <catch2/catch.hpp>

#include "core/text_scan.hpp"
#include "core/random.hpp"
#include "knights/game.hpp"
#include "reversi/game.hpp"

using namespace engine;

namespace {

constexpr BoardShape kOthello{8, RowDigits::FromTop};
const std::string kEmpty64(64, '-');

std::vector<Square> squares_of(std::string_view text, bool allow_pass = true) {
  const SquareList list = parse_square_list(text, kOthello, allow_pass);
  INFO(text << ": " << list.error);
  REQUIRE(list.error.empty());
  return list.squares;
}

// Writes moves as a player might: each in either case, between separators from a random pick,
// numbered by pairs or not, passes as one of their written forms.
std::string written(const std::vector<Square>& moves, BoardShape shape, Random& rng) {
  static const char* const kSeparators[] = {" ", "", ",", ", ", "-", "  ", "\n", "\t", "\xE3\x80\x80"};
  static const char* const kPasses[] = {"pass", "PASS", "pa", "PA", "ps", "PS", "--"};
  const bool numbered = rng.below(2);
  const char* separator = kSeparators[rng.below(std::size(kSeparators))];
  std::string text;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (i > 0) text += separator;
    if (numbered && i % 2 == 0) text += std::to_string(i / 2 + 1) + (rng.below(2) ? ". " : ".");
    if (moves[i] == kPass) {
      // "--" between hyphens would run into them ("f5----d6" reads as two passes).
      text += *separator == '-' ? "pass" : kPasses[rng.below(std::size(kPasses))];
      continue;
    }
    std::string name = square_name(moves[i], shape);
    if (rng.below(2)) name[0] = static_cast<char>(name[0] - 'a' + 'A');
    text += name;
  }
  return text;
}

}  // namespace

TEST_CASE("the forms players write read as the same moves", "[record-text]") {
  const std::vector<Square> f5d6c3d3 = squares_of("f5 d6 c3 d3");
  CHECK(f5d6c3d3 == std::vector<Square>{37, 43, 18, 19});
  for (const char* form : {"1. f5 d6 2. c3 d3", "1.F5 2.D6 3.C3 4.D3", "f5-d6-c3-d3", "F5D6C3D3", "f5,d6,c3,d3", "f5, d6, c3, d3",
                           "1.f5 1...d6 2.c3 2...d3", "  f5\td6\nc3\r\nd3  ", "f5\xE3\x80\x80" "d6\xE3\x80\x80" "c3 d3", "1. f5 d6\n2. c3 d3\n"}) {
    INFO(form);
    CHECK(squares_of(form) == f5d6c3d3);
  }
}

TEST_CASE("passes are read in Edax's and the page's forms, and only where the game reads them", "[record-text]") {
  for (const char* form : {"f5 pass d6", "f5 PASS d6", "f5 pa d6", "F5 PA D6", "f5 ps d6", "f5 -- d6", "f5--d6", "f5pad6"}) {
    INFO(form);
    CHECK(squares_of(form) == std::vector<Square>{37, kPass, 43});
  }
  const SquareList knights = parse_square_list("d5 -- c3", {8, RowDigits::FromBottom});
  CHECK(knights.error == "move 2: '--' is not a square of the 8x8 board");
  CHECK(knights.bad_index == 1);
  CHECK(knights.bad_at == 3);
}

TEST_CASE("a refused list says which move, its text and its first character, and keeps no moves", "[record-text]") {
  struct Case {
    const char* text;
    int index, at;
    const char* bad;
  };
  for (const Case c : {Case{"1. f5 d6 2. c9 d3", 2, 12, "c9"}, Case{"f5-d6-zz-d3", 2, 6, "zz"}, Case{"f5 d6 3 c3", 2, 6, "3"},
                       Case{"f5 d6 é4", 2, 6, "é4"}, Case{"\xE3\x80\x80" "f5 i1", 1, 4, "i1"}, Case{"f5 .d6", 1, 3, ".d6"},
                       Case{"f5 d6 1", 2, 6, "1"}, Case{"f5,,d6;c3", 2, 6, ";c3"}}) {
    INFO(c.text);
    const SquareList list = parse_square_list(c.text, kOthello, true);
    CHECK(list.squares.empty());
    CHECK(list.bad_index == c.index);
    CHECK(list.bad_at == c.at);
    CHECK(list.bad_text == c.bad);
    CHECK(list.error == "move " + std::to_string(c.index + 1) + ": '" + c.bad + "' is not a square of the 8x8 board");
  }
  const SquareList read = parse_square_list("1. f5 d6", kOthello, true);
  CHECK(read.at == std::vector<int>{3, 6});
}

TEST_CASE("random games written in random forms read back to their moves", "[record-text]") {
  Random rng(40);
  for (int round = 0; round < 200; ++round) {
    reversi::Game reversi;
    while (!reversi.is_over()) reversi.play(reversi.legal_moves()[rng.below(static_cast<std::uint32_t>(reversi.legal_moves().size()))]);
    const std::vector<Square> with_passes = squares_of(reversi.history_text());
    const std::string text = written(with_passes, kOthello, rng);
    INFO(text);
    CHECK(reversi::Game().parse_moves(text).squares == with_passes);
    reversi::Game replayed;
    CHECK(replayed.play_moves(text).empty());
    CHECK(replayed.history() == reversi.history());

    knights::Game knights;
    while (!knights.is_over()) knights.play(knights.legal_moves()[rng.below(static_cast<std::uint32_t>(knights.legal_moves().size()))]);
    const std::string knight_text = written(knights.history(), knights::kShape, rng);
    INFO(knight_text);
    CHECK(knights::Game().parse_moves(knight_text).squares == knights.history());
  }
}

TEST_CASE("Reversi positions read in the page's, FFO's and Edax's forms", "[record-text]") {
  const std::string ffo40 = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X";
  const std::string squares = ffo40.substr(0, 64);
  std::string rows, edax = squares;
  for (int row = 0; row < 8; ++row) rows += squares.substr(row * 8, 8) + "\n";
  for (char& c : edax) c = c == 'X' ? '*' : c == '-' ? '.' : c;
  std::string white_first = squares;  // a1's white disc written W
  white_first[0] = 'W';
  for (const std::string& form : {ffo40, squares + "X", squares + "\nBlack to move\n", rows + "Black to move", squares + " X;",
                                  squares + " X; G8:+18; H1:+12;", edax + " *", rows + "  x  ", squares + " black",
                                  squares + " B", white_first + " b"}) {
    INFO(form);
    const reversi::ParsedPosition parsed = reversi::parse_position(form);
    REQUIRE(parsed.error.empty());
    CHECK(reversi::position_text(parsed.position) == ffo40);
  }
  const reversi::ParsedPosition white = reversi::parse_position(squares + "\nWhite to move");
  REQUIRE(white.error.empty());
  CHECK(white.position.to_move == reversi::Color::White);
  const reversi::ParsedPosition six = reversi::parse_position("------ ------ --OX-- --XO-- ------ ------ O");
  REQUIRE(six.error.empty());
  CHECK(six.position.geometry->size == 6);
}

TEST_CASE("a refused Reversi position says where and why", "[record-text]") {
  struct Case {
    std::string text, error;
    int at;
  };
  for (const Case& c : {Case{"", "a position needs 64 or 36 squares (X, O or -) before the side to move, not 0", 0},
                        Case{std::string(63, '-') + " X", "a position needs 64 or 36 squares (X, O or -) before the side to move, not 63", 65},
                        Case{kEmpty64 + "XO X", "a position needs 64 or 36 squares (X, O or -) before the side to move, not 66", 64},
                        Case{kEmpty64, "the side to move (X or O) must follow the squares", 64},
                        Case{kEmpty64 + " Y", "the side to move is 'Y', not X or O", 65},
                        Case{kEmpty64 + " -", "the side to move is '-', not X or O", 65},
                        Case{std::string("--Z") + std::string(33, '-') + " X", "square c1 is 'Z', not X, O or -", 2},
                        Case{std::string("ba") + std::string(62, '-') + " X", "square b1 is 'a', not X, O or -", 1},
                        Case{std::string("é") + std::string(63, '-') + " X", "square a1 is 'é', not X, O or -", 0},
                        Case{kEmpty64 + "\nBlack to play", "only ';' and notes may follow the side to move", 65},
                        Case{kEmpty64 + " whiteout", "only ';' and notes may follow the side to move", 65}}) {
    INFO(c.text);
    const reversi::ParsedPosition parsed = reversi::parse_position(c.text);
    CHECK(parsed.error == c.error);
    CHECK(parsed.at == c.at);
  }
}

TEST_CASE("knight positions read with '.', rows and either case; a refused one says where and why", "[record-text]") {
  std::string text = kEmpty64;
  text[27] = 'N';  // d5
  text[0] = 'n';   // a8
  std::string rows;
  for (int row = 0; row < 8; ++row) rows += text.substr(row * 8, 8) + (row % 2 ? "\r\n" : " ");
  for (std::string form : {text, rows}) {
    for (char& c : form) c = c == '-' ? '.' : c;
    INFO(form);
    const knights::ParsedPosition parsed = knights::parse_position(form);
    REQUIRE(parsed.error.empty());
    CHECK(parsed.position.knights == (square_bb(0) | square_bb(27)));
  }
  struct Case {
    std::string text, error;
    int at;
  };
  std::string attacking = kEmpty64;
  attacking[27] = attacking[42] = 'N';  // d5 and c3
  for (const Case& c : {Case{"N", "a knight position is 64 squares (N or -), not 1", 1},
                        Case{kEmpty64 + " N", "a knight position is 64 squares (N or -), not 65", 65},
                        Case{std::string(63, '-') + "X", "square h1 is 'X', not N or -", 63},
                        Case{std::string("- ") + std::string(62, '-') + "☃", "square h1 is '☃', not N or -", 64},
                        Case{attacking, "the knights on d5 and c3 attack each other", 27}}) {
    INFO(c.text);
    const knights::ParsedPosition parsed = knights::parse_position(c.text);
    CHECK(parsed.error == c.error);
    CHECK(parsed.at == c.at);
  }
}

TEST_CASE("hostile texts never read past their end and a refusal points inside them", "[record-text]") {
  Random rng(4040);
  const std::string alphabet = "abcdefghpsPSNXOxo*BW.-,; \n0123456789\xE3\x80\x80\xC3\xA9\xFF";
  for (int round = 0; round < 3000; ++round) {
    std::string text;
    const int length = static_cast<int>(rng.below(90));
    for (int i = 0; i < length; ++i) text += alphabet[rng.below(static_cast<std::uint32_t>(alphabet.size()))];
    const int characters = static_cast<int>(text.size());  // an upper bound: UTF-8 continuation bytes count as none
    const SquareList list = parse_square_list(text, kOthello, true);
    CHECK((list.error.empty() ? list.bad_at == -1 && list.at.size() == list.squares.size()
                              : list.squares.empty() && list.bad_at >= 0 && list.bad_at < characters));
    for (const int at : {reversi::parse_position(text).at, knights::parse_position(text).at}) CHECK((at >= -1 && at <= characters));
  }
}

TEST_CASE("a pasted text is a position when it starts as no move does", "[record-text]") {
  for (const char* position : {"-", " \n.", "\xE3\x80\x80X", "*", "o", "W", "N", "n"}) CHECK(looks_like_position(position));
  for (const char* moves : {"", "   ", "f5", "1. f5", "F5", "b4", "pass", "é"}) CHECK_FALSE(looks_like_position(moves));
}

TEST_CASE("knights that attack each other are named in the refusal", "[record-text]") {
  std::string attacking = kEmpty64;
  attacking[27] = attacking[42] = 'N';
  CHECK(knights::parse_position(attacking).knights == std::vector<Square>{27, 42});
  CHECK(knights::parse_position(kEmpty64).knights.empty());
}
