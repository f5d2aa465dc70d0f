// The record, a tree with a cursor (core/move_record.hpp), on its own: a toy game whose position is the
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

TEST_CASE("another move than the recorded one starts a side line, and the main line stays", "[record]") {
  Record record(0);
  play(record, {1, 10, 100});
  REQUIRE(record.go_to(1));
  play(record, {10});  // the recorded move: followed
  CHECK(record.ply() == 2);
  CHECK(record.nodes() == 4);
  REQUIRE(record.go_to(1));
  play(record, {20, 300});  // another: a side line after 1
  CHECK(record.moves() == std::vector<Square>{1, 20, 300});
  CHECK(record.position() == 321);
  CHECK_FALSE(record.on_main_line());
  CHECK(record.main_length() == 3);
  const NodeId after_1 = record.node_at(1);
  REQUIRE(record.children_of(after_1).size() == 2);
  CHECK(record.move_of(record.children_of(after_1)[0]) == 10);  // the main line's move first
  CHECK(record.move_of(record.children_of(after_1)[1]) == 20);
  CHECK(record.parent_of(record.node()) == record.node_at(2));
  CHECK(record.ply_of(record.node()) == 3);
}

TEST_CASE("walking a side line keeps it current, and a move recorded elsewhere is followed", "[record]") {
  Record record(0);
  play(record, {1, 10, 100});
  REQUIRE(record.go_to(1));
  play(record, {20, 300});
  REQUIRE(record.go_to(0));
  CHECK(record.on_main_line());
  REQUIRE(record.redo());
  REQUIRE(record.redo());
  CHECK(record.position() == 21);  // still the side line, as it was walked
  REQUIRE(record.undo());
  play(record, {10});  // the main line's move, recorded there: followed, the line its own again
  CHECK(record.on_main_line());
  CHECK(record.moves() == std::vector<Square>{1, 10, 100});
  CHECK(record.nodes() == 6);
}

TEST_CASE("go_to_node goes anywhere in the tree and refuses what it does not hold", "[record]") {
  Record record(0);
  play(record, {1, 10, 100});
  const NodeId main_end = record.node();
  REQUIRE(record.go_to(1));
  play(record, {20, 300});
  const NodeId side_end = record.node();
  REQUIRE(record.go_to_node(main_end));
  CHECK(record.position() == 111);
  CHECK(record.on_main_line());
  REQUIRE(record.go_to_node(record.node_at(1)));  // on the current line: the line stays
  CHECK(record.length() == 3);
  CHECK(record.moves() == std::vector<Square>{1, 10, 100});
  REQUIRE(record.go_to_node(side_end));
  CHECK(record.position() == 321);
  for (const NodeId bad : {-1, 6, 1000}) CHECK_FALSE(record.go_to_node(bad));
  CHECK(record.node() == side_end);
}

TEST_CASE("promote makes a side line the main line, the old one a side line", "[record]") {
  Record record(0);
  play(record, {1, 10, 100});
  REQUIRE(record.go_to(1));
  play(record, {20, 300});
  REQUIRE(record.promote(record.node()));
  CHECK(record.on_main_line());
  CHECK(record.main_length() == 3);
  CHECK(record.moves() == std::vector<Square>{1, 20, 300});
  CHECK(record.move_of(record.children_of(record.node_at(1))[1]) == 10);
  REQUIRE(record.go_to_node(record.children_of(record.node_at(1))[1]));
  CHECK_FALSE(record.on_main_line());
  CHECK(record.position() == 11);
  CHECK_FALSE(record.promote(99));
}

TEST_CASE("remove takes a move away with all that followed, and the cursor back out of it", "[record]") {
  Record record(0);
  play(record, {1, 10, 100});
  REQUIRE(record.go_to(1));
  play(record, {20, 300});
  const NodeId side = record.node_at(2);
  REQUIRE(record.remove(side));
  CHECK(record.ply() == 1);
  CHECK(record.moves() == std::vector<Square>{1, 10, 100});  // the line runs on by the main line
  CHECK_FALSE(record.has(side));
  CHECK_FALSE(record.has(side + 1));
  CHECK_FALSE(record.go_to_node(side));
  CHECK_FALSE(record.remove(side));
  CHECK_FALSE(record.remove(0));
  // A main-line move removed: its first side line, if any, goes on as the main line.
  play(record, {30});
  REQUIRE(record.go_to_node(record.children_of(record.node_at(1))[0]));
  CHECK(record.move_of(record.node()) == 10);
  REQUIRE(record.remove(record.node()));
  CHECK(record.ply() == 1);
  CHECK(record.moves() == std::vector<Square>{1, 30});
  CHECK(record.main_length() == 2);
  CHECK(record.nodes() == 7);  // numbers are never used again
}
