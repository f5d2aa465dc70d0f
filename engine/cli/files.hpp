// Whole files in and out for the command-line tools, saying why when the system refuses.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace cli {

// Reads the file at path into bytes, at most max_bytes of it (what its kind of file can hold, so
// that /dev/zero or a wrong file is refused quickly); returns "", or why it could not ("cannot
// open …: No such file or directory", "cannot read …: Is a directory", "cannot read …: it is
// longer than 16777216 bytes").
std::string read_file(const std::string& path, std::vector<std::uint8_t>& bytes, std::size_t max_bytes);

// A file read piece by piece, so that a reader can stop at the first piece it refuses (a file of
// records: /dev/zero or a wrong file is refused at its first record, not after a gigabyte).
class FileReader {
 public:
  // Opens the file at path; error() says why when it could not.
  explicit FileReader(const std::string& path);
  ~FileReader();
  FileReader(const FileReader&) = delete;
  FileReader& operator=(const FileReader&) = delete;

  // Reads the next count bytes into bytes (fewer at the end of the file); returns "", or why not.
  std::string read(std::size_t count, std::vector<std::uint8_t>& bytes);
  const std::string& error() const { return error_; }

 private:
  std::string path_, error_;
  std::FILE* file_;
};

// Writes bytes to path, through path.tmp so that a crash never leaves half a file; returns "",
// or why it could not.
std::string write_file(const std::string& path, const std::vector<std::uint8_t>& bytes);

}  // namespace cli
