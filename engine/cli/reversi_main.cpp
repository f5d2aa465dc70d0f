// reversi: the Reversi engine's command-line tool, for engineers and benchmarks.
#include "cli/reversi_commands.hpp"

int main(int argc, char** argv) { return cli::run_command(cli::reversi::tool(), argc, argv); }
