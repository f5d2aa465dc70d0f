// The opening book, made by `knights book build` and compiled into the program from
// engine/knights/opening_book.bin (Book::embedded()). It holds
//  - values: the exact Grundy value of every position reachable in the first `plies` moves, one
//    entry per class of positions equal under the board's 8 symmetries;
//  - wins: for the won positions at ply `plies` that the perfect player meets in its own games,
//    a winning move (proving one live takes up to half a second there);
//  - lines: for the lost positions it meets a few plies deeper, every lost position of
//    `plies` - 1 knights, and the lost positions it leaves its opponent at ply `plies` as second
//    player (where the hints' best tries are asked), the moves leaving the opponent the fewest
//    winning replies (counting them live would take up to seconds).
// Moves are stored in the orientation of the position's key (see board_key).
//
// File layout, little-endian:
//   "KNBOOK02"                                   magic
//   u32 plies, u32 values, u32 wins, u32 lines   counts (values = opening_keys(plies).size())
//   u8 value[values]                             in the order of opening_keys(plies)
//   {varint index step, u8 square}[wins]         value index minus the previous one, and a move
//   {u64 key, u64 moves}[lines]                  in increasing key order
//   u64 checksum                                 FNV-1a of every byte before it
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/bitboard.hpp"
#include "knights/move_lines.hpp"
#include "knights/opening_keys.hpp"

namespace engine::knights {

inline constexpr int kBookPlies = 4;

class Book {
 public:
  struct Win {
    std::uint32_t index;  // the position's index in values
    Square move;          // a winning move, in the key's orientation
  };
  using Line = knights::Line;  // a lost position's chosen moves (move_lines.hpp)

  Book() = default;  // knows nothing

  // Returns a book of values (in the order of opening_keys(plies)), wins and lines.
  static Book from(int plies, std::vector<std::uint8_t> values, std::vector<Win> wins, std::vector<Line> lines);

  // Reads a book file into *this. Returns "" on success, otherwise what is wrong with the bytes,
  // leaving *this unchanged.
  std::string load(std::span<const std::uint8_t> bytes);

  // Returns the book as file bytes.
  std::vector<std::uint8_t> save() const;

  // Returns the Grundy value of free when the book holds it.
  std::optional<int> grundy(Bitboard free) const;

  // Returns the index of free in values, when the book holds it.
  std::optional<std::uint32_t> index_of(Bitboard free) const;

  // Returns a winning move in free when the book knows one: a stored win, or else the first
  // move (in the key's orientation, so the choice is the same in every symmetric position) to a
  // position whose value the book holds as 0. Nothing when free is lost or not covered.
  std::optional<Square> winning_move(Bitboard free) const;

  // Returns the perfect player's chosen moves in a lost position, when the book holds them.
  std::optional<Bitboard> chosen_moves(Bitboard free) const;

  int plies() const { return plies_; }
  const std::vector<Bitboard>& keys() const { return keys_; }
  const std::vector<std::uint8_t>& values() const { return values_; }
  const std::vector<Win>& wins() const { return wins_; }
  const std::vector<Line>& lines() const { return lines_; }

  // The book compiled into the program, loaded on first use; empty if it failed to load.
  static const Book& embedded();
  // Returns why the compiled-in book failed to load, or "" when it loaded.
  static const std::string& embedded_error();

 private:
  int plies_ = 0;
  std::vector<Bitboard> keys_;
  std::vector<std::uint8_t> values_;  // values_[i] belongs to keys_[i]
  std::vector<Win> wins_;             // sorted by index
  std::vector<Line> lines_;           // sorted by key
};

}  // namespace engine::knights
