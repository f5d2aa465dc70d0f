// The proven book (reversi/exact_book.hpp): its file read back from hand-written trees, and
// refused — saying why — when damaged, and its values' contradictions found; passes in a
// book's tree; the shipped 6×6 book: the start's −4 (the published result: white wins 16–20),
// values proven again by the solver, every position the strong level can meet covered, and the
// same file rebuilt from its own values (the build is deterministic).
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "core/random.hpp"
#include "players/reversi_players.hpp"
#include "reversi/pattern_evaluation.hpp"
#include "reversi/position.hpp"
#include "reversi/search.hpp"
#include "slow_cases.hpp"
#include "tools/exact_book_build.hpp"
#include "tools/solver_oracle.hpp"

using namespace engine;
using namespace engine::reversi;

namespace {

// The start's four moves on 6×6, by cell, ascending.
std::vector<int> first_cells() {
  std::vector<int> cells;
  for (Bitboard moves = legal_moves(Board::start(), kBoard6.squares); moves;) cells.push_back(kBoard6.cell_of(pop_lsb(moves)));
  return cells;
}

// A tree of the start (its value) and its four moves, each worth `child` to the side to move after it.
std::vector<unsigned char> start_tree(int start, int child) {
  std::vector<unsigned char> tree{static_cast<unsigned char>(static_cast<signed char>(start))};
  const std::vector<int> cells = first_cells();
  for (std::size_t i = 0; i < cells.size(); ++i) {
    tree.push_back(static_cast<unsigned char>(cells[i] | (i + 1 == cells.size() ? kBookLastSibling : 0)));
    tree.push_back(static_cast<unsigned char>(static_cast<signed char>(child)));
  }
  return tree;
}

std::string refusal(const std::vector<unsigned char>& bytes) {
  std::string error;
  CHECK_FALSE(ExactBook::read(bytes, error));
  return error;
}

const ExactBook& shipped() {
  const ExactBook* book = PatternWeights::builtin().exact_book(kBoard6);
  REQUIRE(book);
  return *book;
}

// Answers the build's questions from a proven book: what the build found is all it holds.
class BookOracle final : public ExactOracle {
 public:
  explicit BookOracle(const ExactBook& book) : book_(book) {}
  int value(const Board& board) override {
    const std::optional<int> known = book_.value(board);
    REQUIRE(known);
    return *known;
  }
  bool at_most(const Board& board, int bound) override {
    const std::optional<int> known = book_.value(board);
    return known && *known <= bound;
  }

 private:
  const ExactBook& book_;
};

}  // namespace

TEST_CASE("a proven book's file reads back, and a damaged one is refused saying why", "[reversi][exact-book]") {
  const std::vector<unsigned char> good = ExactBook::file_bytes(kBoard6, 22, start_tree(-4, 4));
  std::string error;
  const std::optional<ExactBook> book = ExactBook::read(good, error);
  INFO(error);
  REQUIRE(book);
  CHECK(book->size() == 2);  // the start and its four moves, one position up to symmetry
  CHECK(book->solver_empties() == 22);
  CHECK(book->bytes() == good);
  CHECK(book->value(Board::start()) == -4);
  CHECK(book->kept_moves(Board::start()).size() == 4);

  std::vector<unsigned char> bytes = good;
  bytes[0] = 'X';
  CHECK(refusal(bytes) == "not an exact book (it should start with RXB1)");
  bytes = good;
  bytes[4] = 7;
  CHECK(refusal(bytes) == "the exact book is for no board this engine plays (8 or 6 squares wide)");
  bytes = good;
  bytes[5] = 33;
  CHECK(refusal(bytes) == "the exact book leaves the solver more empty squares than a game has");
  bytes = good;
  bytes.pop_back();
  CHECK(refusal(bytes) == "the exact book is cut short, or goes on after its tree");
  bytes = good;
  bytes.back() ^= 2;
  CHECK(refusal(bytes) == "the exact book's checksum does not match its tree: the file is damaged");
  // Values that contradict each other are found by contradiction() (`reversi book --check`).
  const auto contradiction = [](const std::vector<unsigned char>& tree) {
    std::string error;
    const std::optional<ExactBook> read = ExactBook::read(ExactBook::file_bytes(kBoard6, 22, tree), error);
    INFO(error);
    REQUIRE(read);
    return read->contradiction();
  };
  CHECK(book->contradiction() == "");
  CHECK(contradiction(start_tree(-3, 3)) == "the exact book gives a position a value no game on this board can end with");
  CHECK(contradiction(start_tree(38, -38)) == "the exact book gives a position a value no game on this board can end with");
  const std::string contradicting = "the exact book's values contradict each other: a position's, and those of the positions after it";
  CHECK(contradiction(start_tree(-4, 2)) == contradicting);  // its moves beat it
  CHECK(contradiction(start_tree(-4, 6)) == contradicting);  // all its moves fall short of it
  std::vector<unsigned char> partial = start_tree(-4, -6);  // one move listed: it may not beat the start
  partial.resize(3);
  partial[1] |= kBookLastSibling;
  CHECK(contradiction(partial) == contradicting);
  partial[2] = 4;  // one move listed, worth the start's value: the others are unknown
  CHECK(contradiction(partial) == "");
  std::vector<unsigned char> illegal = start_tree(-4, 4);
  illegal[1] = 0;  // a1
  CHECK(refusal(ExactBook::file_bytes(kBoard6, 22, illegal)) == "the opening book plays an illegal move, cell 0, at ply 1, at byte 2");
}

