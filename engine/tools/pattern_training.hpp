// Training the pattern evaluation (reversi/pattern_evaluation.hpp), behind `reversi train`.
//
// The positions: self-play games of a searching player (a node budget a move) after random
// openings, played exactly from `solve_empties` on (the solver's moves, with one table kept
// through the game). Every position, the opening's included, is labelled with the game's final
// score from its side to move: exact from solve_empties on, and before that the result of a game
// whose end was played perfectly. One game in ten is held out: the fit never sees it, and its error is printed.
//
// The fit: per phase (and its neighbours' positions within `spread` empties, which a phase's few
// positions then share), ridge least squares (conjugate gradients on the normal equations) of the
// features' weights to the labels, leaving out the features seen in fewer than `min_count`
// positions (weight 0: too rare to be learnt, and zeros keep the shipped file small).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "players/reversi_players.hpp"
#include "reversi/pattern_evaluation.hpp"

namespace engine::reversi {

struct TrainingOptions {
  const Geometry* geometry = &kBoard8;
  int games = 2000;
  Level player = Level::Strong;  // the self-play player, a searching level
  std::uint64_t nodes = 4000;    // its budget a move
  int random_plies = 10;         // random plies of every opening, for variety
  int solve_empties = 16;        // played and labelled exactly from this many empties
  int phases = 10;
  int spread = 0;                // each phase's fit also takes the positions this many empties beyond it
  double ridge = 4;              // λ of the penalty λ·Σ weight², against the squared errors (both in discs)
  int min_count = 4;
  int iterations = 200;          // conjugate-gradient steps per phase
  std::uint64_t seed = 1;
  int threads = 1;               // games and phases are shared out; the results do not depend on it
};

struct TrainingSample {
  Board board;
  int score;  // the final score from the side to move's view, in discs
};

struct TrainingData {
  std::vector<TrainingSample> fit, held_out;
};

// Plays the games and returns their positions (those where the side to move has a move).
TrainingData self_play_data(const TrainingOptions& options);

// The positions as a file, so that fits can be tried again without replaying the games:
// "RPP1", the board size, the counts of positions to fit and held out (4 bytes each), then each
// position: player, opponent (8 bytes each), score (a signed byte); little-endian throughout.
std::vector<unsigned char> positions_bytes(const TrainingData& data, const Geometry& geometry);

// positions_bytes' file is read in two steps, so that a reader can stop at its first bad record:
// its header, then its records, kPositionBytes each, any number at a time.
inline constexpr std::size_t kPositionsHeaderBytes = 4 + 1 + 4 + 4, kPositionBytes = 8 + 8 + 1;
struct PositionsHeader {
  std::uint64_t fit = 0, held_out = 0;  // how many positions of each set follow, the fit's first
};

// Reads the header of a positions file for a board of `geometry`; on a malformed one returns
// nothing and says why in error.
std::optional<PositionsHeader> read_positions_header(std::span<const unsigned char> bytes, const Geometry& geometry,
                                                     std::string& error);

// Appends whole records (bytes.size() a multiple of kPositionBytes) to samples; `number` is the
// first one's in the file, from 1. At the first record that is not a position a game on the board
// reaches (its discs: apart, on the board, the centre four taken; its score: within the board's
// discs) returns false and says why in error.
bool read_position_records(std::span<const unsigned char> bytes, const Geometry& geometry, std::uint64_t number,
                           std::vector<TrainingSample>& samples, std::string& error);

struct PhaseFit {
  std::vector<double> weights;  // per feature, in evaluation units
  int samples = 0, held_out = 0;  // held out: the phase's own
  int features_used = 0;
  double rms = 0, held_out_rms = 0;  // in discs, with the weights rounded to steps
};

// Fits every phase's weights to the data.
std::vector<PhaseFit> fit_phases(const TrainingData& data, const TrainingOptions& options);

// Returns, per phase, an evaluation's RMS error in discs on the samples of that phase: the weights
// in force measured on the held-out positions, the error a fit's must beat.
std::vector<double> phase_rms(const std::vector<TrainingSample>& samples, const Evaluation& evaluation,
                              const TrainingOptions& options);

}  // namespace engine::reversi
