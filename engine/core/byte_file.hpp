// Little-endian numbers and a 64-bit FNV-1a checksum, for the engine's own data files.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace engine {

// Returns the 64-bit FNV-1a hash of bytes: a download cut short or garbled fails it.
inline std::uint64_t fnv1a64(std::span<const std::uint8_t> bytes) {
  std::uint64_t hash = 0xCBF29CE484222325ULL;
  for (const std::uint8_t b : bytes) hash = (hash ^ b) * 0x100000001B3ULL;
  return hash;
}

// Appends the low `bytes` bytes of value, low first.
inline void put_le(std::vector<std::uint8_t>& out, std::uint64_t value, int bytes) {
  for (int i = 0; i < bytes; ++i) out.push_back(static_cast<std::uint8_t>(value >> (8 * i)));
}

// Returns the number of `bytes` bytes at in[at], low first.
inline std::uint64_t get_le(std::span<const std::uint8_t> in, std::size_t at, int bytes) {
  std::uint64_t value = 0;
  for (int i = 0; i < bytes; ++i) value |= std::uint64_t{in[at + i]} << (8 * i);
  return value;
}

}  // namespace engine
