// Fuzz target: the command lines of both tools, read as the tools read them before running
// anything (numbers, options, move lists, positions, file names). The input is the arguments,
// one a line; both tools read them, and nothing runs. A refusal is one line, said with its tool.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "cli/knights_commands.hpp"
#include "cli/reversi_commands.hpp"
#include "fuzz_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  cli::Args args(1);
  for (std::size_t i = 0; i < size; ++i) {
    if (data[i] == '\n')
      args.emplace_back();
    else
      args.back() += static_cast<char>(data[i]);
  }
  for (const cli::Tool* tool : {&cli::knights::tool(), &cli::reversi::tool()}) {
    std::string error;
    const std::optional<cli::Job> job = cli::read_command(*tool, args, error);
    FUZZ_CHECK(job.has_value() == error.empty());
    FUZZ_CHECK(job || (error.starts_with(tool->name) && error.find('\n') == std::string::npos));
  }
  return 0;
}
