// Whole files in and out for the command-line tools, saying why when the system refuses.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace cli {

// Reads the file at path into bytes; returns "", or why it could not ("cannot open …: No such
// file or directory", "cannot read …: Is a directory").
std::string read_file(const std::string& path, std::vector<std::uint8_t>& bytes);

// Writes bytes to path, through path.tmp so that a crash never leaves half a file; returns "",
// or why it could not.
std::string write_file(const std::string& path, const std::vector<std::uint8_t>& bytes);

}  // namespace cli
