// The trees both Reversi books are written as (opening_book.hpp, exact_book.hpp): moves from the
// start position, depth first. The root's value, then each node as a byte — the move's cell
// (0 .. size²−1) in bits 0–5, bit 6 set when the node's own children follow, bit 7 set on the last
// of its siblings — and its value, a signed byte of `value_step` evaluation units, for the side
// to move at the node (the player to answer the move). A position met twice (another move order,
// or a mirror image) has its children written only the first time. A position whose side must
// pass has at most one child, the pass, written with the cell bits all set (kBookPassCell): no
// move is legal there, so the code cannot be taken for one.
#pragma once

#include <functional>
#include <span>
#include <string>

#include "reversi/board.hpp"

namespace engine::reversi {

// A node's byte: its move's cell, and its flags.
inline constexpr unsigned kBookCellBits = 0x3F, kBookHasChildren = 0x40, kBookLastSibling = 0x80;
inline constexpr unsigned kBookPassCell = kBookCellBits;

// Reads a book's tree depth first, calling add(board, value) for the root and every node, value
// in evaluation units, and listed(parent, board), when given, for every node but the root; on a
// malformed tree returns false and says why in error. (One function for every caller: the wasm
// module carries it once.)
bool read_book_tree(std::span<const unsigned char> bytes, const Geometry& geometry, int value_step, std::string& error,
                    const std::function<void(const Board&, int)>& add,
                    const std::function<void(const Board& parent, const Board&)>& listed = {});

}  // namespace engine::reversi
