// The opening book: it loads, agrees with the solver and with itself, and refuses corrupt bytes
// with a clear message, changing nothing.
#include <catch2/catch.hpp>

#include <algorithm>

#include "core/random.hpp"
#include "knights/book.hpp"
#include "knights/components.hpp"
#include "knights/game.hpp"
#include "knights/oracle.hpp"
#include "knights/shape.hpp"
#include "players/knights_perfect.hpp"
#include "players/knights_players.hpp"

using namespace engine;
using namespace engine::knights;

TEST_CASE("the compiled-in book loads and covers the first plies", "[knights][book]") {
  INFO(Book::embedded_error());
  REQUIRE(Book::embedded_error().empty());
  const Book& book = Book::embedded();
  CHECK(book.plies() == kBookPlies);
  CHECK(book.values().size() == opening_keys(kBookPlies).size());
  CHECK(book.grundy(~Bitboard{0}) == 0);  // the empty board is lost to move
  CHECK(book.lines().size() > 0);
  Random rng(21);
  for (int i = 0; i < 200; ++i) {
    Game game;
    for (int ply = 0; ply < kBookPlies && !game.is_over(); ++ply) {
      REQUIRE(book.grundy(game.legal_mask()).has_value());
      game.play(rng.pick(game.legal_mask()));
    }
    REQUIRE(book.grundy(game.legal_mask()).has_value());
  }
}

TEST_CASE("every shallow book value is the mex of its children's book values", "[knights][book]") {
  const Book& book = Book::embedded();
  REQUIRE(book.plies() == kBookPlies);
  const std::vector<Bitboard> shallow = opening_keys(kBookPlies - 1);
  for (const Bitboard free : shallow) {
    std::uint64_t reached = 0;
    for (Bitboard moves = free; moves;) reached |= std::uint64_t{1} << *book.grundy(free & ~closed_neighbourhood(pop_lsb(moves)));
    REQUIRE(book.grundy(free) == std::countr_one(reached));
  }
}

TEST_CASE("deep book values match the solver", "[knights][book]") {
  const Book& book = Book::embedded();
  Solver solver(64 * kMiB);
  Random rng(22);
  // The deepest positions (fewest free squares) are quick to solve; a random sample of them.
  const std::vector<Bitboard>& keys = book.keys();
  int checked = 0;
  for (int tries = 0; checked < 40; ++tries) {
    const Bitboard free = keys[rng.below(static_cast<std::uint32_t>(keys.size()))];
    if (popcount(free) > 32) continue;
    INFO("free " << free);
    REQUIRE(book.grundy(free) == solver.grundy(free));
    ++checked;
  }
}

TEST_CASE("book lines hold legal moves leaving the fewest winning replies", "[knights][book]") {
  const Book& book = Book::embedded();
  Oracle oracle(book);
  REQUIRE_FALSE(book.lines().empty());
  // The line with the fewest free squares is checked in full (counting is slow early on).
  const Book::Line& line = *std::min_element(book.lines().begin(), book.lines().end(),
                                             [](const Book::Line& a, const Book::Line& b) { return popcount(a.key) < popcount(b.key); });
  const Bitboard chosen = *book.chosen_moves(line.key);
  CHECK(chosen);
  CHECK((chosen & ~line.key) == 0);
  CHECK(chosen == least_winning_replies(line.key, oracle));
  for (const Book::Line& l : book.lines()) {
    CHECK(oracle.is_lost(l.key));  // lines are for lost positions
    for (int sym = 0; sym < kSymmetries; ++sym)
      CHECK(book.chosen_moves(apply_symmetry(l.key, sym)) == apply_symmetry(*book.chosen_moves(l.key), sym));
  }
}

TEST_CASE("the book answers the perfect player's own opening moves as first player", "[knights][book]") {
  // Against random and perfect replies, up to ply 6: every won position up to ply 4 has a book
  // winning move, every lost position at plies 4 and 6 a book line. Beyond, the live search is quick.
  const Book& book = Book::embedded();
  Oracle oracle(book);
  Random rng(23);
  for (int g = 0; g < 400; ++g) {
    const Level opponent = g % 2 ? Level::Random : Level::Perfect;
    Game game;
    while (!game.is_over() && game.history().size() <= 6) {
      const Bitboard free = game.legal_mask();
      if (game.side_to_move() == Player::First) {
        const int ply = static_cast<int>(game.history().size());
        INFO(game.history_text());
        if (!oracle.is_lost(free) && ply <= kBookPlies) REQUIRE(book.winning_move(free).has_value());
        if (oracle.is_lost(free) && ply >= kBookPlies) REQUIRE(book.chosen_moves(free).has_value());
      }
      const Level level = game.side_to_move() == Player::First ? Level::Perfect : opponent;
      game.play(choose_move(level, game.position(), rng, oracle));
    }
  }
}