TEST_CASE("a book's tree takes a pass where the side to move has none, and nowhere else", "[reversi][exact-book]") {
  // The first random 6×6 game that reaches a pass, written as a line of moves with the pass in it.
  Random rng(5);
  std::vector<int> line;
  Board board = Board::start();
  for (int tries = 0; tries < 1000; ++tries) {
    line.clear();
    board = Board::start();
    while (legal_moves(board, kBoard6.squares)) {
      const Square s = rng.pick(legal_moves(board, kBoard6.squares));
      line.push_back(kBoard6.cell_of(s));
      board = board.after(s, flips(s, board.player, board.opponent));
    }
    if (legal_moves(board.passed(), kBoard6.squares)) break;
  }
  REQUIRE(legal_moves(board.passed(), kBoard6.squares));
  std::vector<unsigned char> tree{0};
  for (const int cell : line) tree.insert(tree.end(), {static_cast<unsigned char>(cell | kBookHasChildren | kBookLastSibling), 0});
  tree.insert(tree.end(), {static_cast<unsigned char>(kBookPassCell | kBookLastSibling), 0});
  std::string error;
  const std::optional<OpeningBook> book = OpeningBook::read(tree, kBoard6, error, kUnitsPerDisc);
  INFO(error);
  REQUIRE(book);
  CHECK(book->value(board.passed()) == 0);
  // Where a move is legal, the pass's code is no move.
  tree.resize(1);
  tree.insert(tree.end(), {static_cast<unsigned char>(kBookPassCell | kBookLastSibling), 0});
  CHECK_FALSE(OpeningBook::read(tree, kBoard6, error, kUnitsPerDisc));
  CHECK(error == "the opening book plays an illegal move, cell 63, at ply 1, at byte 2");
}

TEST_CASE("the shipped 6×6 book: the start is −4, as published, and its values are proven again by the solver",
          "[reversi][exact-book]") {
  const ExactBook& book = shipped();
  CHECK(book.value(Board::start()) == -4);
  CHECK(book.contradiction() == "");
  // Its positions nearest the solver, proven again: a sample of a few a run, from the deepest.
  std::vector<std::pair<Board, int>> deepest;
  std::string error;
  read_book_tree(book.tree(), kBoard6, kUnitsPerDisc, error, [&](const Board& board, int units) {
    if (popcount(board.empties(kBoard6.squares)) <= book.solver_empties()) deepest.push_back({board, units / kUnitsPerDisc});
  });
  REQUIRE(deepest.size() > 10);
  TranspositionTable table;
  Search search(kBoard6, table, PatternWeights::builtin());
  const int samples = std::max(1, slow_cases(4));
  for (int i = 0; i < samples; ++i) {
    const auto& [board, value] = deepest[(i * 7919 + 13) % deepest.size()];
    CHECK(search.solve(board).score == value);
  }
}

TEST_CASE("the shipped 6×6 book holds every position the strong level meets playing from it", "[reversi][exact-book]") {
  const ExactBook& book = shipped();
  const Geometry& g = kBoard6;
  // Follows the level, black and white, through every move it may take and every reply.
  std::set<std::tuple<Bitboard, Bitboard, bool>> seen;
  int level_positions = 0, fewest_empties = g.cells();
  std::vector<Board> past_book;  // the level's first positions past the book
  const auto follow = [&](auto&& self, const Board& board, bool level_to_move) -> void {
    const Board key = canonical_board(board, g);
    if (!seen.insert({key.player, key.opponent, level_to_move}).second) return;
    const int empties = popcount(board.empties(g.squares));
    const Bitboard moves = legal_moves(board, g.squares);
    if (!moves) {
      if (legal_moves(board.passed(), g.squares)) self(self, board.passed(), !level_to_move);
      return;
    }
    if (level_to_move) {
      if (empties <= book.solver_empties()) {  // past the book: its value and a move that keeps it
        CHECK(book.value(board).has_value());
        CHECK_FALSE(book.kept_moves(board).empty());
        past_book.push_back(board);
        return;
      }
      ++level_positions;
      fewest_empties = std::min(fewest_empties, empties);
      const std::vector<Square> kept = book.kept_moves(board);
      REQUIRE_FALSE(kept.empty());
      for (const Square s : kept) self(self, board.after(s, flips(s, board.player, board.opponent)), false);
    } else {
      CHECK(book.value(board).has_value());
      for (Bitboard rest = moves; rest;) {
        const Square s = pop_lsb(rest);
        self(self, board.after(s, flips(s, board.player, board.opponent)), true);
      }
    }
  };
  follow(follow, Board::start(), true);
  follow(follow, Board::start(), false);
  // Down to the solver's reach: the level's last positions in the book, of one colour or the
  // other by parity, have one empty square more than the solver takes.
  CHECK(level_positions > 100);
  CHECK(fewest_empties == book.solver_empties() + 1);
  CHECK(past_book.size() > 1000);
}

