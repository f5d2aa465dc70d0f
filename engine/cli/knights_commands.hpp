// The knight-game commands of the command-line tool; each returns the process exit code.
#pragma once

#include <chrono>
#include <string>
#include <vector>

namespace cli {

// Returns the milliseconds elapsed since start.
inline double milliseconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

int perft_command(const std::vector<std::string>& args);
int play_command(const std::vector<std::string>& args);
int solve_command(const std::vector<std::string>& args);
int book_command(const std::vector<std::string>& args);
int bench_command(const std::vector<std::string>& args);

}  // namespace cli
