#include "cli/arguments.hpp"

#include <algorithm>
#include <cctype>

namespace cli {

void Arguments::refuse(const std::string& why) {
  if (error_.empty()) error_ = why;
}

Args::iterator Arguments::find_once(std::string_view name) {
  const auto it = std::find(args_.begin(), args_.end(), name);
  if (it != args_.end() && std::find(it + 1, args_.end(), name) != args_.end()) refuse(std::string(name) + " is given twice");
  return it;
}

bool Arguments::flag(std::string_view name) {
  const auto it = find_once(name);
  if (it == args_.end()) return false;
  args_.erase(it);
  return true;
}

std::optional<std::string> Arguments::option(std::string_view name) {
  const auto it = find_once(name);
  if (it == args_.end()) return std::nullopt;
  if (it + 1 == args_.end()) {
    refuse(std::string(name) + " needs a value");
    args_.erase(it);
    return std::nullopt;
  }
  std::string value = *(it + 1);
  args_.erase(it, it + 2);
  return value;
}

std::optional<std::string> Arguments::word(std::string_view what) {
  if (args_.empty()) {
    refuse(std::string(what) + " is missing");
    return std::nullopt;
  }
  std::string value = args_.front();
  args_.erase(args_.begin());
  return value;
}

std::string Arguments::rest() {
  std::string text;
  for (const std::string& arg : args_) text += (text.empty() ? "" : " ") + arg;
  args_.clear();
  return text;
}

namespace {

bool looks_like_option(const std::string& arg) {
  return arg.size() > 2 && arg.starts_with("--") && std::isalpha(static_cast<unsigned char>(arg[2]));
}

}  // namespace

void Arguments::no_other_options() {
  for (const std::string& arg : args_)
    if (looks_like_option(arg)) refuse("unknown option '" + arg + "'");
}

void Arguments::end() {
  no_other_options();
  if (!args_.empty()) refuse("unexpected argument '" + args_.front() + "'");
}

}  // namespace cli
