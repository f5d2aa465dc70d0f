// A small, seedable random generator (xoshiro256**), so games and tests replay exactly.
#pragma once

#include <cstdint>

#include "core/bitboard.hpp"

namespace engine {

class Random {
 public:
  explicit constexpr Random(std::uint64_t seed) {
    // SplitMix64 spreads any seed, even 0, over the whole state.
    for (auto& word : state_) {
      seed += 0x9E3779B97F4A7C15ULL;
      std::uint64_t z = seed;
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
      word = z ^ (z >> 31);
    }
  }

  // Returns 64 uniformly random bits.
  constexpr std::uint64_t next() {
    const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
    const std::uint64_t t = state_[1] << 17;
    state_[2] ^= state_[0];
    state_[3] ^= state_[1];
    state_[1] ^= state_[2];
    state_[0] ^= state_[3];
    state_[2] ^= t;
    state_[3] = rotl(state_[3], 45);
    return result;
  }

  // Returns a uniform integer in [0, n); n must be positive. Lemire's method, without bias.
  constexpr std::uint32_t below(std::uint32_t n) {
    std::uint64_t product = (next() >> 32) * n;
    if (static_cast<std::uint32_t>(product) < n) {
      const std::uint32_t threshold = -n % n;
      while (static_cast<std::uint32_t>(product) < threshold) product = (next() >> 32) * n;
    }
    return static_cast<std::uint32_t>(product >> 32);
  }

  // Returns a uniformly chosen square of b; b must not be empty.
  constexpr Square pick(Bitboard b) { return nth_square(b, static_cast<int>(below(popcount(b)))); }

 private:
  static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

  std::uint64_t state_[4]{};
};

}  // namespace engine
