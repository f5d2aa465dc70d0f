#include "tools/opening_book_build.hpp"

#include <algorithm>
#include <map>
#include <tuple>

#include "core/table_size.hpp"
#include "reversi/opening_book.hpp"
#include "reversi/search.hpp"
#include "tools/shares.hpp"

namespace engine::reversi {
namespace {

struct Node {
  Board board;
  int ply = 0;
  int value = 0;  // evaluation units, for the side to move
  int loss = 0;   // the least the moves leading here lose against the best, summed over the line
  bool expanded = false;
  std::vector<std::pair<Square, int>> children = {};  // move, node
};

// Returns board's value for its side to move: the search's score, in evaluation units, through
// forced moves and passes (where the search would answer at once, without a score).
int searched_value(const Board& board, const Geometry& g, Search& search, TranspositionTable& table,
                   std::uint64_t nodes) {
  const Bitboard moves = legal_moves(board, g.squares);
  if (!moves) {
    if (legal_moves(board.passed(), g.squares)) return -searched_value(board.passed(), g, search, table, nodes);
    return final_score(board.player, popcount(board.empties(g.squares)), g) * kUnitsPerDisc;
  }
  if (popcount(moves) == 1) {
    const Square s = lsb(moves);
    return -searched_value(board.after(s, flips(s, board.player, board.opponent)), g, search, table, nodes);
  }
  table.clear();
  const SearchResult result = search.think(board, {.nodes = nodes});
  return result.exact ? result.score * kUnitsPerDisc : result.score;
}

class BookTree {
 public:
  BookTree(const BookOptions& options, const Evaluation& evaluation) : options_(options), evaluation_(evaluation) {}

  BookBuild build() {
    add(Board::start(), 0);
    search_new();
    std::vector<int> frontier{0};
    for (int ply = 1; !frontier.empty(); ++ply) {
      const bool full = expand(frontier);
      search_new();
      if (options_.on_ply) options_.on_ply(ply, searched_);
      frontier = full ? std::vector<int>{} : next_frontier(frontier);
    }
    // Children come after their parents (a position's ply is its discs less four), so one pass
    // from the last node back gives every expanded position its best move's value.
    for (auto node = nodes_.rbegin(); node != nodes_.rend(); ++node)
      if (node->expanded) {
        node->value = -kInfinity;
        for (const auto& [move, child] : node->children) node->value = std::max(node->value, -nodes_[child].value);
      }
    BookBuild result;
    result.positions = static_cast<int>(nodes_.size());
    for (const Node& node : nodes_)
      if (node.expanded) {
        ++result.expanded;
        result.deepest = std::max(result.deepest, node.ply);
      }
    std::vector<bool> written(nodes_.size());
    put_value(nodes_[0].value, result.bytes);
    written[0] = true;
    write_children(0, written, result.bytes);
    return result;
  }

 private:
  // Returns the node of board, a new one (to be searched) when the position is new.
  int add(const Board& board, int ply) {
    const Board key = canonical_board(board, *options_.geometry);
    const auto [it, inserted] = index_.try_emplace(std::tuple(key.player, key.opponent), static_cast<int>(nodes_.size()));
    if (inserted) nodes_.push_back({board, ply});
    return it->second;
  }

  // Expands the frontier's positions in order; returns true when the positions ran out first.
  bool expand(const std::vector<int>& frontier) {
    const Geometry& g = *options_.geometry;
    for (const int n : frontier) {
      const Board board = nodes_[n].board;
      const Bitboard moves = legal_moves(board, g.squares);
      if (!moves) continue;  // a pass: the book holds none
      if (static_cast<int>(nodes_.size()) + popcount(moves) > options_.positions) return true;
      for (Bitboard rest = moves; rest;) {
        const Square s = pop_lsb(rest);
        const int child = add(board.after(s, flips(s, board.player, board.opponent)), nodes_[n].ply + 1);
        nodes_[n].children.push_back({s, child});
      }
      nodes_[n].expanded = true;
    }
    return false;
  }

  // Searches the positions added since the last call, shared out over the threads.
  void search_new() {
    const int first = searched_, count = static_cast<int>(nodes_.size()) - first;
    run_shares(options_.threads, [&](int t) {
      TranspositionTable table(16 * kMiB);
      Search search(*options_.geometry, table, evaluation_);
      for (int i = t; i < count; i += options_.threads)
        nodes_[first + i].value = searched_value(nodes_[first + i].board, *options_.geometry, search, table, options_.nodes);
    });
    searched_ = static_cast<int>(nodes_.size());
  }

  // Returns the children of the frontier's positions worth expanding: within the width of their
  // parent's best move, not yet expanded, least loss first.
  std::vector<int> next_frontier(const std::vector<int>& frontier) {
    std::vector<int> next;
    for (const int n : frontier) {
      if (!nodes_[n].expanded || nodes_[n].ply + 1 > options_.plies) continue;
      int best = -kInfinity;
      for (const auto& [move, child] : nodes_[n].children) best = std::max(best, -nodes_[child].value);
      for (const auto& [move, child] : nodes_[n].children) {
        const int loss = best + nodes_[child].value;  // best − the move's value
        if (loss > options_.width || nodes_[child].expanded) continue;
        if (std::find(next.begin(), next.end(), child) == next.end()) {
          nodes_[child].loss = nodes_[n].loss + loss;
          next.push_back(child);
        } else {
          nodes_[child].loss = std::min(nodes_[child].loss, nodes_[n].loss + loss);
        }
      }
    }
    std::stable_sort(next.begin(), next.end(), [&](int a, int b) { return nodes_[a].loss < nodes_[b].loss; });
    return next;
  }

  static void put_value(int value, std::vector<unsigned char>& bytes) {
    bytes.push_back(static_cast<unsigned char>(static_cast<signed char>(book_value_steps(value))));
  }

  // Writes node n's children depth first; a position's own children only the first time it is met.
  void write_children(int n, std::vector<bool>& written, std::vector<unsigned char>& bytes) {
    const auto& children = nodes_[n].children;
    for (std::size_t i = 0; i < children.size(); ++i) {
      const auto [move, child] = children[i];
      const bool descend = nodes_[child].expanded && !written[child];
      written[child] = true;
      bytes.push_back(static_cast<unsigned char>(options_.geometry->cell_of(move) | (descend ? kBookHasChildren : 0) |
                                                 (i + 1 == children.size() ? kBookLastSibling : 0)));
      put_value(nodes_[child].value, bytes);
      if (descend) write_children(child, written, bytes);
    }
  }

  const BookOptions& options_;
  const Evaluation& evaluation_;
  std::vector<Node> nodes_;
  std::map<std::tuple<Bitboard, Bitboard>, int> index_;
  int searched_ = 0;
};

}  // namespace

BookBuild build_opening_book(const BookOptions& options, const Evaluation& evaluation) {
  return BookTree(options, evaluation).build();
}

}  // namespace engine::reversi
