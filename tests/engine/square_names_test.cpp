// Square names and move lists for both numbering conventions.
#include <catch2/catch.hpp>

#include "core/square_names.hpp"

using namespace engine;

namespace {
constexpr BoardShape kChess{8, RowDigits::FromBottom};
constexpr BoardShape kOthello{8, RowDigits::FromTop};
constexpr BoardShape kOthello6{6, RowDigits::FromTop};
}  // namespace

TEST_CASE("chess numbering: a8 is square 0, h1 is 63", "[names]") {
  CHECK(square_name(0, kChess) == "a8");
  CHECK(square_name(27, kChess) == "d5");
  CHECK(square_name(63, kChess) == "h1");
  for (Square s = 0; s < 64; ++s) CHECK(parse_square(square_name(s, kChess), kChess) == s);
}

TEST_CASE("Othello numbering: a1 is square 0, h8 is 63; 6x6 ends at f6", "[names]") {
  CHECK(square_name(0, kOthello) == "a1");
  CHECK(square_name(63, kOthello) == "h8");
  CHECK(square_name(35, kOthello6) == "f6");
  CHECK(parse_square("F5", kOthello) == 4 * 8 + 5);
  CHECK_FALSE(parse_square("g1", kOthello6));
  CHECK_FALSE(parse_square("a7", kOthello6));
}

TEST_CASE("malformed names are refused", "[names]") {
  for (const char* bad : {"", "a", "a0", "a9", "i1", "11", "aa", "a10", "-1"}) {
    INFO(bad);
    CHECK_FALSE(parse_square(bad, kChess));
  }
}

TEST_CASE("move lists accept passes only where allowed", "[names]") {
  const SquareList with_pass = parse_square_list("f5 pass d6 --", kOthello, true);
  REQUIRE(with_pass.error.empty());
  CHECK(with_pass.squares == std::vector<Square>{37, kPass, 43, kPass});
  CHECK(format_square_list(with_pass.squares, kOthello) == "f5 pass d6 pass");

  const SquareList refused = parse_square_list("f5 pass", kOthello);
  CHECK(refused.error == "move 2: 'pass' is not a square of the 8x8 board");
  CHECK(refused.squares.empty());
  CHECK(refused.bad_index == 1);
  CHECK(refused.bad_text == "pass");
  CHECK(with_pass.bad_index == -1);
}

TEST_CASE("a run of names reads back as its squares on every board", "[names]") {
  for (const BoardShape shape : {kChess, kOthello, kOthello6}) {
    std::vector<Square> every;
    for (Square s = shape.size * shape.size - 1; s >= 0; --s) every.push_back(s);  // descending: no order assumed
    const std::string run = square_run(every, shape);
    CHECK(run.size() == 2 * every.size());
    const SquareList read = parse_square_list(run, shape);
    REQUIRE(read.error.empty());
    CHECK(read.squares == every);
  }
  CHECK(square_run({37, 43, 18}, kOthello) == "f5d6c3");
  CHECK(square_run({27, 42}, kChess) == "d5c3");
  CHECK(square_run({}, kChess).empty());
}

TEST_CASE("a bad move in a run-together list is named with its place and its text", "[names]") {
  const SquareList list = parse_square_list("d5c3zz9f6", kChess);
  CHECK(list.bad_index == 2);
  CHECK(list.bad_text == "zz9f6");
  CHECK(list.error == "move 3: 'zz9f6' is not a square of the 8x8 board");
}
