// Reversi's command-line tool: its commands (perft, play, solve and analyze here, bench in
// reversi_bench.cpp, fit in reversi_fit.cpp), each reading its arguments into a job.
#pragma once

#include "cli/command_line.hpp"
#include "reversi/geometry.hpp"

namespace cli::reversi {

// The tool: its name, usage and commands.
const Tool& tool();

// Takes "--size 8" or "--size 6" out of args; returns that board, 8×8 when the option is absent.
const engine::reversi::Geometry& read_size(Arguments& args);

Job perft_command(Arguments& args);
Job play_command(Arguments& args);
Job solve_command(Arguments& args);
Job analyze_command(Arguments& args);
Job bench_command(Arguments& args);
Job fit_command(Arguments& args);

}  // namespace cli::reversi
