// The Reversi commands of the command-line tool; each returns the process exit code.
#pragma once

#include <string>
#include <vector>

namespace cli::reversi {

int perft_command(const std::vector<std::string>& args);
int play_command(const std::vector<std::string>& args);
int solve_command(const std::vector<std::string>& args);
int bench_command(const std::vector<std::string>& args);

}  // namespace cli::reversi
