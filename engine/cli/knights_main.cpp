// knights: the knight game's command-line tool, for engineers and benchmarks.
#include "cli/knights_commands.hpp"

int main(int argc, char** argv) { return cli::run_command(cli::knights::tool(), argc, argv); }
