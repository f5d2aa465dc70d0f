// The knight game's command-line tool: its commands (perft, play and solve here, review in
// knights_review.cpp, book in knights_book.cpp, puzzles in knights_puzzles.cpp, bench in knights_bench.cpp), each reading its arguments into a job.
#pragma once

#include <cstddef>

#include "cli/command_line.hpp"

namespace cli::knights {

// The largest solver table --table-mb takes, in MB: 16 GB, most of a big machine's memory.
inline constexpr std::size_t kMaxTableMb = 16384;

// The tool: its name, usage and commands.
const Tool& tool();

Job perft_command(Arguments& args);
Job play_command(Arguments& args);
Job solve_command(Arguments& args);
Job review_command(Arguments& args);
Job book_command(Arguments& args);
Job puzzles_command(Arguments& args);
Job bench_command(Arguments& args);

}  // namespace cli::knights
