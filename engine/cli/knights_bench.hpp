// What the parts of `knights bench` share: how a set of times is printed, and the questions of
// play's bench (knights_play_bench.cpp).
#pragma once

#include <string>
#include <vector>

namespace cli::knights {

// Prints the median, 99th percentile and largest of times (sorted in place) and total_ms, as
// "NAME: N calls, p50 …, p99 …, max …, all in T ms".
void print_times(const std::string& name, std::vector<double>& times, double total_ms);

// Times winningMoves, bestTries, the perfect AI's move and grundy in the first play_positions
// positions of games against the perfect AI and in random_positions random positions of plies
// 3 to 12, and the review of those games.
void bench_play_questions(int play_positions, int random_positions);

}  // namespace cli::knights
