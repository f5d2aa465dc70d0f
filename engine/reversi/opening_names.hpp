// The named openings of 8×8 Reversi (Tiger 虎, Rabbit 兎, Buffalo バッファロー, …): a table of lines
// from the start, each with its Japanese and English name (engine/reversi/opening_names.txt,
// compiled in), and the lookup that names a game's line.
//
// A name belongs to the position its line reaches, as Egaroucid and NBoard look openings up: the
// table keys each by that position under the four symmetries that keep the start position (the
// four first moves f5, e6, c4 and d3 are one move turned), so a line mirrored or turned, or one
// that reaches the position in another order, is named as the table's line. A game is named after
// the deepest named position it passed through, kept once it leaves the table (Zebra and
// Egaroucid show theirs so), and only from the standard 8×8 start.
//
// The file: a line per opening, "f5 d6 c3 d3 c4 | 虎 | Tiger" — its moves from the start (the
// first f5, no passes), its Japanese name, its English name; '#' starts a comment line. The reader
// refuses a malformed line (which it names): moves that are no squares or are illegal, a line
// not from f5, an empty or overlong name, control characters, two names for one position.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "reversi/game.hpp"

namespace engine::reversi {

struct OpeningName {
  std::string ja, en;
  std::vector<Square> line;  // its moves from the start, as the table writes them
  int plies() const { return static_cast<int>(line.size()); }  // the ply a game reaches it at
};

class OpeningNames {
 public:
  // Reads a table's text; on a malformed one returns nothing and says why (with its line number).
  static std::optional<OpeningNames> read(std::string_view text, std::string& error);

  // The compiled-in table (opening_names.txt).
  static const OpeningNames& builtin();

  std::size_t size() const { return entries_.size(); }
  int deepest() const { return deepest_; }  // the most plies of a line
  std::vector<const OpeningName*> names() const;  // every entry, in no particular order

  // Returns the name of a position, under any symmetry of the start, or nullptr.
  const OpeningName* find(const Position& position) const;

  // Returns the name of the position at a node of the game's record, or nullptr: always nullptr
  // unless the game started from the 8×8 start.
  const OpeningName* at_node(const Game& game, NodeId id) const;

  // Returns the name of each node of the game's record, by node (nullptr for none, or a removed node).
  std::vector<const OpeningName*> by_node(const Game& game) const;

  // Returns the name the game stands in at its cursor: the last one reached on the way to it, or nullptr.
  const OpeningName* at_cursor(const Game& game) const;

 private:
  struct Key {
    Bitboard black, white;
    bool black_to_move;
    auto operator<=>(const Key&) const = default;
  };
  static Key key_of(const Position& position);

  std::vector<std::pair<Key, OpeningName>> entries_;  // sorted by key
  int deepest_ = 0;
};

}  // namespace engine::reversi
