// What both command-line tools share: dispatching a command, reading numbers and move lists, timing.
#pragma once

#include <charconv>
#include <chrono>
#include <cstdio>
#include <initializer_list>
#include <string>
#include <vector>

namespace cli {

using Args = std::vector<std::string>;

struct Command {
  const char* name;
  int (*run)(const Args& args);  // returns the process exit code
};

// Runs the command named by argv[1] with the arguments after it; prints usage (to stderr) and
// returns 2 when there is none or it is unknown.
inline int run_command(const char* tool, const char* usage, std::initializer_list<Command> commands, int argc,
                       char** argv) {
  const Args args(argv + 1, argv + argc);
  if (!args.empty()) {
    for (const Command& command : commands)
      if (args[0] == command.name) return command.run(Args(args.begin() + 1, args.end()));
    std::fprintf(stderr, "%s: unknown command '%s'\n", tool, args[0].c_str());
  }
  std::fputs(usage, stderr);
  return 2;
}

// Returns the milliseconds elapsed since start.
inline double milliseconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// Joins the arguments from index first on into one text, so a move list needs no quotes.
inline std::string join(const Args& args, std::size_t first) {
  std::string text;
  for (std::size_t i = first; i < args.size(); ++i) text += (text.empty() ? "" : " ") + args[i];
  return text;
}

// Reads text, all of it, as a whole number from min to max into value; returns false, leaving
// value alone, when it is anything else.
template <class Int>
bool read_number(const std::string& text, Int min, Int max, Int& value) {
  Int number{};
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
  if (error != std::errc() || end != text.data() + text.size() || number < min || number > max) return false;
  value = number;
  return true;
}

// Plays a move list on game; when the engine refuses it, prints why and returns false.
template <class Game>
bool load_moves(Game& game, const std::string& moves, const char* tool) {
  if (const std::string error = game.play_moves(moves); !error.empty()) {
    std::fprintf(stderr, "%s: %s\n", tool, error.c_str());
    return false;
  }
  return true;
}

}  // namespace cli
