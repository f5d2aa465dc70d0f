// The exact book build's oracle (exact_book_build.hpp) answered by the solver, remembering every
// answer as bounds on a position's value, keyed by its least mirror image: its facts are the
// build's progress, saved as it goes and read back to resume.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <span>
#include <tuple>
#include <vector>

#include "reversi/exact_book.hpp"
#include "reversi/search.hpp"
#include "tools/exact_book_build.hpp"

namespace engine::reversi {

class SolverOracle final : public ExactOracle {
 public:
  SolverOracle(const Geometry& geometry, const Evaluation& evaluation, std::size_t table_bytes);

  int value(const Board& board) override;
  bool at_most(const Board& board, int bound) override;

  // The facts so far as bytes: a record of 18 bytes a position (its key's two bitboards, little-
  // endian, then the least and the greatest value it may have, signed bytes), sorted by key.
  std::vector<unsigned char> facts() const;
  // Adds the facts() of an earlier run; returns false, adding nothing, when they are malformed.
  bool read_facts(std::span<const unsigned char> bytes);
  // Adds what a proven book of the same board size holds: every position's value, and where it
  // lists some of a position's moves but not all, that other moves lose value: every other one in
  // the level's positions in the book (it lists all the moves that keep the value), those before
  // the listed one in kept_move_order in its first positions past the book (a build over an
  // earlier book resumes from it).
  void learn(const ExactBook& book);

  std::size_t known() const { return bounds_.size(); }
  std::uint64_t nodes() const { return nodes_; }

 private:
  struct Bounds {
    int low, high;
  };
  Bounds& bounds(const Board& board);

  const Geometry& geometry_;
  TranspositionTable table_;
  Search search_;
  std::map<std::tuple<Bitboard, Bitboard>, Bounds> bounds_;
  std::uint64_t nodes_ = 0;
};

}  // namespace engine::reversi
