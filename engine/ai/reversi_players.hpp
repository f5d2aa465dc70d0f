// The Reversi computer players, weakest to strongest:
//   random   — any legal move, uniformly (seed 002's CPU);
//   weighted — the best square by a static weight table, ties broken at random: on 8×8 seed 004's
//              phase maps (fewer than 20 discs on the board: map 1, fewer than 50: map 2, later map 2
//              plus the discs the move flips); on 6×6 seed 001's idea, the weights of the flipped
//              discs summed, plus the weight of the square itself, on a 6×6 table;
//   strong   — the search (iterative-deepening negascout, then the exact solver), within a budget.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "core/random.hpp"
#include "reversi/position.hpp"
#include "reversi/search.hpp"

namespace engine::ai {

enum class ReversiLevel { Random, Weighted, Strong };
inline constexpr std::array kReversiLevels{ReversiLevel::Random, ReversiLevel::Weighted, ReversiLevel::Strong};

// Returns the level named "random", "weighted" or "strong", or nothing.
std::optional<ReversiLevel> parse_reversi_level(std::string_view name);

// Returns the level's name, as parse_reversi_level reads it.
const char* reversi_level_name(ReversiLevel level);

// Returns the weighted player's value of a disc on grid bit s (a legal move) in position.
int weighted_value(const reversi::Position& position, Square s);

// Returns the move, a grid bit, chosen by the player of `level`; kPass when the side to move has
// no legal move. The same seed, limits (a node budget) and position give the same move.
// The strong player clears and uses `table`.
Square reversi_move(ReversiLevel level, const reversi::Position& position, std::uint64_t seed,
                    const reversi::Limits& limits, reversi::TranspositionTable& table);

}  // namespace engine::ai
