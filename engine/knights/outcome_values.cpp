// The outcome table's values (outcomes.hpp): their file made and read. Apart from outcomes.cpp so
// that the page's module, which never loads values, links none of it.
#include <algorithm>
#include <cstring>

#include "core/byte_file.hpp"
#include "knights/outcomes.hpp"
#include "knights/shape.hpp"

namespace engine::knights {
namespace {

constexpr char kMagic[8] = {'K', 'N', 'V', 'A', 'L', 'S', '0', '1'};
constexpr std::size_t kHeaderSize = sizeof kMagic + 3 * 4;
// As in the book: the values met are far smaller, so a byte of 64 or more is corruption.
constexpr std::uint8_t kValueLimit = 64;

}  // namespace

Outcomes Outcomes::with_values(std::vector<std::uint8_t> value, std::vector<KnownValue> more) const {
  Outcomes table = *this;
  table.values_ = std::move(value);
  table.more_keys_.clear();
  if (table.values_.empty()) return table;
  std::sort(more.begin(), more.end(), [](const KnownValue& a, const KnownValue& b) { return a.key < b.key; });
  for (const KnownValue& known : more) {
    table.more_keys_.push_back(known.key);
    table.values_.push_back(known.value);
  }
  return table;
}

std::string Outcomes::load_values(std::span<const std::uint8_t> bytes) {
  if (keys_.empty()) return "values need their outcome table, loaded first";
  if (bytes.size() < kHeaderSize + 8) return "the value file is too short (" + std::to_string(bytes.size()) + " bytes)";
  if (std::memcmp(bytes.data(), kMagic, sizeof kMagic) != 0)
    return "the value file does not start with KNVALS01: not knight values, or another version";
  if (fnv1a64(bytes.first(bytes.size() - 8)) != get_le(bytes, bytes.size() - 8, 8))
    return "the value file's checksum does not match: the file is corrupt";
  const std::size_t count = get_le(bytes, 12, 4), more = get_le(bytes, 16, 4);
  if (static_cast<int>(get_le(bytes, 8, 4)) != plies_ || count != keys_.size())
    return "the value file is for another outcome table (" + std::to_string(count) + " positions, the table " +
           std::to_string(keys_.size()) + ")";
  if (more > bytes.size() || kHeaderSize + count + 9 * more + 8 != bytes.size())
    return "the value file is " + std::to_string(bytes.size()) + " bytes, its counts take " +
           std::to_string(kHeaderSize + count + 9 * more + 8);
  const auto values_at = bytes.begin() + static_cast<std::ptrdiff_t>(kHeaderSize);
  std::vector<std::uint8_t> values(values_at, values_at + static_cast<std::ptrdiff_t>(count + more));
  for (std::size_t i = 0; i < count; ++i)
    if ((values[i] == 0) != (bits_[i / 8] >> (i % 8) & 1))
      return "the value file disagrees with the outcome table at position " + std::to_string(i);
  if (std::any_of(values.begin(), values.end(), [](std::uint8_t v) { return v >= kValueLimit; }))
    return "the value file holds a value of 64 or more";
  std::vector<Bitboard> more_keys(more);
  for (std::size_t i = 0; i < more; ++i) {
    more_keys[i] = get_le(bytes, kHeaderSize + count + more + 8 * i, 8);
    if ((i > 0 && more_keys[i] <= more_keys[i - 1]) || board_key(more_keys[i]).key != more_keys[i] || index_in(keys_, more_keys[i]))
      return "the value file's positions past the table are out of key order, not keys, or the table's";
  }
  values_ = std::move(values);
  more_keys_ = std::move(more_keys);
  return {};
}

std::vector<std::uint8_t> Outcomes::save_values() const {
  std::vector<std::uint8_t> out(kMagic, kMagic + sizeof kMagic);
  put_le(out, static_cast<std::uint64_t>(plies_), 4);
  put_le(out, keys_.size(), 4);
  put_le(out, more_keys_.size(), 4);
  out.insert(out.end(), values_.begin(), values_.end());
  for (const Bitboard key : more_keys_) put_le(out, key, 8);
  put_le(out, fnv1a64(out), 8);
  return out;
}

}  // namespace engine::knights
