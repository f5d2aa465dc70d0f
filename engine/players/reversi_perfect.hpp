// The strong level's perfect play, on a board size with a proven book (reversi/exact_book.hpp):
// a move that keeps the position's exact value, from the book while the game is in it, then
// from the solver, the seed choosing among the moves that keep it so that games differ.
#pragma once

#include <cstdint>
#include <optional>

#include "reversi/search.hpp"

namespace engine::reversi {

// Returns a move of board that keeps its exact value: the book's, or the solver's where board
// has at most the book's solver_empties empty squares and the limits bound no nodes (a time
// budget, as the page gives, does not stop a solve: perfect play takes what it takes, under a
// second there). Where the book holds a position's value but lists no move from it (a leaf of its
// tree, met from a link or after two players' moves), only the chosen move is proven, by
// null-window solves. Nothing where neither answers: a node budget (a match's, a test's) or a
// position beyond the book's reach (from a link, or a game between two players) leaves the move
// to think().
std::optional<Square> perfect_move(const ExactBook& book, const Board& board, std::uint64_t seed, const Limits& limits,
                                   TranspositionTable& table, const Evaluation& evaluation);

}  // namespace engine::reversi
