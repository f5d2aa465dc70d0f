// Whole files in and out for the command-line tools, saying why when the system refuses.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace cli {

// Reads the file at path into bytes, at most max_bytes of it (what its kind of file can hold, so
// that /dev/zero or a wrong file is refused quickly); returns "", or why it could not ("cannot
// open …: No such file or directory", "cannot read …: Is a directory", "cannot read …: it is
// longer than 16777216 bytes").
std::string read_file(const std::string& path, std::vector<std::uint8_t>& bytes, std::size_t max_bytes);

// Writes bytes to path, through path.tmp so that a crash never leaves half a file; returns "",
// or why it could not.
std::string write_file(const std::string& path, const std::vector<std::uint8_t>& bytes);

}  // namespace cli
