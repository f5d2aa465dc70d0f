#include "knights/outcomes.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <numeric>

#include "core/byte_file.hpp"
#include "knights/opening_keys.hpp"
#include "knights/shape.hpp"

namespace engine::knights {
namespace {

constexpr char kMagic[8] = {'K', 'N', 'L', 'O', 'S', 'T', '0', '2'};
constexpr std::size_t kHeaderSize = sizeof kMagic + 4 * 4;

}  // namespace

std::optional<std::size_t> Outcomes::index_in(const std::vector<Bitboard>& keys, Bitboard free) {
  const Bitboard key = board_key(free).key;
  const auto it = std::lower_bound(keys.begin(), keys.end(), key);
  if (it == keys.end() || *it != key) return std::nullopt;
  return static_cast<std::size_t>(it - keys.begin());
}

Outcomes Outcomes::from(int plies, const std::vector<bool>& lost, std::vector<Line> wins, std::vector<Line> tries) {
  Outcomes table;
  table.plies_ = plies;
  table.keys_ = opening_keys(plies);
  table.bits_.assign((lost.size() + 7) / 8, 0);
  for (std::size_t i = 0; i < lost.size(); ++i)
    if (lost[i]) table.bits_[i / 8] |= static_cast<std::uint8_t>(1u << (i % 8));
  table.wins_ = std::move(wins);
  table.tries_ = std::move(tries);
  sort_lines(table.wins_);
  sort_lines(table.tries_);
  return table;
}

std::string Outcomes::load(std::span<const std::uint8_t> bytes) {
  if (bytes.size() < kHeaderSize + 8) return "the outcome table is too short (" + std::to_string(bytes.size()) + " bytes)";
  if (std::memcmp(bytes.data(), kMagic, sizeof kMagic) != 0)
    return "the outcome table does not start with KNLOST02: not a knight outcome table, or another version";
  if (fnv1a64(bytes.first(bytes.size() - 8)) != get_le(bytes, bytes.size() - 8, 8))
    return "the outcome table's checksum does not match: the file is corrupt";
  const auto plies = static_cast<int>(get_le(bytes, 8, 4));
  const std::size_t count = get_le(bytes, 12, 4), win_count = get_le(bytes, 16, 4), try_count = get_le(bytes, 20, 4);
  // Six plies would hold 3 M positions: more than a page should enumerate.
  if (plies < 0 || plies > kOutcomePlies)
    return "the outcome table claims " + std::to_string(plies) + " plies (0 to " + std::to_string(kOutcomePlies) + " allowed)";
  const std::size_t wins_at = kHeaderSize + (count + 7) / 8, tries_at = wins_at + 16 * win_count, end = tries_at + 16 * try_count;
  if (count / 8 > bytes.size() || win_count > bytes.size() || try_count > bytes.size() || end + 8 != bytes.size())
    return "the outcome table is " + std::to_string(bytes.size()) + " bytes, " + std::to_string(count) + " positions and " +
           std::to_string(win_count + try_count) + " answers take " + std::to_string(end + 8);
  std::vector<Bitboard> keys = opening_keys(plies);
  if (keys.size() != count)
    return "the outcome table holds " + std::to_string(count) + " positions, " + std::to_string(plies) + " plies have " +
           std::to_string(keys.size());
  std::vector<Line> wins, tries;
  if (std::string error = get_lines(bytes, wins_at, win_count, "the outcome table's wins", wins); !error.empty()) return error;
  if (std::string error = get_lines(bytes, tries_at, try_count, "the outcome table's tries", tries); !error.empty()) return error;
  Outcomes read;
  read.plies_ = plies;
  read.keys_ = std::move(keys);
  read.bits_.assign(bytes.begin() + kHeaderSize, bytes.begin() + static_cast<std::ptrdiff_t>(wins_at));
  read.wins_ = std::move(wins);
  read.tries_ = std::move(tries);
  // The answers beyond the bits' plies cannot be checked so; those within must agree with them.
  for (const Line& win : read.wins_)
    if (read.is_lost(win.key) == true) return "the outcome table's wins hold a position its bits say is lost";
  for (const Line& tried : read.tries_)
    if (read.is_lost(tried.key) == false) return "the outcome table's tries hold a position its bits say is won";
  *this = std::move(read);
  return {};
}

std::vector<std::uint8_t> Outcomes::save() const {
  std::vector<std::uint8_t> out(kMagic, kMagic + sizeof kMagic);
  put_le(out, static_cast<std::uint64_t>(plies_), 4);
  put_le(out, keys_.size(), 4);
  put_le(out, wins_.size(), 4);
  put_le(out, tries_.size(), 4);
  out.insert(out.end(), bits_.begin(), bits_.end());
  put_lines(out, wins_);
  put_lines(out, tries_);
  put_le(out, fnv1a64(out), 8);
  return out;
}

std::optional<bool> Outcomes::is_lost(Bitboard free) const {
  const auto i = index_in(keys_, free);
  if (!i) return std::nullopt;
  return (bits_[*i / 8] >> (*i % 8) & 1) != 0;
}

std::optional<int> Outcomes::grundy(Bitboard free) const {
  if (values_.empty()) return std::nullopt;
  if (const auto i = index_in(keys_, free)) return values_[*i];
  if (const auto i = index_in(more_keys_, free)) return values_[keys_.size() + *i];
  return std::nullopt;
}

std::size_t Outcomes::lost_count() const {
  return std::accumulate(bits_.begin(), bits_.end(), std::size_t{0},
                         [](std::size_t sum, std::uint8_t byte) { return sum + static_cast<std::size_t>(std::popcount(byte)); });
}

}  // namespace engine::knights
