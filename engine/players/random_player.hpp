// The random player of both games (the original pages' CPU): a move chosen uniformly among the legal ones.
#pragma once

#include "core/random.hpp"

namespace engine {

// Returns a uniformly chosen square of legal_moves, which must not be empty.
constexpr Square random_move(Bitboard legal_moves, Random& rng) { return rng.pick(legal_moves); }

}  // namespace engine
