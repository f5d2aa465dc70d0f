#include "knights/opening_keys.hpp"

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

#include "knights/components.hpp"
#include "knights/shape.hpp"

namespace engine::knights {
namespace {

// A set of keys, open addressing with linear probing, at most half full; it keeps its keys in the
// order they came, so that each ply's new keys are a stretch of them. Taking each key once this
// way, then sorting the 450,252 of five moves once, is twice as fast as sorting the 1.8 M keys
// of the moves (each class of five moves comes from about four positions of four).
class KeySet {
 public:
  void insert(Bitboard key) {
    if (2 * keys_.size() >= slots_.size()) grow();
    Bitboard& slot = slot_of(key);
    if (slot == key) return;
    slot = key;
    keys_.push_back(key);
  }

  // Returns the keys in the order they came.
  const std::vector<Bitboard>& keys() const { return keys_; }

  // Returns the keys, sorted.
  std::vector<Bitboard> sorted() && {
    std::sort(keys_.begin(), keys_.end());
    return std::move(keys_);
  }

 private:
  // No square free: that takes at least 12 knights (the board's knight domination number), far
  // past any opening, so it is free to mark an empty slot.
  static constexpr Bitboard kEmpty = 0;

  // Returns key's slot, or the empty slot where it goes.
  Bitboard& slot_of(Bitboard key) {
    const std::size_t mask = slots_.size() - 1;
    std::size_t i = fibonacci_slot(key, shift_);
    while (slots_[i] != key && slots_[i] != kEmpty) i = (i + 1) & mask;
    return slots_[i];
  }

  void grow() {
    slots_.assign(2 * slots_.size(), kEmpty);
    --shift_;
    for (const Bitboard key : keys_) slot_of(key) = key;
  }

  std::vector<Bitboard> slots_ = std::vector<Bitboard>(64, kEmpty);
  int shift_ = 64 - 6;  // a slot is named by the hash's top bits: 6 for 64 slots
  std::vector<Bitboard> keys_;
};

}  // namespace

std::vector<Bitboard> opening_keys(int plies) {
  // A set of free squares can come after different numbers of moves: the set takes it once, at
  // its first ply, where its own moves are followed.
  KeySet all;
  all.insert(board_key(~Bitboard{0}).key);
  std::size_t begin = 0;  // where the keys of the last ply start
  for (int ply = 1; ply <= plies; ++ply) {
    const std::size_t end = all.keys().size();
    for (std::size_t k = begin; k < end; ++k) {
      const Bitboard key = all.keys()[k];  // by value: inserting may move the keys
      for (Bitboard moves = key; moves;) all.insert(board_key(key & ~closed_neighbourhood(pop_lsb(moves))).key);
    }
    begin = end;
  }
  return std::move(all).sorted();
}

}  // namespace engine::knights
