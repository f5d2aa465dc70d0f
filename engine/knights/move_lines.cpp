#include "knights/move_lines.hpp"

#include <algorithm>

#include "core/byte_file.hpp"
#include "knights/shape.hpp"

namespace engine::knights {

void sort_lines(std::vector<Line>& lines) {
  std::sort(lines.begin(), lines.end(), [](const Line& a, const Line& b) { return a.key < b.key; });
}

std::optional<Bitboard> find_line(std::span<const Line> lines, Bitboard free) {
  const BoardKey key = board_key(free);
  const auto it = std::lower_bound(lines.begin(), lines.end(), key.key, [](const Line& line, Bitboard k) { return line.key < k; });
  if (it == lines.end() || it->key != key.key) return std::nullopt;
  return undo_symmetry(it->moves, key.symmetry);
}

void put_lines(std::vector<std::uint8_t>& out, std::span<const Line> lines) {
  for (const Line& line : lines) {
    put_le(out, line.key, 8);
    put_le(out, line.moves, 8);
  }
}

std::string get_lines(std::span<const std::uint8_t> bytes, std::size_t at, std::size_t count, const std::string& what,
                      std::vector<Line>& lines) {
  std::vector<Line> read(count);
  for (std::size_t i = 0; i < count; ++i, at += 16) {
    read[i] = {get_le(bytes, at, 8), get_le(bytes, at + 8, 8)};
    if (i > 0 && read[i].key <= read[i - 1].key) return what + " are not in key order";
    if (board_key(read[i].key).key != read[i].key) return what + " hold a key that is no position's least image";
    if (!read[i].moves || (read[i].moves & ~read[i].key)) return what + " hold moves that are not squares of their position";
  }
  lines = std::move(read);
  return {};
}

}  // namespace engine::knights
