// What both command-line tools share: a table of commands, each reading its arguments before it
// runs anything, so that bad input is refused with one line and exit status 2 and changes
// nothing; move lists; timing.
#pragma once

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "cli/arguments.hpp"

namespace cli {

// Exit statuses: kDone, or kFailed when the work itself failed (a check found a bad file, a file
// could not be written), or kRefused for bad input, when nothing was done.
inline constexpr int kDone = 0, kFailed = 1, kRefused = 2;

// A command whose arguments are read, ready to run; it returns the exit status.
using Job = std::function<int()>;

struct Command {
  const char* name;
  // Reads the arguments and returns the job; bad arguments are refused through args.
  Job (*read)(Arguments& args);
};

struct Tool {
  const char* name;   // "knights" or "reversi"
  const char* usage;  // several lines
  std::vector<Command> commands;
};

// Reads args, a command's name and its arguments: returns the command's job, or nothing after
// setting error to the line that says why ("knights perft: DEPTH is missing").
std::optional<Job> read_command(const Tool& tool, const Args& args, std::string& error);

// Returns a tool's exit status, or kFailed after saying so on standard error ("knights play:
// cannot write the output: No space left on device", the reason when known) when its standard
// output could not be written: figures that were lost must not pass for a success. Every tool
// ends through it.
int checked_output(const std::string& who, int status);

// Runs the command argv[1] names with the arguments after it. Bad input: the line that says
// why (and the usage, for a missing or unknown command) on standard error, exit status 2. Output
// that could not be written: the line that says so, exit status 1 (kFailed).
int run_command(const Tool& tool, int argc, char** argv);

// Plays the arguments left, a move list, on game; refuses them as the engine refuses the moves.
template <class Game>
void read_moves(Arguments& args, Game& game) {
  args.no_other_options();
  if (!args.ok()) return;
  if (const std::string error = game.play_moves(args.rest()); !error.empty()) args.refuse(error);
}

// Returns the milliseconds elapsed since start.
inline double milliseconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// Returns the job of `perft DEPTH`: count() counts the leaves, and the job prints them and the time.
template <class Count>
Job perft_job(int depth, Count count) {
  return [depth, count] {
    const auto start = std::chrono::steady_clock::now();
    const std::uint64_t leaves = count();
    std::printf("perft(%d) = %llu  (%.1f ms)\n", depth, static_cast<unsigned long long>(leaves), milliseconds_since(start));
    return kDone;
  };
}

}  // namespace cli
