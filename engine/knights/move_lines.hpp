// Moves stored by class of positions: the book's lines (the perfect player's chosen moves in lost
// positions) and the outcome table's answers. Each line holds a position's key (board_key) and
// moves in the key's orientation, so that one line serves all 8 symmetric positions; lines are
// kept in increasing key order and found by binary search.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/bitboard.hpp"

namespace engine::knights {

struct Line {
  Bitboard key;    // board_key of a position's free squares
  Bitboard moves;  // some of its moves, in the key's orientation
};

// Puts lines in increasing key order.
void sort_lines(std::vector<Line>& lines);

// Returns the moves that lines (in key order) hold for free, turned to free's orientation.
std::optional<Bitboard> find_line(std::span<const Line> lines, Bitboard free);

// Appends lines as file bytes: u64 key, u64 moves each, little-endian.
void put_lines(std::vector<std::uint8_t>& out, std::span<const Line> lines);

// Reads count lines from bytes at `at` (the caller has checked that they fit) into lines.
// Returns "", or what is wrong, naming them as `what`: keys out of order or not keys (board_key),
// moves that are no squares of their position, or none.
std::string get_lines(std::span<const std::uint8_t> bytes, std::size_t at, std::size_t count, const std::string& what,
                      std::vector<Line>& lines);

}  // namespace engine::knights
