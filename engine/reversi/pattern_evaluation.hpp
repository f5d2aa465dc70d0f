// The strong player's evaluation: the sum of the pattern tables' weights (patterns.hpp) plus two
// mobility terms — the side to move's legal moves and the opponent's, each through a table —
// with a set of tables for each phase of the game (by empty squares) and each board size.
// Weights are trained by `reversi train` (tools/pattern_training.hpp) and compiled into the native
// tools and tests from engine/reversi/pattern_weights.bin (builtin_weights.cpp); a weights file of
// the same format can stand in for them, and is what the wasm module is given (as bytes, read here).
//
// The weights file: "RPW4", then the 8×8 board's tables, then the 6×6 board's: a byte giving
// the phases, then feature by feature (FeatureLayout) its weight in each phase, as signed bytes,
// each a multiple of kWeightStep evaluation units, a run of zeros (most weights: features too
// rare to train) written as kZeroRun and the run's length. Only one entry of each mirror pair is
// stored, and a feature's phases lie together, where gzip finds them alike (8% smaller than phase
// by phase). After each size's tables, its probcut regressions (probcut.hpp): a byte giving the
// number of parameters, ProbCutModel::kParameters or 0 for none, then each as a little-endian
// float32; then its opening book (opening_book.hpp): its length in bytes, a little-endian uint32
// (0: none), and the book.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "reversi/evaluation.hpp"
#include "reversi/patterns.hpp"

namespace engine::reversi {

inline constexpr int kWeightStep = 4;        // evaluation units (a quarter disc) per stored step
inline constexpr int kMobilityEntries = 32;  // mobility counts 0 .. 31, any more counting as 31
inline constexpr char kWeightsMagic[4] = {'R', 'P', 'W', '4'};  // 4: the 8×8 board's 2×5 corners
inline constexpr unsigned char kZeroRun = 0x80;  // −128, never a weight (they lie in −127 … 127)

// Returns a weight in evaluation units as the file stores it: whole steps, within −127 … 127.
inline long weight_steps(double units) { return std::clamp(std::lround(units / kWeightStep), -127L, 127L); }

// The tables of one board size, per phase: each group's full table (3^digits entries), then the
// side to move's mobility, then the opponent's. A feature is what the training fits: a table
// entry tied to its mirror image, numbered group by group, then the mobility entries.
struct FeatureLayout {
  std::vector<int> group_offset;  // the group's first entry
  int my_mobility = 0, your_mobility = 0;
  int entries = 0;                // per phase
  std::vector<int> feature_of;    // entry → feature
  int features = 0;               // per phase
};

const FeatureLayout& feature_layout(const Geometry& geometry);

// Returns the phase of a board with `empties` empty squares, of `phases` phases.
constexpr int phase_of(int empties, int phases, const Geometry& geometry) {
  const int phase = (empties - 1) * phases / (geometry.cells() - 4);
  return phase < 0 ? 0 : phase >= phases ? phases - 1 : phase;
}

// The empties of a phase: those e with phase_of(e) = phase, from low to high.
struct PhaseEmpties {
  int low, high;
};
constexpr PhaseEmpties phase_empties(int phase, int phases, const Geometry& geometry) {
  const int squares = geometry.cells() - 4;
  return {(phase * squares + phases - 1) / phases + 1, ((phase + 1) * squares - 1) / phases + 1};
}

// Calls visit(entry) for every table entry the evaluation of board adds up, within its phase's
// tables of `layout` (the board size's), given the side to move's legal moves.
template <class Visit>
void for_each_entry(const Board& board, Bitboard moves, const Geometry& geometry, const FeatureLayout& layout, Visit visit) {
  patterns::for_each_pattern(patterns::to_board_coordinates(board.player, geometry),
                             patterns::to_board_coordinates(board.opponent, geometry), geometry.size,
                             [&](int group, int index) { visit(layout.group_offset[group] + index); });
  const auto capped = [](Bitboard moves) { return std::min(popcount(moves), kMobilityEntries - 1); };
  visit(layout.my_mobility + capped(moves));
  visit(layout.your_mobility + capped(legal_moves(board.passed(), geometry.squares)));
}

template <class Visit>
void for_each_entry(const Board& board, const Geometry& geometry, Visit visit) {
  for_each_entry(board, legal_moves(board, geometry.squares), geometry, feature_layout(geometry), visit);
}

// What a weights file holds for one board size: the weights per phase and feature (FeatureLayout),
// in evaluation units, the probcut regressions and the opening book's bytes, when there are any.
struct SizeWeights {
  std::vector<std::vector<double>> features;
  std::optional<ProbCutModel> probcut;
  std::vector<unsigned char> book = {};
};

class PatternWeights final : public Evaluation {
 public:
  // Reads a weights file's bytes; on a malformed file returns nullptr and says why in error.
  static std::unique_ptr<PatternWeights> read(std::span<const unsigned char> bytes, std::string& error);

  // The compiled-in weights (builtin_weights.cpp, which the wasm modules do not link).
  static const PatternWeights& builtin();

  // Returns the file bytes of both sizes' weights, rounded to steps; the inverse of read up to that rounding.
  static std::vector<unsigned char> file_bytes(const SizeWeights& eight, const SizeWeights& six);

  // Returns what the file holds for one board size: what file_bytes takes, so that a training of
  // one size keeps the other's, and a fit of the regressions the weights.
  SizeWeights size_weights(const Geometry& geometry) const;

  int operator()(const Board& board, const Geometry& geometry) const override {
    return (*this)(board, geometry, legal_moves(board, geometry.squares));
  }
  int operator()(const Board& board, const Geometry& geometry, Bitboard moves) const override;
  const ProbCutModel* probcut(const Geometry& geometry) const override {
    const auto& model = sizes_[geometry.size == 8 ? 0 : 1].probcut;
    return model ? &*model : nullptr;
  }

  const OpeningBook* opening_book(const Geometry& geometry) const override {
    const OpeningBook& book = sizes_[geometry.size == 8 ? 0 : 1].book;
    return book.empty() ? nullptr : &book;
  }

  const ExactBook* exact_book(const Geometry& geometry) const override {
    const ExactBook& book = sizes_[geometry.size == 8 ? 0 : 1].exact_book;
    return book.empty() ? nullptr : &book;
  }
  // Joins a proven book to the knowledge, for its board size (it comes in a file of its own).
  void set_exact_book(ExactBook book) { sizes_[book.geometry().size == 8 ? 0 : 1].exact_book = std::move(book); }

  int phases(const Geometry& geometry) const { return sizes_[geometry.size == 8 ? 0 : 1].phases; }

 private:
  struct Tables {
    int phases = 0;
    const FeatureLayout* layout = nullptr;             // feature_layout's, kept at hand
    std::array<unsigned char, 65> phase_of_empties{};  // phase_of, which divides, looked up
    // phases × layout.entries, in steps as the file holds them: bytes, half the cache of the units.
    std::vector<signed char> steps;
    std::optional<ProbCutModel> probcut;
    OpeningBook book;
    ExactBook exact_book;
  };
  Tables sizes_[2];  // 8×8, 6×6
};

}  // namespace engine::reversi
