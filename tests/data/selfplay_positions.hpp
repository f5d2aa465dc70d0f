// Positions with 20 empty squares from the strong player's games against itself (50,000 nodes a
// move; the last five after ten random opening moves), black to move: a second yardstick for
// the solver beside the FFO set, closer to what the page meets. Their exact scores come from
// this solver; the bench checks it still finds them.
#pragma once

#include <array>

namespace selfplay {

struct Problem {
  const char* position;
  int score;
};

inline constexpr std::array<Problem, 8> kProblems{{
    {"---X-OOO--OOOXXX-OOOXOXX--OXOOXX--XOOOXO-OOOXOOO--OOOX----OOO-X- X", 12},
    {"----------O--O---OOOXOOOXOOXOOOO-OXOOXOOOXOOOOX-OXXXXO-XOXXXOO-- X", 12},
    {"--OOXXXOX-OXXXXO-XOOOOXOOOXOOXO-OOOOXOOXOOOXOOO---O--O---------- X", 12},
    {"--X-O---O-XXO---OOXXX---OOOOOO--OOXXOX--OXOOXX--OOOOOXX-OXXXXXXX X", -14},
    {"--OOOOO---OOOO--OOOOXXXXOXXXXXOXOXXXXXXXOX-XXXXX--XX-X------X--- X", -16},
    {"--XX-----OXXXX--XOOOXOOOOOXOOOOO-OXXOOO-OOOXOO-X--XOX----XXXXX-- X", 6},
    {"--X--X----XXXX--XOOOOO--OXXXOOO-XXXXOO--XXOXXO--XXXOOX--XXXXXXX- X", 10},
    {"--XXXXOXXOOOOOOXXOOOOOOXXOOOXOOXX--OOOOX---OOOXX----OO-------O-- X", 10},
}};

}  // namespace selfplay
