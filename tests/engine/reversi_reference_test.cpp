// The bitboard rules against a plain array model written here: a grid of cells walked step by
// step in the eight directions. Random games of both sizes are compared after every move (legal
// squares, flips, passes, the end, disc counts), and the fast flip against the walk on random boards.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <vector>

#include "core/random.hpp"
#include "reversi/game.hpp"
#include "slow_cases.hpp"

using namespace engine;
using namespace engine::reversi;

namespace {

enum Cell { Empty, Black, White };

// The straightforward model: n×n cells, black to move first from the centre four.
class ArrayBoard {
 public:
  explicit ArrayBoard(int n) : n_(n) {
    const int m = n / 2;
    at(m - 1, m - 1) = White, at(m - 1, m) = Black, at(m, m - 1) = Black, at(m, m) = White;
  }

  Cell& at(int row, int col) { return cells_[row * n_ + col]; }
  Cell at(int row, int col) const { return cells_[row * n_ + col]; }
  Cell to_move() const { return to_move_; }

  // The cells a disc of `me` on (row, col) would flip, walking each direction.
  std::vector<int> flips(int row, int col, Cell me) const {
    std::vector<int> flipped;
    if (at(row, col) != Empty) return flipped;
    const Cell them = me == Black ? White : Black;
    for (int dr = -1; dr <= 1; ++dr) {
      for (int dc = -1; dc <= 1; ++dc) {
        std::vector<int> run;
        int r = row + dr, c = col + dc;
        while ((dr || dc) && inside(r, c) && at(r, c) == them) run.push_back(r * n_ + c), r += dr, c += dc;
        if (!run.empty() && inside(r, c) && at(r, c) == me) flipped.insert(flipped.end(), run.begin(), run.end());
      }
    }
    return flipped;
  }

  std::vector<int> legal_moves(Cell me) const {
    std::vector<int> moves;
    for (int cell = 0; cell < n_ * n_; ++cell)
      if (!flips(cell / n_, cell % n_, me).empty()) moves.push_back(cell);
    return moves;
  }

  void play(int cell) {
    for (const int f : flips(cell / n_, cell % n_, to_move_)) cells_[f] = to_move_;
    cells_[cell] = to_move_;
    pass();
  }
  void pass() { to_move_ = to_move_ == Black ? White : Black; }

  int count(Cell c) const {
    int total = 0;
    for (int cell = 0; cell < n_ * n_; ++cell) total += cells_[cell] == c;
    return total;
  }

 private:
  bool inside(int r, int c) const { return r >= 0 && r < n_ && c >= 0 && c < n_; }

  int n_;
  std::array<Cell, 64> cells_{};
  Cell to_move_ = Black;
};

Cell cell_of(const Position& pos, int cell) {
  const Square s = pos.geometry->bit_of(cell);
  return contains(pos.discs(Color::Black), s) ? Black : contains(pos.discs(Color::White), s) ? White : Empty;
}

void require_same(const Game& game, const ArrayBoard& model) {
  const int n = game.geometry().size;
  for (int cell = 0; cell < n * n; ++cell) REQUIRE(cell_of(game.position(), cell) == model.at(cell / n, cell % n));
  REQUIRE((game.side_to_move() == Color::Black) == (model.to_move() == Black));
  REQUIRE(game.discs(Color::Black) == model.count(Black));
  REQUIRE(game.discs(Color::White) == model.count(White));
  // Nothing ever lands outside the board, the 6×6 board's ring included.
  REQUIRE((game.position().board.occupied() & ~game.geometry().squares) == 0);
}

// Every cell is refused for the model's reason, or accepted when the model lists it.
void require_same_refusals(const Game& game, const ArrayBoard& model, const std::vector<int>& expected) {
  const int n = game.geometry().size;
  for (int cell = 0; cell < n * n; ++cell) {
    const bool legal = std::find(expected.begin(), expected.end(), cell) != expected.end();
    const MoveError error = model.at(cell / n, cell % n) != Empty ? MoveError::Occupied
                            : legal                               ? MoveError::None
                                                                  : MoveError::NoFlip;
    REQUIRE(game.check(cell) == error);
  }
}

void play_random_games(const Geometry& geometry, int games, std::uint64_t seed) {
  Random rng(seed);
  int passes = 0, moves = 0, early_ends = 0;
  for (int g = 0; g < games; ++g) {
    Game game(geometry);
    ArrayBoard model(geometry.size);
    while (true) {
      // A side without a move passes, and the game has made that pass with the move before.
      const Cell me = model.to_move(), them = me == Black ? White : Black;
      const bool pass = model.legal_moves(me).empty() && !model.legal_moves(them).empty();
      if (pass) {
        model.pass();
        ++passes;
      }
      REQUIRE(game.passed_before(game.record().ply()) == pass);
      require_same(game, model);
      const std::vector<int> expected = model.legal_moves(model.to_move());
      REQUIRE(game.legal_moves() == expected);
      REQUIRE(game.is_over() == expected.empty());
      if (expected.empty()) break;
      require_same_refusals(game, model, expected);
      const int move = expected[rng.below(static_cast<std::uint32_t>(expected.size()))];
      REQUIRE(game.play(move) == MoveError::None);
      model.play(move);
      ++moves;
    }
    const int black = model.count(Black), white = model.count(White);
    early_ends += black + white < geometry.cells();
    REQUIRE(game.is_draw() == (black == white));
    if (black != white) REQUIRE(game.winner() == (black > white ? Color::Black : Color::White));
  }
  // The games are real games that pass and end early, not stubs.
  CHECK(moves > games * (geometry.cells() - 8));
  CHECK(passes > 0);
  CHECK(early_ends > 0);
}

}  // namespace

