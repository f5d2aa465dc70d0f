#include "reversi/exact_book.hpp"

#include <algorithm>
#include <cstring>

#include "core/random.hpp"
#include "reversi/score.hpp"

namespace engine::reversi {
namespace {

constexpr std::size_t kHeaderBytes = sizeof kExactBookMagic + 2 + 4 + 4;

// FNV-1a, 32 bits: a download cut short or garbled is refused before its tree is read.
std::uint32_t checksum(std::span<const unsigned char> bytes) {
  std::uint32_t hash = 2166136261u;
  for (const unsigned char byte : bytes) hash = (hash ^ byte) * 16777619u;
  return hash;
}

std::uint32_t read_word(std::span<const unsigned char> bytes, std::size_t at) {
  std::uint32_t word = 0;
  for (int i = 0; i < 4; ++i) word |= std::uint32_t{bytes[at + i]} << (8 * i);
  return word;
}

void write_word(std::uint32_t word, std::vector<unsigned char>& bytes) {
  for (int i = 0; i < 4; ++i) bytes.push_back(static_cast<unsigned char>(word >> (8 * i)));
}

// Returns why board's value contradicts what the book says of the positions after it, or "".
std::string position_contradiction(const ExactBook& book, const Board& board, int value) {
  const Geometry& g = book.geometry();
  if (value % 2 != 0 || value < -g.cells() || value > g.cells())
    return "the exact book gives a position a value no game on this board can end with";
  // What the positions after it say: at least `best`, and exactly that when they are all known.
  int best = -kInfinity;
  bool all = true;
  const Bitboard moves = legal_moves(board, g.squares);
  if (!moves && !legal_moves(board.passed(), g.squares)) {
    best = final_score(board.player, popcount(board.empties(g.squares)), g);
  } else if (!moves) {
    const std::optional<int> after = book.value(board.passed());
    all = after.has_value();
    if (after) best = -*after;
  } else {
    for (Bitboard rest = moves; rest;) {
      const Square s = pop_lsb(rest);
      const std::optional<int> after = book.value(board.after(s, flips(s, board.player, board.opponent)));
      all = all && after;
      if (after) best = std::max(best, -*after);
    }
  }
  if (best > value || (all && best < value))
    return "the exact book's values contradict each other: a position's, and those of the positions after it";
  return "";
}

}  // namespace

std::optional<ExactBook> ExactBook::read(std::span<const unsigned char> bytes, std::string& error) {
  if (bytes.size() < kHeaderBytes || std::memcmp(bytes.data(), kExactBookMagic, sizeof kExactBookMagic) != 0) {
    error = "not an exact book (it should start with RXB1)";
    return std::nullopt;
  }
  ExactBook book;
  const Geometry* geometry = geometry_of(bytes[4]);
  if (!geometry) {
    error = "the exact book is for no board this engine plays (8 or 6 squares wide)";
    return std::nullopt;
  }
  book.geometry_ = geometry;
  book.solver_empties_ = bytes[5];
  if (book.solver_empties_ > geometry->cells() - 4) {
    error = "the exact book leaves the solver more empty squares than a game has";
    return std::nullopt;
  }
  const std::span<const unsigned char> tree = bytes.subspan(kHeaderBytes);
  if (read_word(bytes, 6) != tree.size() || tree.empty()) {
    error = "the exact book is cut short, or goes on after its tree";
    return std::nullopt;
  }
  if (read_word(bytes, 10) != checksum(tree)) {
    error = "the exact book's checksum does not match its tree: the file is damaged";
    return std::nullopt;
  }
  std::optional<OpeningBook> positions = OpeningBook::read(tree, *geometry, error, kUnitsPerDisc);
  if (!positions) return std::nullopt;
  book.positions_ = std::move(*positions);
  book.bytes_.assign(bytes.begin(), bytes.end());
  return book;
}

std::vector<unsigned char> ExactBook::file_bytes(const Geometry& geometry, int solver_empties,
                                                 std::span<const unsigned char> tree) {
  std::vector<unsigned char> bytes(kExactBookMagic, kExactBookMagic + sizeof kExactBookMagic);
  bytes.push_back(static_cast<unsigned char>(geometry.size));
  bytes.push_back(static_cast<unsigned char>(solver_empties));
  write_word(static_cast<std::uint32_t>(tree.size()), bytes);
  write_word(checksum(tree), bytes);
  bytes.insert(bytes.end(), tree.begin(), tree.end());
  return bytes;
}

std::span<const unsigned char> ExactBook::tree() const {
  return bytes_.empty() ? std::span<const unsigned char>() : std::span<const unsigned char>(bytes_).subspan(kHeaderBytes);
}

std::string ExactBook::contradiction() const {
  std::string why, error;
  read_book_tree(tree(), *geometry_, kUnitsPerDisc, error, [&](const Board& board, int units) {
    if (why.empty()) why = position_contradiction(*this, board, units / kUnitsPerDisc);
  });
  return why;
}

// Not inlined: its callers are many, and the wasm module carries it once.
[[gnu::noinline]] std::optional<int> ExactBook::value(const Board& board) const {
  const std::optional<int> units = positions_.value(board);
  if (!units) return std::nullopt;
  return *units / kUnitsPerDisc;
}

std::vector<Square> ExactBook::kept_moves(const Board& board) const {
  std::vector<Square> kept;
  const std::optional<int> here = value(board);
  if (!here) return kept;
  for (Bitboard moves = legal_moves(board, geometry_->squares); moves;) {
    const Square s = pop_lsb(moves);
    const std::optional<int> after = value(board.after(s, flips(s, board.player, board.opponent)));
    if (after && -*after == *here) kept.push_back(s);
  }
  return kept;
}

void ExactBook::append_line(Board board, std::vector<Square>& line) const {
  const std::size_t start = line.size();
  while (true) {
    if (!legal_moves(board, geometry_->squares)) {
      if (!legal_moves(board.passed(), geometry_->squares)) break;
      line.push_back(kPass);
      board = board.passed();
      continue;
    }
    const std::vector<Square> kept = kept_moves(board);
    if (kept.empty()) break;
    line.push_back(kept.front());
    board = board.after(kept.front(), flips(kept.front(), board.player, board.opponent));
  }
  if (line.size() > start && line.back() == kPass) line.pop_back();  // a pass only before a move
}

std::optional<Square> exact_book_move(const ExactBook& book, const Board& board, std::uint64_t seed) {
  const std::vector<Square> kept = book.kept_moves(board);
  if (kept.empty()) return std::nullopt;
  Random rng(seed);
  return kept[rng.below(static_cast<std::uint32_t>(kept.size()))];
}

}  // namespace engine::reversi
