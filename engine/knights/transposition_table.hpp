// What the solver knows about part shapes: a fixed-size hash table, so memory stays bounded.
// Each entry holds a shape's exact Grundy value or, short of that, the values it is known not to
// have. Buckets of four entries fill one 64-byte cache line; when a bucket is full the entry for
// the smallest shape goes, since small shapes are the cheapest to solve again.
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/bitboard.hpp"
#include "core/table_size.hpp"

namespace engine::knights {

struct Knowledge {
  static constexpr std::uint8_t kUnknown = 0xFF;
  static constexpr int kExcludedBits = 32;  // excluded can tell the values 0 to 31
  std::uint32_t excluded = 0;               // bit n set: the value is not n
  std::uint8_t value = kUnknown;            // the exact value, when known

  bool exact() const { return value != kUnknown; }
  // Returns whether the value is known to differ from n.
  bool excludes(int n) const { return exact() ? value != n : n < kExcludedBits && (excluded >> n & 1); }
  // Returns the count of values known excluded from 0 up: every smaller value is an option's.
  int floor() const { return std::countr_one(excluded); }
};

class TranspositionTable {
 public:
  // A table of at most `bytes` bytes (at least two buckets).
  explicit TranspositionTable(std::size_t bytes)
      : buckets_(table_items(bytes, sizeof(Bucket), 2)), shift_(64 - std::countr_zero(buckets_.size())) {}

  // Returns what is known of key (never 0), or nothing known.
  Knowledge probe(Bitboard key) const {
    const Bucket& bucket = bucket_of(key);
    for (const Entry& e : bucket.entries)
      if (e.key == key) return {e.excluded, e.value};
    return {};
  }

  // Starts loading key's bucket into the cache, so that a later probe need not wait.
  void prefetch(Bitboard key) const { __builtin_prefetch(&bucket_of(key)); }

  // Records what is known of key; size (its square count) ranks it for replacement.
  void store(Bitboard key, Knowledge knowledge, int size) {
    Bucket& bucket = bucket_of(key);
    const auto rank = [](const Entry& e) { return e.key == 0 ? -1 : e.size; };
    Entry* victim = &bucket.entries[0];
    for (Entry& e : bucket.entries) {
      if (e.key == key) {
        victim = &e;
        break;
      }
      if (rank(e) < rank(*victim)) victim = &e;
    }
    *victim = {key, knowledge.excluded, knowledge.value, static_cast<std::uint8_t>(size)};
  }

  void clear() { std::fill(buckets_.begin(), buckets_.end(), Bucket{}); }
  std::size_t bytes() const { return buckets_.size() * sizeof(Bucket); }

 private:
  struct Entry {
    Bitboard key = 0;
    std::uint32_t excluded = 0;
    std::uint8_t value = Knowledge::kUnknown;
    std::uint8_t size = 0;
  };
  struct alignas(64) Bucket {
    Entry entries[4];
  };
  static_assert(sizeof(Entry) == 16 && sizeof(Bucket) == 64);

  std::size_t index(Bitboard key) const { return fibonacci_slot(key, shift_); }
  Bucket& bucket_of(Bitboard key) { return buckets_[index(key)]; }
  const Bucket& bucket_of(Bitboard key) const { return buckets_[index(key)]; }

  std::vector<Bucket> buckets_;
  int shift_;
};

}  // namespace engine::knights
