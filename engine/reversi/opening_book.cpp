#include "reversi/opening_book.hpp"

#include <algorithm>
#include <tuple>

#include "core/random.hpp"
#include "reversi/patterns.hpp"
#include "reversi/score.hpp"

namespace engine::reversi {
namespace {

constexpr auto key_of(Bitboard player, Bitboard opponent) { return std::tuple(player, opponent); }

}  // namespace

// Not inlined, nor value() below: their callers are many, and the wasm module carries each once.
[[gnu::noinline]] Board canonical_board(const Board& board, const Geometry& geometry) {
  const Bitboard player = patterns::to_board_coordinates(board.player, geometry);
  const Bitboard opponent = patterns::to_board_coordinates(board.opponent, geometry);
  Board least{player, opponent};
  for (int t = 1; t < kSymmetries; ++t) {
    const Board image{apply_symmetry(player, t, geometry.size), apply_symmetry(opponent, t, geometry.size)};
    if (key_of(image.player, image.opponent) < key_of(least.player, least.opponent)) least = image;
  }
  return least;
}

std::optional<OpeningBook> OpeningBook::read(std::span<const unsigned char> bytes, const Geometry& geometry,
                                             std::string& error, int value_step) {
  OpeningBook book;
  book.geometry_ = &geometry;
  if (bytes.empty()) return book;
  const bool read = read_book_tree(bytes, geometry, value_step, error, [&](const Board& board, int value) {
    const Board key = canonical_board(board, geometry);
    book.entries_.push_back({key.player, key.opponent, value});
  });
  if (!read) return std::nullopt;
  const auto by_key = [](const Entry& a, const Entry& b) { return key_of(a.player, a.opponent) < key_of(b.player, b.opponent); };
  std::stable_sort(book.entries_.begin(), book.entries_.end(), by_key);
  // A position met again is written with the value it had the first time.
  for (std::size_t i = 1; i < book.entries_.size(); ++i)
    if (!by_key(book.entries_[i - 1], book.entries_[i]) && book.entries_[i - 1].value != book.entries_[i].value) {
      error = "the opening book gives one position two values, " + std::to_string(book.entries_[i - 1].value) +
              " and " + std::to_string(book.entries_[i].value);
      return std::nullopt;
    }
  book.entries_.erase(std::unique(book.entries_.begin(), book.entries_.end(),
                                  [&](const Entry& a, const Entry& b) { return !by_key(a, b); }),
                      book.entries_.end());
  book.bytes_.assign(bytes.begin(), bytes.end());
  return book;
}

[[gnu::noinline]] std::optional<int> OpeningBook::value(const Board& board) const {
  if (entries_.empty()) return std::nullopt;
  const Board key = canonical_board(board, *geometry_);
  const auto it = std::lower_bound(entries_.begin(), entries_.end(), key, [](const Entry& e, const Board& k) {
    return key_of(e.player, e.opponent) < key_of(k.player, k.opponent);
  });
  if (it == entries_.end() || it->player != key.player || it->opponent != key.opponent) return std::nullopt;
  return it->value;
}

std::optional<std::vector<OpeningBook::MoveValue>> OpeningBook::move_values(const Board& board) const {
  if (entries_.empty()) return std::nullopt;
  std::vector<MoveValue> values;
  for (Bitboard moves = legal_moves(board, geometry_->squares); moves;) {
    const Square s = pop_lsb(moves);
    const std::optional<int> after = value(board.after(s, flips(s, board.player, board.opponent)));
    if (!after) return std::nullopt;
    values.push_back({s, -*after});
  }
  if (values.empty()) return std::nullopt;
  return values;
}

std::optional<Square> book_move(const OpeningBook& book, const Board& board, std::uint64_t seed) {
  const auto values = book.move_values(board);
  if (!values) return std::nullopt;
  int best = -kInfinity;
  for (const auto& v : *values) best = std::max(best, v.value);
  std::vector<Square> near_best;
  for (const auto& v : *values)
    if (v.value >= best - kBookTolerance) near_best.push_back(v.move);
  Random rng(seed);
  return near_best[rng.below(static_cast<std::uint32_t>(near_best.size()))];
}

}  // namespace engine::reversi
