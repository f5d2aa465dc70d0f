// Reversi's command-line tool: its commands (perft, play, solve and analyze here, review in
// reversi_review.cpp, bench in reversi_bench.cpp, fit in reversi_fit.cpp, train in reversi_train.cpp, match in
// reversi_match_command.cpp, probcut in reversi_probcut.cpp, book in reversi_book.cpp and reversi_exact_book.cpp, perfect in reversi_perfect.cpp, puzzles in reversi_puzzles.cpp), each reading its arguments into a job.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cli/command_line.hpp"
#include "reversi/geometry.hpp"
#include "tools/reversi_match.hpp"

namespace cli::reversi {

// The tool: its name, usage and commands.
const Tool& tool();

// The most threads the commands that play many games (fit, train, match) may start.
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
inline constexpr int kMaxThreads = 1;  // wasm without pthreads cannot start a thread
#else
inline constexpr int kMaxThreads = 256;
#endif

// Takes "--threads N" out of args and returns it: one thread per core when it is absent.
int read_threads(Arguments& args);

// Takes "--seed S" and "--threads N" out of args, as those commands read them; threads is one per
// core when --threads is absent, seed keeps its value.
void read_seed_and_threads(Arguments& args, std::uint64_t& seed, int& threads);

// The files a fitting command (train, probcut) reads its data from instead of computing it, and
// writes it to; each empty when not given.
struct DataFiles {
  std::string load, save;
};

// Takes "--load-NOUN P" and "--save-NOUN P" out of args, e.g. NOUN "positions".
DataFiles read_data_files(Arguments& args, std::string_view noun);

// Reads a match's player, LEVEL[:BUDGET][:WEIGHTS-FILE][@PROGRAM]; refuses a malformed one.
engine::reversi::Player read_player(const std::string& text, Arguments& args);

// Takes a position text, all the arguments left (no options: a text may start with "--").
engine::reversi::Position read_position(Arguments& args);

// Returns a weights file's bytes: `weights` for g's size, the compiled-in tables for the other
// (one phase of zeros when there are none).
std::vector<unsigned char> weights_file_bytes(const engine::reversi::Geometry& g, const engine::reversi::SizeWeights& weights);

// Writes a weights file's bytes at path and says so; returns kDone, or kFailed saying why (bytes
// that do not read back as a weights file are never written).
int write_weights(const std::string& path, const std::vector<unsigned char>& bytes);

// Takes "--size 8" or "--size 6" out of args; returns that board, 8×8 when the option is absent.
const engine::reversi::Geometry& read_size(Arguments& args);

Job perft_command(Arguments& args);
Job play_command(Arguments& args);
Job solve_command(Arguments& args);
Job analyze_command(Arguments& args);
Job review_command(Arguments& args);
Job bench_command(Arguments& args);
Job fit_command(Arguments& args);
Job train_command(Arguments& args);
Job match_command(Arguments& args);
Job move_command(Arguments& args);
Job probcut_command(Arguments& args);
Job book_command(Arguments& args);
Job perfect_command(Arguments& args);
Job puzzles_command(Arguments& args);
// The proven book's build (--exact) and check (--check), which book_command hands over to (reversi_exact_book.cpp).
Job exact_book_job(Arguments& args, bool checking);

}  // namespace cli::reversi
