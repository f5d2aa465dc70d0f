#include "cli/files.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>

namespace cli {
namespace {

std::string failure(const char* what, const std::string& path, int error) {
  return std::string("cannot ") + what + " " + path + ": " + std::strerror(error);
}

}  // namespace

std::string read_file(const std::string& path, std::vector<std::uint8_t>& bytes, std::size_t max_bytes) {
  std::FILE* file = std::fopen(path.c_str(), "rb");
  if (!file) return failure("open", path, errno);
  bytes.clear();
  std::uint8_t buffer[1 << 16];
  // One byte past max_bytes tells a file that is too long from one that just fits.
  while (bytes.size() <= max_bytes)
    if (const std::size_t n = std::fread(buffer, 1, std::min(sizeof buffer, max_bytes + 1 - bytes.size()), file))
      bytes.insert(bytes.end(), buffer, buffer + n);
    else
      break;
  const int error = std::ferror(file) ? errno : 0;
  std::fclose(file);
  if (error) return failure("read", path, error);
  if (bytes.size() > max_bytes) {
    bytes.clear();
    return "cannot read " + path + ": it is longer than " + std::to_string(max_bytes) + " bytes";
  }
  return "";
}

FileReader::FileReader(const std::string& path) : path_(path), file_(std::fopen(path.c_str(), "rb")) {
  if (!file_) error_ = failure("open", path, errno);
}

FileReader::~FileReader() {
  if (file_) std::fclose(file_);
}

std::string FileReader::read(std::size_t count, std::vector<std::uint8_t>& bytes) {
  bytes.resize(count);
  const std::size_t n = file_ ? std::fread(bytes.data(), 1, count, file_) : 0;
  bytes.resize(n);
  if (!file_) return error_;
  return std::ferror(file_) ? failure("read", path_, errno) : "";
}

std::string write_file(const std::string& path, const std::vector<std::uint8_t>& bytes) {
  const std::string temporary = path + ".tmp";
  std::FILE* file = std::fopen(temporary.c_str(), "wb");
  if (!file) return failure("write", path, errno);
  const bool written = std::fwrite(bytes.data(), 1, bytes.size(), file) == bytes.size();
  const int error = written ? 0 : errno;
  if (std::fclose(file) != 0 || !written) {
    const int reason = error ? error : errno;
    std::remove(temporary.c_str());
    return failure("write", path, reason);
  }
  if (std::rename(temporary.c_str(), path.c_str()) != 0) {
    const int reason = errno;
    std::remove(temporary.c_str());
    return failure("write", path, reason);
  }
  return "";
}

}  // namespace cli
