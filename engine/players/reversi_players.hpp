// Reversi's computer players behind one interface, weakest to strongest:
//   random   — any legal move, uniformly (the CPU of the 6×6 Othello page we started from);
//   weighted — the best square by a static weight table, ties broken at random (reversi_weighted.hpp);
//   medium   — the search (iterative-deepening negascout, then the exact solver) within a budget,
//              on the features evaluation (reversi/evaluation.hpp): the strong player until patterns;
//   strong   — the same search on the trained pattern evaluation (reversi/pattern_evaluation.hpp);
//              perfect on 6×6, from its proven book and the solver (reversi_perfect.hpp).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "reversi/pattern_evaluation.hpp"
#include "reversi/position.hpp"
#include "reversi/search.hpp"

namespace engine::reversi {

enum class Level { Random, Weighted, Medium, Strong };
inline constexpr std::array kLevels{Level::Random, Level::Weighted, Level::Medium, Level::Strong};

// Returns the level named "random", "weighted", "medium" or "strong", or nothing.
std::optional<Level> parse_level(std::string_view name);

// Returns the level's name, as parse_level reads it.
const char* level_name(Level level);

// Returns the move, a grid bit, chosen by the player of `level`; kPass when the side to move has
// no legal move. The same seed, limits (a node budget) and position give the same move.
// The searching players clear and use `table`; the strong one searches with `strong`, by default
// the compiled-in pattern weights (the wasm module passes those it was given).
Square choose_move(Level level, const Position& position, std::uint64_t seed, const Limits& limits,
                   TranspositionTable& table, const Evaluation& strong = PatternWeights::builtin());

// Returns the move the search chooses on `evaluation` within the limits (kPass for a forced
// pass), with what `table` kept of this evaluation's earlier searches (begin_search): the
// searching levels' move, and a weights file's in a match.
// Where the evaluation's opening book knows every move, a book move instead (book_move); on a
// board size with a proven book, perfect play where it reaches (perfect_move).
Square search_move(const Position& position, std::uint64_t seed, const Limits& limits, TranspositionTable& table,
                   const Evaluation& evaluation);

// Returns the evaluation a searching level searches with (the strong one: `strong`); nullptr for the others.
const Evaluation* level_evaluation(Level level, const Evaluation& strong = PatternWeights::builtin());

}  // namespace engine::reversi
