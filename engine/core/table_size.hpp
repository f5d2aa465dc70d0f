// Sizes of the games' hash tables, given in bytes in both games: the entries are a power of two,
// so that a hash's bits pick one, as many as fit.
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>

namespace engine {

inline constexpr std::size_t kKiB = std::size_t{1} << 10;
inline constexpr std::size_t kMiB = std::size_t{1} << 20;

// Returns the most items of item_bytes each, a power of two and at least min_items, that fit in bytes.
constexpr std::size_t table_items(std::size_t bytes, std::size_t item_bytes, std::size_t min_items) {
  return std::max(min_items, std::bit_floor(bytes / item_bytes));
}

}  // namespace engine
