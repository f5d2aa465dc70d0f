// A command's arguments, read the one way both tools read them: options ("--name" or "--name
// VALUE") wherever they stand, then the rest in order; numbers whole and within their range. The
// first refusal is kept as one line saying what is wrong, and the command then runs nothing.
#pragma once

#include <charconv>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cli {

using Args = std::vector<std::string>;

// Returns text, all of it, read as a whole number from min to max; nothing when it is anything else.
template <class Int>
std::optional<Int> read_number(std::string_view text, Int min, Int max) {
  Int number{};
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
  if (error != std::errc() || end != text.data() + text.size() || number < min || number > max) return std::nullopt;
  return number;
}

class Arguments {
 public:
  explicit Arguments(Args args) : args_(std::move(args)) {}

  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }

  // Refuses the arguments, saying why; the first refusal stands.
  void refuse(const std::string& why);

  // Takes the flag `name` out of the arguments; returns whether it was there. An option or flag
  // given twice is refused by name (which of the two would count is anyone's guess).
  bool flag(std::string_view name);

  // Takes "name VALUE" out of the arguments and returns VALUE; nothing when the option is absent.
  std::optional<std::string> option(std::string_view name);

  // Takes "name N" out of the arguments into value, N a whole number from min to max; value keeps
  // its default when the option is absent. Returns whether it was there.
  template <class Int>
  bool number_option(std::string_view name, Int min, Int max, Int& value) {
    const auto text = option(name);
    if (text) read_into(*text, name, min, max, value);
    return text.has_value();
  }

  // Takes the next argument, a whole number from min to max, which the messages call `what`
  // (as the usage does: "DEPTH").
  template <class Int>
  Int number(std::string_view what, Int min, Int max) {
    Int value = min;
    if (const auto text = word(what)) read_into(*text, what, min, max, value);
    return value;
  }

  // Takes the next argument, which the messages call `what` ("FILE"); nothing, refused, when there is none.
  std::optional<std::string> word(std::string_view what);

  // Takes the arguments left, joined by spaces: a move list or a position, which needs no quotes.
  std::string rest();

  // Refuses any argument left that looks like an option ("--" and a letter): one no command takes.
  void no_other_options();

  // Refuses any argument left.
  void end();

 private:
  // Returns where `name` first stands in the arguments (end() when absent), refusing it when it stands there twice.
  Args::iterator find_once(std::string_view name);

  template <class Int>
  void read_into(const std::string& text, std::string_view what, Int min, Int max, Int& value) {
    if (const auto number = read_number(text, min, max))
      value = *number;
    else
      refuse(std::string(what) + " must be a whole number from " + std::to_string(min) + " to " + std::to_string(max) +
             ", not '" + text + "'");
  }

  Args args_;  // the arguments not taken yet
  std::string error_;
};

}  // namespace cli
