// The knight-game commands of the command-line tool; each returns the process exit code.
#pragma once

#include "cli/command_line.hpp"

namespace cli::knights {

int perft_command(const Args& args);
int play_command(const Args& args);
int solve_command(const Args& args);
int book_command(const Args& args);
int bench_command(const Args& args);

}  // namespace cli::knights
