#include "cli/command_line.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace cli {
namespace {

const Command* find_command(const Tool& tool, const Args& args) {
  if (args.empty()) return nullptr;
  for (const Command& command : tool.commands)
    if (args[0] == command.name) return &command;
  return nullptr;
}

}  // namespace

std::optional<Job> read_command(const Tool& tool, const Args& args, std::string& error) {
  const Command* command = find_command(tool, args);
  if (!command) {
    error = std::string(tool.name) + (args.empty() ? ": a command is missing" : ": unknown command '" + args[0] + "'");
    return std::nullopt;
  }
  Arguments arguments(Args(args.begin() + 1, args.end()));
  Job job = command->read(arguments);
  if (arguments.ok()) return job;
  error = std::string(tool.name) + " " + command->name + ": " + arguments.error();
  return std::nullopt;
}

int checked_output(const std::string& who, int status) {
  // The reason is known when this flush fails; a line-buffered output (the tools under node) failed
  // at an earlier line, whose errno may be gone since.
  errno = 0;
  if (std::fflush(stdout) == 0 && !std::ferror(stdout)) return status;
  const int error = errno;
  std::fprintf(stderr, "%s: cannot write the output%s%s\n", who.c_str(), error ? ": " : "", error ? std::strerror(error) : "");
  return status == kDone ? kFailed : status;
}

int run_command(const Tool& tool, int argc, char** argv) {
  const Args args(argv + 1, argv + argc);
  std::string error;
  if (const std::optional<Job> job = read_command(tool, args, error))
    return checked_output(std::string(tool.name) + " " + args[0], (*job)());
  std::fprintf(stderr, "%s\n", error.c_str());
  if (!find_command(tool, args)) std::fputs(tool.usage, stderr);
  return kRefused;
}

}  // namespace cli
