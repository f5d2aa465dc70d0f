#include "reversi/opening_book.hpp"

#include <algorithm>
#include <tuple>

#include "core/random.hpp"
#include "reversi/patterns.hpp"
#include "reversi/score.hpp"

namespace engine::reversi {
namespace {

// Deeper than any book: a bound on the reader's recursion, which a corrupt file cannot push further.
constexpr int kMaxBookPlies = 60;

constexpr auto key_of(Bitboard player, Bitboard opponent) { return std::tuple(player, opponent); }

// Reads the book's tree depth first, each node's children after it.
class TreeReader {
 public:
  TreeReader(std::span<const unsigned char> bytes, const Geometry& geometry, std::string& error)
      : bytes_(bytes), geometry_(geometry), error_(error) {}

  // Reads the root and everything under it into entries; returns false on a malformed book.
  template <class Add>
  bool read(Add add) {
    int root_value = 0;
    if (!read_value(root_value)) return false;
    add(Board::start(), root_value);
    if (!read_children(Board::start(), 0, add)) return false;
    if (at_ != bytes_.size()) return fail("the opening book goes on after its tree");
    return true;
  }

 private:
  template <class Add>
  bool read_children(const Board& board, int ply, Add add) {
    if (ply >= kMaxBookPlies) return fail("the opening book's tree is deeper than a game");
    const Bitboard legal = legal_moves(board, geometry_.squares);
    for (bool last = false; !last;) {
      if (at_ >= bytes_.size()) return fail("the opening book ends in the middle of its tree");
      const unsigned code = bytes_[at_++];
      last = code & kBookLastSibling;
      const int cell = static_cast<int>(code & kBookCellBits);
      const Square square = cell < geometry_.cells() ? geometry_.bit_of(cell) : kPass;
      if (square == kPass || !(legal & square_bb(square)))
        return fail("the opening book plays an illegal move, cell " + std::to_string(cell) + ", at ply " +
                    std::to_string(ply + 1));
      const Board child = board.after(square, flips(square, board.player, board.opponent));
      int value = 0;
      if (!read_value(value)) return false;
      add(child, value);
      if ((code & kBookHasChildren) && !read_children(child, ply + 1, add)) return false;
    }
    return true;
  }

  bool read_value(int& value) {
    if (at_ >= bytes_.size()) return fail("the opening book ends in the middle of its tree");
    value = static_cast<signed char>(bytes_[at_++]) * kBookValueStep;
    return true;
  }

  bool fail(std::string why) {
    error_ = why + ", at byte " + std::to_string(at_);
    return false;
  }

  std::span<const unsigned char> bytes_;
  const Geometry& geometry_;
  std::string& error_;
  std::size_t at_ = 0;
};

}  // namespace

Board canonical_board(const Board& board, const Geometry& geometry) {
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
                                             std::string& error) {
  OpeningBook book;
  book.geometry_ = &geometry;
  if (bytes.empty()) return book;
  const bool read = TreeReader(bytes, geometry, error).read([&](const Board& board, int value) {
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

std::optional<int> OpeningBook::value(const Board& board) const {
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
