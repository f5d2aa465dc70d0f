// Reversi's computer players behind one interface, weakest to strongest:
//   random   — any legal move, uniformly (the CPU of the 6×6 Othello page we started from);
//   weighted — the best square by a static weight table, ties broken at random (reversi_weighted.hpp);
//   strong   — the search (iterative-deepening negascout, then the exact solver), within a budget.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "reversi/position.hpp"
#include "reversi/search.hpp"

namespace engine::reversi {

enum class Level { Random, Weighted, Strong };
inline constexpr std::array kLevels{Level::Random, Level::Weighted, Level::Strong};

// Returns the level named "random", "weighted" or "strong", or nothing.
std::optional<Level> parse_level(std::string_view name);

// Returns the level's name, as parse_level reads it.
const char* level_name(Level level);

// Returns the move, a grid bit, chosen by the player of `level`; kPass when the side to move has
// no legal move. The same seed, limits (a node budget) and position give the same move.
// The strong player clears and uses `table`.
Square choose_move(Level level, const Position& position, std::uint64_t seed, const Limits& limits,
                   TranspositionTable& table);

}  // namespace engine::reversi