TEST_CASE("the shipped 6×6 book is what the build makes of its own values", "[reversi][exact-book]") {
  const ExactBook& book = shipped();
  BookOracle oracle(book);
  ExactBookOptions options;
  options.solver_empties = book.solver_empties();
  CHECK(build_exact_book(options, oracle).bytes == book.bytes());
  // The solver's oracle, having learned the book, knows all the build asks: not a node searched.
  SolverOracle learned(kBoard6, PatternWeights::builtin(), kMiB);
  learned.learn(book);
  CHECK(build_exact_book(options, learned).bytes == book.bytes());
  CHECK(learned.nodes() == 0);
}

TEST_CASE("in the level's first positions past the 6×6 book, the moves before the listed one in the build's order lose value",
          "[reversi][exact-book]") {
  const ExactBook& book = shipped();
  const Geometry& g = kBoard6;
  // The positions past the book whose listed move is not the first the build tried.
  std::vector<std::pair<Board, std::vector<Board>>> tried;
  std::string error;
  read_book_tree(book.tree(), g, kUnitsPerDisc, error, [&](const Board& board, int) {
    if (popcount(board.empties(g.squares)) > book.solver_empties()) return;
    const std::vector<Square> kept = book.kept_moves(board);
    if (kept.size() != 1) return;
    const Board listed = board.after(kept[0], flips(kept[0], board.player, board.opponent));
    const std::vector<Board> order = kept_move_order(board, g);
    const auto at = std::find(order.begin(), order.end(), listed);
    REQUIRE(at != order.end());
    if (at != order.begin()) tried.push_back({board, {order.begin(), at + 1}});
  });
  REQUIRE(tried.size() > 100);
  TranspositionTable table;
  Search search(g, table, PatternWeights::builtin());
  for (int i = 0; i < std::max(1, slow_cases(3)); ++i) {
    const auto& [board, children] = tried[(i * 7919 + 5) % tried.size()];
    const int value = *book.value(board);
    for (std::size_t k = 0; k + 1 < children.size(); ++k) CHECK_FALSE(search.at_most(children[k], -value));
    CHECK(search.at_most(children.back(), -value));
  }
}

TEST_CASE("past the 6×6 book, the strong level's move keeps the exact value, the seed choosing among those that do",
          "[reversi][exact-book]") {
  const ExactBook& book = shipped();
  const Geometry& g = kBoard6;
  const auto after = [](const Board& board, Square s) { return board.after(s, flips(s, board.player, board.opponent)); };
  TranspositionTable table, proofs;
  Search search(g, proofs, PatternWeights::builtin());
  // Each move the level chooses there is worth the position's value, by the solver.
  const auto chosen = [&](const Position& pos, int seeds) {
    const int value = search.solve(pos.board).score;
    std::set<Square> moves;
    for (int seed = 1; seed <= seeds; ++seed) {
      const Square s = choose_move(Level::Strong, pos, seed, {.milliseconds = 1000}, table);
      INFO(position_text(pos) << " " << square_name(g.cell_of(s), g.shape()));
      CHECK(-search.solve(after(pos.board, s)).score == value);
      moves.insert(s);
    }
    return moves.size();
  };
  Random rng(3);
  int positions = 0;
  for (int game = 0; game < slow_cases(8); ++game) {
    // The level, black or white, through the book against random replies, to its first position
    // where the book lists no move (two plies past its first positions past the book).
    Position pos{&g};
    const Color level = game % 2 == 0 ? Color::Black : Color::White;
    while (true) {
      const Bitboard moves = legal_moves(pos.board, g.squares);
      if (!moves && !legal_moves(pos.board.passed(), g.squares)) break;
      if (pos.to_move == level && moves) {
        const std::vector<Square> kept = book.kept_moves(pos.board);
        if (kept.empty()) break;
        pos.board = after(pos.board, kept[rng.below(static_cast<std::uint32_t>(kept.size()))]);
      } else {
        pos.board = moves ? after(pos.board, rng.pick(moves)) : pos.board.passed();
      }
      pos.to_move = opposite(pos.to_move);
    }
    if (pos.to_move != level) continue;  // the game ended in the book
    ++positions;
    chosen(pos, 2);
  }
  CHECK(positions >= slow_cases(8) - 1);
  // In this one, two plies past one of the level's first positions past the book, two moves keep
  // the value, and the seeds take both.
  const ParsedPosition two = parse_position("XXXO--OXXO---XXOX--OOO---O---------- X");
  REQUIRE(two.error.empty());
  CHECK(chosen(two.position, 8) == 2);
}
