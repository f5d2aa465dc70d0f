// Thousands of random games played by the bitboard engine and by a plain 8×8 array model,
// compared after every move: legal squares, why each refused square is refused, game end.
#include <catch2/catch.hpp>

#include <array>
#include <vector>

#include "core/random.hpp"
#include "knights/game.hpp"
#include "slow_cases.hpp"

using namespace engine;
using namespace engine::knights;

namespace {

// The straightforward model: a grid of cells and the eight knight offsets.
class ArrayBoard {
 public:
  bool has_knight(int row, int col) const { return cells_[row][col]; }

  bool attacked(int row, int col) const {
    static constexpr int offsets[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    for (const auto& o : offsets) {
      const int r = row + o[0], c = col + o[1];
      if (r >= 0 && r < 8 && c >= 0 && c < 8 && cells_[r][c]) return true;
    }
    return false;
  }

  bool legal(int row, int col) const { return !has_knight(row, col) && !attacked(row, col); }

  std::vector<Square> legal_moves() const {
    std::vector<Square> moves;
    for (int row = 0; row < 8; ++row)
      for (int col = 0; col < 8; ++col)
        if (legal(row, col)) moves.push_back(row * 8 + col);
    return moves;
  }

  void place(Square s) { cells_[s / 8][s % 8] = true; }

 private:
  std::array<std::array<bool, 8>, 8> cells_{};
};

MoveError expected_error(const ArrayBoard& board, Square s) {
  if (board.has_knight(s / 8, s % 8)) return MoveError::Occupied;
  if (board.attacked(s / 8, s % 8)) return MoveError::Attacked;
  return MoveError::None;
}

}  // namespace

TEST_CASE("random games agree with the array model move by move", "[knights][reference]") {
  Random rng(20261130);
  constexpr int kGames = slow_cases(5000);
  int plies = 0;
  for (int g = 0; g < kGames; ++g) {
    Game game;
    ArrayBoard board;
    while (true) {
      const std::vector<Square> expected = board.legal_moves();
      REQUIRE(game.legal_moves() == expected);
      REQUIRE(game.is_over() == expected.empty());
      for (Square s = 0; s < kSquares && !expected.empty(); ++s) REQUIRE(game.check(s) == expected_error(board, s));
      if (expected.empty()) break;
      const Square move = expected[rng.below(static_cast<std::uint32_t>(expected.size()))];
      REQUIRE(game.play(move) == MoveError::None);
      board.place(move);
      ++plies;
    }
    // Whoever placed the last knight wins.
    const Player last_mover = game.history().size() % 2 ? Player::First : Player::Second;
    REQUIRE(game.winner() == last_mover);
  }
  CHECK(plies > kGames * 10);  // the games are real games, not stubs
}

TEST_CASE("undo restores every earlier position of a random game", "[knights][reference]") {
  Random rng(7);
  for (int g = 0; g < 200; ++g) {
    Game game;
    std::vector<Position> seen{game.position()};
    while (!game.is_over()) {
      REQUIRE(game.play(rng.pick(game.legal_mask())) == MoveError::None);
      seen.push_back(game.position());
    }
    while (!game.history().empty()) {
      seen.pop_back();
      REQUIRE(game.undo());
      REQUIRE(game.position() == seen.back());
      REQUIRE(game.position() == Position::from_knights(game.position().knights));
    }
  }
}
