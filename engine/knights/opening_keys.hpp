// The positions of the opening: every free-square set reachable in the first moves, one key (the
// least of its images under the board's 8 symmetries, board_key) a class. The opening book's
// values and the outcome table's bits are stored in the order of these keys, so that their files
// hold no keys: whoever reads them enumerates the keys again (about 0.13 s for five moves natively).
#pragma once

#include <vector>

#include "core/bitboard.hpp"

namespace engine::knights {

// Returns the sorted keys (see board_key) of the free-square sets reachable in at most plies moves.
std::vector<Bitboard> opening_keys(int plies);

}  // namespace engine::knights
