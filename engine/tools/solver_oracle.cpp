#include "tools/solver_oracle.hpp"

#include <algorithm>
#include <set>
#include <string>

#include "reversi/book_tree.hpp"
#include "reversi/opening_book.hpp"

namespace engine::reversi {
namespace {

constexpr std::size_t kFactBytes = 18;

void put_bitboard(Bitboard b, std::vector<unsigned char>& bytes) {
  for (int i = 0; i < 8; ++i) bytes.push_back(static_cast<unsigned char>(b >> (8 * i)));
}

Bitboard get_bitboard(const unsigned char* at) {
  Bitboard b = 0;
  for (int i = 0; i < 8; ++i) b |= Bitboard{at[i]} << (8 * i);
  return b;
}

}  // namespace

SolverOracle::SolverOracle(const Geometry& geometry, const Evaluation& evaluation, std::size_t table_bytes)
    : geometry_(geometry), table_(table_bytes), search_(geometry, table_, evaluation) {}

SolverOracle::Bounds& SolverOracle::bounds(const Board& board) {
  const Board key = canonical_board(board, geometry_);
  return bounds_.try_emplace(std::tuple(key.player, key.opponent), Bounds{-geometry_.cells(), geometry_.cells()})
      .first->second;
}

int SolverOracle::value(const Board& board) {
  Bounds& known = bounds(board);
  if (known.low == known.high) return known.low;
  const SearchResult result = search_.solve(board);
  nodes_ += result.nodes;
  known = {result.score, result.score};
  // The best move's position is worth exactly the opposite: a fact that spares the build the
  // dearest of its null-window solves, the proof that this move keeps the value.
  if (result.move != kPass) {
    Bounds& after = bounds(board.after(result.move, flips(result.move, board.player, board.opponent)));
    after = {-result.score, -result.score};
  }
  return result.score;
}

bool SolverOracle::at_most(const Board& board, int bound) {
  Bounds& known = bounds(board);
  if (known.high <= bound) return true;
  if (known.low > bound) return false;
  const bool below = search_.at_most(board, bound);
  nodes_ += search_.nodes();
  if (below) known.high = bound;
  else known.low = bound + 1;
  return below;
}

void SolverOracle::learn(const ExactBook& book) {
  // Each position with its value (its first image met, as the tree lists its moves there), and
  // the moves the tree lists from it, as the keys of the positions after them.
  std::map<std::tuple<Bitboard, Bitboard>, std::pair<Board, int>> values;
  std::map<std::tuple<Bitboard, Bitboard>, std::set<std::tuple<Bitboard, Bitboard>>> listed;
  const auto key = [&](const Board& board) {
    const Board least = canonical_board(board, geometry_);
    return std::tuple(least.player, least.opponent);
  };
  std::string error;
  read_book_tree(
      book.tree(), geometry_, kUnitsPerDisc, error,
      [&](const Board& board, int units) { values.try_emplace(key(board), board, units / kUnitsPerDisc); },
      [&](const Board& parent, const Board& child) { listed[key(parent)].insert(key(child)); });
  for (const auto& [at, known] : values) {
    const auto& [board, value] = known;
    Bounds& exact = bounds(board);
    exact = {value, value};
    const auto moves = listed.find(at);
    if (moves == listed.end()) continue;
    // The moves it says lose value: in the level's positions in the book every one it does not
    // list (it lists all that keep the value); past the book, those before the listed one in
    // kept_move_order (the first that keeps it).
    std::vector<Board> losing;
    if (popcount(board.empties(geometry_.squares)) > book.solver_empties()) {
      for (Bitboard rest = legal_moves(board, geometry_.squares); rest;) {
        const Square s = pop_lsb(rest);
        const Board after = board.after(s, flips(s, board.player, board.opponent));
        if (!moves->second.count(key(after))) losing.push_back(after);
      }
    } else {
      for (const Board& after : kept_move_order(board, geometry_)) {
        if (moves->second.count(key(after))) break;
        losing.push_back(after);
      }
    }
    for (const Board& after : losing) {
      Bounds& loses = bounds(after);
      loses.low = std::max(loses.low, -value + 1);
    }
  }
}

std::vector<unsigned char> SolverOracle::facts() const {
  std::vector<unsigned char> bytes;
  bytes.reserve(bounds_.size() * kFactBytes);
  for (const auto& [key, known] : bounds_) {
    put_bitboard(std::get<0>(key), bytes);
    put_bitboard(std::get<1>(key), bytes);
    bytes.push_back(static_cast<unsigned char>(static_cast<signed char>(known.low)));
    bytes.push_back(static_cast<unsigned char>(static_cast<signed char>(known.high)));
  }
  return bytes;
}

bool SolverOracle::read_facts(std::span<const unsigned char> bytes) {
  if (bytes.size() % kFactBytes != 0) return false;
  std::vector<std::pair<std::tuple<Bitboard, Bitboard>, Bounds>> read;
  for (std::size_t at = 0; at < bytes.size(); at += kFactBytes) {
    const Bitboard player = get_bitboard(&bytes[at]), opponent = get_bitboard(&bytes[at + 8]);
    const Bounds known{static_cast<signed char>(bytes[at + 16]), static_cast<signed char>(bytes[at + 17])};
    // A key is a least image in board coordinates: its discs lie on the board and never on one square twice.
    const Bitboard on_board = geometry_.squares >> (9 * geometry_.offset);
    if ((player & opponent) || ((player | opponent) & ~on_board) || known.low > known.high ||
        known.low < -geometry_.cells() || known.high > geometry_.cells())
      return false;
    read.push_back({{player, opponent}, known});
  }
  for (const auto& [key, known] : read) {
    Bounds& merged = bounds_.try_emplace(key, known).first->second;
    merged = {std::max(merged.low, known.low), std::min(merged.high, known.high)};
  }
  return true;
}

}  // namespace engine::reversi