TEST_CASE("every lost position of three knights has a book line, the live count's moves", "[knights][book]") {
  // The hints' best tries there would count winning replies two plies past the values (seconds).
  const Book& book = Book::embedded();
  Oracle oracle(book);
  const std::vector<Bitboard> earlier = opening_keys(kBookPlies - 2);
  int lost = 0;
  for (const Bitboard key : opening_keys(kBookPlies - 1)) {
    if (std::binary_search(earlier.begin(), earlier.end(), key) || !oracle.is_lost(key)) continue;
    INFO("free " << key);
    REQUIRE(book.chosen_moves(key).has_value());
    ++lost;
  }
  CHECK(lost > 100);
  // Two of them counted again live, without the book (up to seconds each).
  Random rng(24);
  const Book none;
  Oracle live(none);
  for (int checked = 0; checked < 2;) {
    Position pos;
    for (int ply = 0; ply < kBookPlies - 1; ++ply) pos = pos.after(rng.pick(pos.legal_moves()));
    const Bitboard free = pos.legal_moves();
    if (!oracle.is_lost(free)) continue;
    INFO("free " << free);
    CHECK(*book.chosen_moves(free) == least_winning_replies(free, live));
    ++checked;
  }
}

TEST_CASE("the book holds a line for every lost position the perfect player leaves at ply 4 as second player", "[knights][book]") {
  // Its mirror replies leave the first player lost at ply 4, where the hints' best tries would
  // count winning replies past the values (up to a second live).
  const Book& book = Book::embedded();
  Oracle oracle(book);
  Random rng(25);
  int lost = 0;
  for (int g = 0; g < 400; ++g) {
    Position pos;
    while (popcount(pos.knights) < kBookPlies && pos.legal_moves()) {
      pos = pos.after(rng.pick(pos.legal_moves()));
      if (pos.legal_moves()) pos = pos.after(perfect_move(pos, rng, oracle));
    }
    const Bitboard free = pos.legal_moves();
    if (popcount(pos.knights) != kBookPlies || !free || !oracle.is_lost(free)) continue;
    INFO("free " << free);
    REQUIRE(book.chosen_moves(free).has_value());
    ++lost;
  }
  CHECK(lost > 100);
}

TEST_CASE("a book survives saving and loading", "[knights][book]") {
  const Book& book = Book::embedded();
  Book copy;
  REQUIRE(copy.load(book.save()).empty());
  CHECK(copy.values() == book.values());
  CHECK(copy.lines().size() == book.lines().size());
  CHECK(copy.save() == book.save());
}

TEST_CASE("corrupt books are refused clearly and change nothing", "[knights][book]") {
  const std::vector<std::uint8_t> good = Book::embedded().save();
  const Book small = Book::from(1, std::vector<std::uint8_t>(11, 1), {}, {});
  Book book = small;
  const auto refuse = [&](std::vector<std::uint8_t> bytes, const std::string& says) {
    const std::string error = book.load(bytes);
    INFO(error);
    CHECK(error.find(says) != std::string::npos);
    CHECK(book.plies() == 1);
    CHECK(book.values() == small.values());
  };
  refuse({}, "too short");
  auto bytes = good;
  bytes[0] = 'X';
  refuse(bytes, "does not start with KNBOOK02");
  bytes = good;
  bytes[100] ^= 1;
  refuse(bytes, "checksum does not match");
  bytes = good;
  bytes.pop_back();
  refuse(bytes, "checksum does not match");
  bytes = good;
  bytes.resize(100);
  refuse(bytes, "checksum does not match");
  // A book whose values do not fit the positions of its plies, with a good checksum.
  refuse(Book::from(2, std::vector<std::uint8_t>(11, 1), {}, {}).save(), "2 plies have 268 positions");
}
