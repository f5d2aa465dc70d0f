// The record with a cursor (core/move_record.hpp), on its own: a toy game whose position is the
// sum of the moves, so that every position names the moves that led to it.
#include <catch2/catch.hpp>

#include "core/move_record.hpp"

using namespace engine;

namespace {

using Record = MoveRecord<int>;

// Plays moves from the cursor, each position the sum so far.
void play(Record& record, std::initializer_list<Square> moves) {
  for (const Square move : moves) record.play(move, record.position() + move);
}

}  // namespace

TEST_CASE("a new record stands at its start, with nothing to undo or redo", "[record]") {
  Record record(7);
  CHECK(record.ply() == 0);
  CHECK(record.length() == 0);
  CHECK(record.position() == 7);
  CHECK_FALSE(record.undo());
  CHECK_FALSE(record.redo());
  CHECK_FALSE(record.go_to(1));
  CHECK(record.go_to(0));
  CHECK(record.ply() == 0);
}

TEST_CASE("undo steps back keeping the later moves, redo plays them again", "[record]") {
  Record record(0);
  play(record, {1, 10, 100});
  REQUIRE(record.undo());
  REQUIRE(record.undo());
  CHECK(record.ply() == 1);
  CHECK(record.length() == 3);
  CHECK(record.position() == 1);
  CHECK(record.history() == std::vector<Square>{1});
  CHECK(record.moves() == std::vector<Square>{1, 10, 100});
  REQUIRE(record.redo());
  CHECK(record.position() == 11);
  REQUIRE(record.redo());
  CHECK(record.position() == 111);
  CHECK_FALSE(record.redo());
  CHECK(record.ply() == 3);
}

TEST_CASE("go_to reaches any ply of the record and refuses the others, changing nothing", "[record]") {
  Record record(0);
  play(record, {1, 10, 100});
  for (const int ply : {0, 3, 1, 2}) {
    REQUIRE(record.go_to(ply));
    CHECK(record.ply() == ply);
    CHECK(record.position() == record.position_at(ply));
    CHECK(record.history().size() == static_cast<std::size_t>(ply));
  }
  CHECK_FALSE(record.go_to(4));
  CHECK_FALSE(record.go_to(-1));
  CHECK(record.ply() == 2);
  CHECK(record.length() == 3);
}

TEST_CASE("a move at the cursor follows the record, or replaces what came after", "[record]") {
  Record record(0);
  play(record, {1, 10, 100});
  REQUIRE(record.go_to(1));
  play(record, {10});  // the recorded move: followed, the rest kept
  CHECK(record.ply() == 2);
  CHECK(record.moves() == std::vector<Square>{1, 10, 100});
  REQUIRE(record.go_to(1));
  play(record, {20});  // another: the moves after the cursor are gone
  CHECK(record.ply() == 2);
  CHECK(record.moves() == std::vector<Square>{1, 20});
  CHECK(record.position() == 21);
  CHECK_FALSE(record.redo());
  REQUIRE(record.go_to(0));
  play(record, {1, 20, 300});
  CHECK(record.moves() == std::vector<Square>{1, 20, 300});
  CHECK(record.position_at(3) == 321);
}
