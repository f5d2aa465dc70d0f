// The Reversi computer players: always a legal move (or a pass exactly when forced), the original pages'
// rules for the weighted player, reproducible choices, and the strong player's strength.
#include <catch2/catch.hpp>

#include <set>

#include "players/reversi_players.hpp"
#include "players/reversi_weighted.hpp"
#include "reversi/game.hpp"

using namespace engine;
using namespace engine::reversi;

namespace {

Position position_of(const std::string& text) {
  const ParsedPosition parsed = parse_position(text);
  REQUIRE(parsed.error.empty());
  return parsed.position;
}

// Plays a game between two levels from the start; returns the disc difference for black.
int play_game(const Geometry& g, Level black, Level white, std::uint64_t seed, const Limits& limits,
              TranspositionTable& table) {
  Random seeds(seed);
  Game game(g);
  while (!game.is_over()) {
    const Level level = game.side_to_move() == Color::Black ? black : white;
    const Square s = choose_move(level, game.position(), seeds.next(), limits, table);
    REQUIRE(s != kPass);
    REQUIRE(game.play(g.cell_of(s)) == MoveError::None);  // legal, or play refuses it
    if (game.passed_before(game.record().ply())) {
      // The game passed for the side without a move; asked before that pass, a player passes.
      const Position& after = game.position();
      const Level passer = after.to_move == Color::Black ? white : black;
      const Position before{after.geometry, after.board.passed(), opposite(after.to_move)};
      REQUIRE(choose_move(passer, before, seeds.next(), limits, table) == kPass);
    }
  }
  return game.discs(Color::Black) - game.discs(Color::White);
}

}  // namespace

TEST_CASE("every level plays legal moves and passes only when forced, both sizes", "[reversi][players]") {
  TranspositionTable table(128 * kKiB);
  const Limits limits{.nodes = 2000};
  for (const Geometry* g : {&kBoard8, &kBoard6})
    for (const Level level : kLevels)
      for (std::uint64_t seed = 1; seed <= 3; ++seed) play_game(*g, level, Level::Random, seed, limits, table);
}

TEST_CASE("level names", "[reversi][players]") {
  CHECK(parse_level("random") == Level::Random);
  CHECK(parse_level("weighted") == Level::Weighted);
  CHECK(parse_level("medium") == Level::Medium);
  CHECK(parse_level("strong") == Level::Strong);
  CHECK_FALSE(parse_level("Strong"));
  CHECK_FALSE(parse_level(""));
}

TEST_CASE("the 8x8 weighted player follows the canvas Reversi page's phases", "[reversi][players]") {
  // Fewer than 20 discs: map 1, where the four opening moves are all worth 3.
  const Position start{&kBoard8};
  for (const Square s : {19, 26, 37, 44}) CHECK(weighted_value(start, s) == 3);
  // 20 to 49 discs: map 2 alone, however many discs a move flips. Here 24 discs; black may take
  // a1 (a corner, 8) or g8 (beside one, 2), each flipping four.
  const Position middle = position_of(
      "-OOOOOX-"
      "-XXXX---"
      "--------"
      "---XO---"
      "---OX---"
      "--------"
      "---XXXXO"
      "-XOOOO-- X");
  REQUIRE(popcount(middle.board.occupied()) == 24);
  CHECK(weighted_value(middle, 0) == 8);
  CHECK(weighted_value(middle, 62) == 2);
  // 50 discs or more: map 2 plus the discs flipped.
  std::string full(64, 'X');
  full[0] = '-', full[1] = 'O', full[2] = 'O', full[63] = '-';
  for (int i = 8; i < 40; ++i) full[i] = 'O';
  const Position late = position_of(full + " X");
  REQUIRE(popcount(late.board.occupied()) == 62);
  const Bitboard flipped = flips(0, late.board.player, late.board.opponent);
  CHECK(weighted_value(late, 0) == 8 + popcount(flipped));
}

