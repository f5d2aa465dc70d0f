// The outcome table: whether each position of up to five knights is lost, one bit a class of
// positions equal under the board's 8 symmetries, in the order of opening_keys(plies). One ply past
// the opening book's values, it answers the questions of four knights at once — their winning
// moves lead to positions of five, each 10–25 ms to prove lost live, 0.3 s in all in wasm — and
// whether a position of five is lost. With it come the answers of the positions of five and six
// knights met in games against the perfect player whose questions of play are slow live (up to a
// quarter of a second in wasm): a won one's winning moves, a lost one's best tries (the moves
// leaving the fewest winning replies).
// Made by `knights book outcomes FILE`; the command-line tools and the tests read the copy
// compiled in (builtin()); the knight page fetches it apart from its first visit and hands its
// bytes to the module (bindings/knights_bindings.cpp), which answers exactly, only slower, before
// it comes.
//
// File layout, little-endian:
//   "KNLOST02"                     magic
//   u32 plies, u32 count           count = opening_keys(plies).size()
//   u32 wins, u32 tries            counts of the answers
//   u8 bits[(count + 7) / 8]       bit i % 8 of byte i / 8 set: position i is lost
//   {u64 key, u64 moves}[wins]     won positions' winning moves, in increasing key order
//   {u64 key, u64 moves}[tries]    lost positions' best tries, in increasing key order
//   u64 checksum                   FNV-1a of every byte before it
// The answers' moves are in the orientation of their key (move_lines.hpp).
//
// The API's grundy() wants more than whether a position is lost: a full value at five knights
// takes up to seconds live. A value file (`knights book values`, knights/outcome_values.cpp) adds
// to a loaded table the exact Grundy value of each of its positions (0 where lost), and those of
// the positions of six knights met in games against the perfect player whose value is slow live.
// The tools, the tests and the npm package load it; the page, which never asks for a value, does
// not. Its layout:
//   "KNVALS01"                     magic
//   u32 plies, u32 count, u32 more the table's plies and count; more: the positions past them
//   u8 value[count + more]         the positions of opening_keys(plies), then those past them
//   u64 key[more]                  the positions past the plies, in increasing key order (board_key)
//   u64 checksum                   FNV-1a of every byte before it
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/bitboard.hpp"
#include "knights/move_lines.hpp"

namespace engine::knights {

inline constexpr int kOutcomePlies = 5;

// A position's exact Grundy value, by its key (board_key).
struct KnownValue {
  Bitboard key;
  std::uint8_t value;
};

class Outcomes {
 public:
  Outcomes() = default;  // knows nothing

  // Returns the table of the positions of up to plies knights, lost[i] for opening_keys(plies)[i],
  // with the answers (any order) of some won positions (wins) and lost ones (tries).
  static Outcomes from(int plies, const std::vector<bool>& lost, std::vector<Line> wins = {}, std::vector<Line> tries = {});

  // Reads a table file into *this. Returns "" on success, otherwise what is wrong with the bytes,
  // leaving *this unchanged.
  std::string load(std::span<const std::uint8_t> bytes);

  // Returns the table as file bytes.
  std::vector<std::uint8_t> save() const;

  // Returns the table with values: value[i] for opening_keys(plies)[i], 0 exactly where the table
  // says lost, and more past its plies (any order). Without any, the table alone.
  Outcomes with_values(std::vector<std::uint8_t> value, std::vector<KnownValue> more) const;

  // Reads a value file made for this table into it. Returns "" on success, otherwise what is
  // wrong with the bytes, leaving *this unchanged.
  std::string load_values(std::span<const std::uint8_t> bytes);

  // Returns the values as file bytes.
  std::vector<std::uint8_t> save_values() const;

  // Returns the Grundy value of free, when the values hold it.
  std::optional<int> grundy(Bitboard free) const;

  // Returns whether the side to move loses on free, when the table holds free.
  std::optional<bool> is_lost(Bitboard free) const;

  // Returns the winning moves of free, when the table holds them (free is won).
  std::optional<Bitboard> winning_moves(Bitboard free) const { return find_line(wins_, free); }

  // Returns the best tries of free, when the table holds them (free is lost).
  std::optional<Bitboard> best_tries(Bitboard free) const { return find_line(tries_, free); }

  int plies() const { return plies_; }
  const std::vector<Line>& wins() const { return wins_; }
  const std::vector<Line>& tries() const { return tries_; }
  std::size_t size() const { return keys_.size(); }
  std::size_t lost_count() const;
  bool has_values() const { return !values_.empty(); }
  std::size_t more_count() const { return more_keys_.size(); }
  const std::vector<Bitboard>& more_keys() const { return more_keys_; }

  // The table compiled into the command-line tools and the tests (not into the page's module,
  // whose table comes apart): a library of its own, engine_builtin_outcomes. Empty if it failed
  // to load, which the tests catch.
  static const Outcomes& builtin();

 private:
  // Returns the index of free's class in keys (sorted), if it is there.
  static std::optional<std::size_t> index_in(const std::vector<Bitboard>& keys, Bitboard free);

  int plies_ = 0;
  std::vector<Bitboard> keys_;
  std::vector<std::uint8_t> bits_;  // bit i % 8 of bits_[i / 8]: keys_[i] is lost
  std::vector<Line> wins_, tries_;  // each sorted by key
  // With values: values_[i] the Grundy value of keys_[i], then of more_keys_[i - keys_.size()]
  // (positions past the plies, in increasing key order).
  std::vector<std::uint8_t> values_;
  std::vector<Bitboard> more_keys_;
};

}  // namespace engine::knights