TEST_CASE("random 8x8 games agree with the array model move by move", "[reversi][reference]") {
  play_random_games(kBoard8, slow_cases(2000), 20261130);
}

TEST_CASE("random 6x6 games agree with the array model move by move", "[reversi][reference]") {
  play_random_games(kBoard6, slow_cases(3000), 36);
}

TEST_CASE("the fast flip agrees with the walk on random boards", "[reversi][reference]") {
  // Random discs rather than game positions: long runs, full rows and odd shapes included.
  Random rng(99);
  for (int trial = 0; trial < 20000; ++trial) {
    const Bitboard a = rng.next(), b = rng.next();
    const int density = trial % 4;  // from sparse to nearly full
    Bitboard occupied = a | (density > 0 ? b : 0) | (density > 1 ? rng.next() : 0) | (density > 2 ? rng.next() : 0);
    const Bitboard player = occupied & rng.next(), opponent = occupied & ~player;
    ArrayBoard model(8);
    for (int s = 0; s < 64; ++s)
      model.at(s / 8, s % 8) = contains(player, s) ? Black : contains(opponent, s) ? White : Empty;
    for (Square s = 0; s < 64; ++s) {
      if (contains(occupied, s)) continue;
      Bitboard expected = 0;
      for (const int f : model.flips(s / 8, s % 8, Black)) expected |= square_bb(f);
      REQUIRE(flips(s, player, opponent) == expected);
      REQUIRE(contains(legal_moves(player, opponent, kBoard8.squares), s) == (expected != 0));
      // Make and unmake: xor and swap, and back.
      Board board{player, opponent};
      const Move move = board.move_on(s);
      board.play(move);
      REQUIRE(board == Board{opponent & ~expected, player | expected | square_bb(s)});
      board.undo(move);
      REQUIRE(board == Board{player, opponent});
    }
  }
}

TEST_CASE("the last flip's count agrees with the fast flip on full boards", "[reversi][reference]") {
  Random rng(64);
  for (int trial = 0; trial < 20000; ++trial) {
    const Square last = static_cast<Square>(rng.below(64));
    // Player discs from sparse to dense, so that long runs of either colour occur.
    Bitboard player = rng.next();
    for (int k = trial % 3; k > 0; --k) player = trial % 2 ? player & rng.next() : player | rng.next();
    player &= ~square_bb(last);
    const Bitboard opponent = ~player & ~square_bb(last);
    REQUIRE(count_last_flips(last, player) == popcount(flips(last, player, opponent)));
    REQUIRE(count_last_flips(last, opponent) == popcount(flips(last, opponent, player)));
  }
}

TEST_CASE("undo walks a random game back through every position", "[reversi][reference]") {
  Random rng(5);
  for (const Geometry* geometry : {&kBoard8, &kBoard6}) {
    for (int g = 0; g < 100; ++g) {
      Game game(*geometry);
      std::vector<Position> seen{game.position()};
      while (!game.is_over()) {
        REQUIRE(game.play(geometry->cell_of(rng.pick(game.legal_mask()))) == MoveError::None);
        seen.push_back(game.position());
      }
      while (!game.history().empty()) {
        seen.pop_back();
        REQUIRE(game.undo());
        REQUIRE(game.position() == seen.back());
      }
      REQUIRE_FALSE(game.undo());
    }
  }
}
