// The transposition table: what earlier searches learnt about a position, the bounds on its
// score and its best move, keyed by the whole board so that a hash collision can never lie.
// A fixed number of two-entry buckets (6 MB by default, phone-sized); the deeper result stays.
// A player's searches keep what its earlier moves' searches learnt (begin_search), as engines do.
#pragma once

#include <cstdint>
#include <vector>

#include "core/table_size.hpp"
#include "reversi/board.hpp"
#include "reversi/score.hpp"

namespace engine::reversi {

struct TableEntry {
  Bitboard player = 0, opponent = 0;
  std::int16_t lower = 0, upper = 0;  // bounds on the score, in the storing search's units
  std::int8_t move = kPass;           // best move found, a grid bit or kPass
  std::uint8_t depth = 0;             // how deep the search that stored it went; 0 marks a free slot
  std::uint8_t selectivity = 0;       // how much that search pruned (search.hpp): its bounds serve searches pruning as much or more
  std::uint8_t date = 0;              // the begin_search that stored it, or kept it since
};

class TranspositionTable {
 public:
  static constexpr std::size_t kDefaultBytes = 6 * kMiB;

  // A table of at most `bytes` bytes (at least one bucket).
  explicit TranspositionTable(std::size_t bytes = kDefaultBytes) : entries_(table_items(bytes, sizeof(TableEntry), 2)) {}

  void clear() {
    std::fill(entries_.begin(), entries_.end(), TableEntry{});
    owner_ = nullptr;
  }

  // Begins a new search by `owner` (a player's evaluation) on a board of `size`. The entries of
  // earlier searches by the same owner on the same size still hold and serve it, giving way first
  // when a bucket is full; any others mean nothing to it (another scale, another board) and are cleared.
  void begin_search(const void* owner, int size) {
    if (owner != owner_ || size != size_) clear();
    owner_ = owner;
    size_ = size;
    ++date_;
  }

  // Returns the entry for board, or nullptr when the table holds none.
  const TableEntry* probe(const Board& board) const {
    const TableEntry* bucket = &entries_[index(board)];
    for (int i = 0; i < 2; ++i)
      if (bucket[i].depth && bucket[i].player == board.player && bucket[i].opponent == board.opponent) return &bucket[i];
    return nullptr;
  }

  // Starts loading board's bucket into the cache, for a probe soon after (a no-op in wasm).
  void prefetch(const Board& board) const { __builtin_prefetch(&entries_[index(board)]); }

  // Records that a search of `depth` and `selectivity` with window (alpha, beta) found score and move.
  void store(const Board& board, int depth, int selectivity, int alpha, int beta, int score, Square move);

 private:
  // Each side's discs: high bits folded onto low ones (shifts of kPlayerFold and kOpponentFold),
  // then multiplied by an odd constant with well-mixed bits (the golden ratio's, xxHash's); the
  // product's halves folded together pick the bucket.
  static constexpr int kPlayerFold = 31, kOpponentFold = 29;
  static constexpr std::uint64_t kPlayerMix = 0x9E3779B97F4A7C15ULL, kOpponentMix = 0xC2B2AE3D27D4EB4FULL;

  std::size_t index(const Board& b) const {
    std::uint64_t h = (b.player ^ (b.player >> kPlayerFold)) * kPlayerMix;
    h ^= (b.opponent ^ (b.opponent >> kOpponentFold)) * kOpponentMix;
    return (h ^ (h >> 32)) & (entries_.size() - 2);  // even: the first slot of a bucket
  }

  std::vector<TableEntry> entries_;
  const void* owner_ = nullptr;  // begin_search's last
  int size_ = 0;
  std::uint8_t date_ = 0;  // wraps: an entry 256 searches old only counts as current
};

}  // namespace engine::reversi
