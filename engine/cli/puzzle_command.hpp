// `knights puzzles` and `reversi puzzles`, written once: making a puzzle set into FILE
// ([--count N] [--seed S]), or checking one (--check FILE [--sample N]): every line read, every
// puzzle distinct up to symmetry and proven again by the game's solver (or an even sample of them).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

#include "cli/command_line.hpp"
#include "core/puzzle_set.hpp"
#include "tools/puzzle_check.hpp"

namespace cli {

// What a game brings to the command.
struct PuzzleGame {
  const char* who;  // "knights puzzles", for the messages
  engine::BoardShape shape;
  engine::PuzzleSet (*read)(std::string_view text);
  bool game_options;  // whether an option of the game's own for making a set was given (refused with --check)
  // Makes count puzzles from the seed (progress on standard error); checks a set.
  std::function<std::vector<engine::Puzzle>(int count, std::uint64_t seed)> make;
  std::function<engine::PuzzleCheck(const std::vector<engine::Puzzle>& puzzles, std::size_t sample)> check;
};

// Reads the command's arguments into its job.
Job puzzles_job(Arguments& args, const PuzzleGame& game);

}  // namespace cli