TEST_CASE("the 6x6 weighted player sums the weights of the square and the flipped discs", "[reversi][players]") {
  // The four opening moves mirror each other: c2 (1) flipping c3 (2) is worth 3, like the rest.
  const Position start{&kBoard6};
  for (const int cell : {8, 13, 22, 27}) CHECK(weighted_value(start, kBoard6.bit_of(cell)) == 3);
  // a1 (corner, 50) flips b1 (-10) and c1 (5).
  const Position edge = position_of("-OOX--" + std::string(30, '-') + " X");
  CHECK(weighted_value(edge, kBoard6.bit_of(0)) == 50 - 10 + 5);
  // With c3 black too, a1 also flips b2 (-20) on the diagonal.
  const Position diagonal = position_of("-OOX--" "-O----" "--X---" + std::string(18, '-') + " X");
  CHECK(weighted_value(diagonal, kBoard6.bit_of(0)) == 50 - 10 + 5 - 20);
}

TEST_CASE("random and weighted choices spread over equal moves and replay for a seed", "[reversi][players]") {
  TranspositionTable table(32 * kKiB);
  const Position start{&kBoard8};
  for (const Level level : {Level::Random, Level::Weighted}) {
    std::set<Square> chosen;
    for (std::uint64_t seed = 0; seed < 50; ++seed) chosen.insert(choose_move(level, start, seed, {}, table));
    CHECK(chosen == std::set<Square>{19, 26, 37, 44});
    CHECK(choose_move(level, start, 7, {}, table) == choose_move(level, start, 7, {}, table));
  }
}

TEST_CASE("the strong player replays exactly for a seed and a node budget", "[reversi][players]") {
  TranspositionTable table(128 * kKiB);
  const Position pos = position_of("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X");
  const Position opening{&kBoard8};
  for (const Position* p : {&pos, &opening}) {
    const Limits limits{.nodes = 3000};
    const Square first = choose_move(Level::Strong, *p, 11, limits, table);
    for (int i = 0; i < 3; ++i) CHECK(choose_move(Level::Strong, *p, 11, limits, table) == first);
  }
}

TEST_CASE("the strong player plays perfectly once the solver fits its budget", "[reversi][players]") {
  // FFO #1 (14 empties): G8 is the only best move.
  TranspositionTable table;
  const Position pos = position_of("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X");
  Search search(kBoard8, table);
  const SearchResult result = search.think(pos.board, {.nodes = 5'000'000});
  CHECK(result.exact);
  CHECK(result.score == 18);
  CHECK(result.move == 62);
}

TEST_CASE("the strong player beats the weighted one", "[reversi][players]") {
  TranspositionTable table(128 * kKiB);
  const Limits limits{.nodes = 3000};
  for (const Geometry* g : {&kBoard8, &kBoard6}) {
    int wins = 0;
    for (int game = 0; game < 10; ++game) {
      const bool strong_black = game % 2 == 0;
      const int black_diff = play_game(*g, strong_black ? Level::Strong : Level::Weighted,
                                       strong_black ? Level::Weighted : Level::Strong, game, limits, table);
      wins += (strong_black ? black_diff : -black_diff) > 0;
    }
    INFO(g->size << "x" << g->size);
    CHECK(wins >= 9);
  }
}

TEST_CASE("the search keeps to its node budget and always has a move", "[reversi][players]") {
  TranspositionTable table(128 * kKiB);
  Search search(kBoard8, table);
  const Board start = Board::start();
  for (const std::uint64_t budget : {0, 1, 100, 5000}) {
    const SearchResult result = search.think(start, {.nodes = budget});
    INFO("budget " << budget);
    CHECK(contains(legal_moves(start, kBoard8.squares), result.move));
    // Depth 1 always completes (five nodes here); beyond it the budget stops the search, at most
    // one node's leaves late (leaves are not worth a check each).
    CHECK(result.nodes <= std::max<std::uint64_t>(budget, 5) + 32);
    CHECK(result.depth >= 1);
  }
}

TEST_CASE("the search takes any position text, one with more moves than a game ever offers too", "[reversi][players]") {
  // 35 legal moves for black: no move list of the search may be shorter than the board.
  const Position pos = position_of("-------X-O-OXO---OXXXXO--OXO-X---O---XO--XX-OXX--OOOXOO--------- X");
  const Bitboard moves = legal_moves(pos.board, kBoard8.squares);
  REQUIRE(popcount(moves) == 35);
  TranspositionTable table(128 * kKiB);
  CHECK(contains(moves, choose_move(Level::Strong, pos, 1, {.nodes = 20000}, table)));
  Search search(kBoard8, table);
  CHECK_FALSE(search.solve(pos.board, {.nodes = 20000}).exact);  // cut short, yet no move list overflowed
}
