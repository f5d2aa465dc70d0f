// The FFO endgame test positions #1–#79 (Edax's fforum-*.obf, via shared/data/reversi/ffo_all.txt):
// the field's yardstick for exact solvers. Each: position text, the exact score for the side to
// move under perfect play, and every best move.
#pragma once

#include <array>

namespace ffo {

struct Problem {
  int number;
  const char* position;
  int score;
  const char* best_moves;  // comma-separated
};

inline constexpr std::array<Problem, 79> kProblems{{
    {1, "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X", 18, "G8"},
    {2, "-XXXXXX---XOOOO--XOXXOOX-OOOOOOOOOOOXXOOOOOXXOOX--XXOO----XXXXX- X", 10, "A4"},
    {3, "----OX----OOXX---OOOXX-XOOXXOOOOOXXOXXOOOXXXOOOOOXXXXOXO--OOOOOX X", 2, "D1"},
    {4, "-XXXXXX-X-XXXOO-XOXXXOOXXXOXOOOX-OXOOXXX--OOOXXX--OOXX----XOXXO- X", 0, "H8,A5"},
    {5, "-OOOOO----OXXO-XXXOXOXX-XXOXOXXOXXOOXOOOXXXXOO-OX-XOOO---XXXXX-- X", 32, "G8"},
    {6, "--OXXX--OOOXXX--OOOXOXO-OOXOOOX-OOXXXXXXXOOXXOX--OOOOX---XXXXXX- X", 14, "A1,H3"},
    {7, "--OXXO--XOXXXX--XOOOXXXXXOOXXXXXXOOOOXXX-XXXXXXX--XXOOO----XXOO- X", 8, "A6"},
    {8, "---X-X--X-XXXX--XXXXOXXXXXXOOOOOXXOXXXO-XOXXXXO-XOOXXX--XOOXXO-- O", 8, "E1"},
    {9, "--XOXX--O-OOXXXX-OOOXXXX-XOXXXOXXXOXOOOXOXXOXOXX--OXOO----OOOO-- O", -8, "G7,A4"},
    {10, "-XXXX-----OXXX--XOXOXOXXOXOXXOXXOXXOXOOOXXXOXOOX--OXXO---OOOOO-- O", 10, "B2"},
    {11, "---O-XOX----XXOX---XXOOXO-XXOXOXXXXOOXOX-XOOXXXXXOOOXX-XOOOOOOO- O", 30, "B3"},
    {12, "--O--O--X-OOOOX-XXOOOXOOXXOXOXOOXXOXXOOOXXXXOOOO--OXXX---XXXXX-- O", -8, "B7"},
    {13, "--XXXXX--OOOXX---OOOXXXX-OXOXOXXOXXXOXXX--XOXOXX--OXOOO--OOOOO-- X", 14, "B7"},
    {14, "--XXXXX---OOOX---XOOXXXX-OOOOOOOOOOXXXOOOOOXXOOX--XXOO----XXXXX- X", 18, "A3"},
    {15, "----O------OOX---OOOXX-XOOOXOOOOOXXOXXOOOXXXOOOOOXXXOOXO--OOOOOX X", 4, "G3,B8"},
    {16, "-XXXXXX-X-XXXOO-XOXXXOOXXOOXXXOX-OOOXXXX--OOXXXX---OOO----XOX-O- X", 24, "F8"},
    {17, "-OOOOO----OXXO-XXXOOOXX-XXOXOXXOXXOOXOOOXXXXOO-OX-XOO----XXXX--- X", 8, "F8"},
    {18, "-XXX------OOOX--XOOOOOXXOXOXOOXXOXXOOOOOXXXOXOOX--OXXO---OOOOO-- X", -2, "G2"},
    {19, "--OXXO--XOXXXX--XOOOOXXXXOOOXXXXX-OOOXXX--OOOOXX--XXOOO----XXOO- X", 8, "B6"},
    {20, "XXXOXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOXXOO-OOOOO---OOOOOOO-OOOOOOO- X", 6, "H5"},
    {21, "OOOOOOOOXOOXXX--XXOOXOO-XOXOOO--XOOOOX--XOOXOO--XOOOOO--XXXX---- O", 0, "G5"},
    {22, "--OOOO--X-OOOOO-XXOOXOXXXOXOXXXXXXXOXXXX-XXOXOXX--OXXX-X----X--- O", 2, "G8"},
    {23, "--O-------OOX---OOOXXXO-OOOOXOXXXXXOOXOXXXXXXOOXX-XXXXOX--XXXX-- X", 4, "A2"},
    {24, "--O--O-----OOOX--X-XOXOO--XXXOOOXXXXOOOOXXXOXXOOXXXXXX--XOXX-O-- O", 0, "C3"},
    {25, "----X------XXXO--OOOXXXXXOOOOXXO-XXOOXXOOOXOXXXXOOOXX---X-XXXX-- O", 0, "G1,A5"},
    {26, "-OOOOO----OXXO---OOOOXXO-OOOXOXX-OOXOOXX-XOXXOXX--O-XXXX--O----O X", 0, "D8"},
    {27, "--XO-O----OOOO--OOXOXXO-OOOOXXOOOOOXXOX-OXOXXXXX--XXXX----X-O-X- X", -2, "B7"},
    {28, "--O-------OOO--X-XOOOOXXXXXXOXOX-XXOXOOXXXOXOOXX-OOOOO-X---OOO-- X", 0, "F1,B2,E1"},
    {29, "-OXXXX----OXXO--XXOOXOOOXXXOOXOOXXOOXOOOXXXXOO-XX-XXO----------- X", 10, "G2"},
    {30, "-XXX----X-XOO---XXOXOO--XOXOXO--XOOXOXXXXOOXXOX---OOOOO--XXXXX-- X", 0, "G3"},
    {31, "-OOOOO----OOOO--OXXOOO---XXXOO--XXXXXXO-XXXOOO-OX-OOOO---OOOOO-- X", -2, "G6"},
    {32, "--XX----O-XXOX--OOXOO---OXOXOOO-OOXXOOOXOOXXXOOX--XXXXOX--X--X-X X", -4, "G3"},
    {33, "-XXXXXXX--XOOO----OXOOXX-OOXXOXX-OOOOOXX-X-XOOXX---O-X-X--OOOO-- X", -8, "E7,A3"},
    {34, "-------------O-O-OOOOOOOOOOOOXOOOXXOOOXO-XXXOXOO--XXXOXO--OXXXXO X", -2, "C2"},
    {35, "--XXX-----XXXX-OOOXXOOOOOOOOOOXO-OOXXXXO-OOOXXXO---XOXX---X----- O", 0, "C7"},
    {36, "---X-O----XXXO-XXXXXXXXXXOOXXOOXXOXOOOXXXXOOOO-XX--OOOO--------- O", 0, "B7"},
    {37, "--OOOO--O-OOOO--OXXXOOO-OXXOXO--OOXXOXX-OOXXXX--O-XXX-----XX-O-- X", -20, "G2"},
    {38, "--OOOO----OOOO---XOXXOOXOOXOOOOX-OOOOOXXXOOXXXXX--X-X----------- X", 4, "B2"},
    {39, "O-OOOO--XOXXOX--XOOOXXX-XOOOXX--XOOXOX--XOXXX---X-XX------------ O", 64, "A8,B1,G1,G5,G6,C8,H3,E8,H4"},
    {40, "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X", 38, "A2"},
    {41, "-OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O- X", 0, "H4"},
    {42, "--OOO-------XX-OOOOOOXOO-OOOOXOOX-OOOXXO---OOXOO---OOOXO--OOOO-- X", 6, "G2"},
    {43, "--XXXXX---XXXX---OOOXX---OOXXXX--OOXXXO-OOOOXOO----XOX----XXXXX- O", -12, "G3,C7"},
    {44, "--O-X-O---O-XO-O-OOXXXOOOOOOXXXOOOOOXX--XXOOXO----XXXX-----XXX-- O", -14, "D2,B8"},
    {45, "---XXXX-X-XXXO--XXOXOO--XXXOXO--XXOXXO---OXXXOO-O-OOOO------OO-- X", 6, "B2"},
    {46, "---XXX----OOOX----OOOXX--OOOOXXX--OOOOXX--OXOXXX--XXOO---XXXX-O- X", -8, "B3"},
    {47, "-OOOOO----OOOO---OOOOX--XXXXXX---OXOOX--OOOXOX----OOXX----XXXX-- O", 4, "G2"},
    {48, "-----X--X-XXX---XXXXOO--XOXOOXX-XOOXXX--XOOXX-----OOOX---XXXXXX- O", 28, "F6"},
    {49, "--OX-O----XXOO--OOOOOXX-OOOOOX--OOOXOXX-OOOOXX-----OOX----X-O--- X", 16, "E1"},
    {50, "----X-----XXX----OOOXOOO-OOOXOOO-OXOXOXO-OOXXOOO--OOXO----O--O-- X", 10, "D8"},
    {51, "----O-X------X-----XXXO-OXXXXXOO-XXOOXOOXXOXXXOO--OOOO-O----OO-- O", 6, "E2,A3"},
    {52, "---X-------OX--X--XOOXXXXXXOXXXXXXXOOXXXXXXOOOXX--XO---X-------- O", 0, "A3"},
    {53, "----OO-----OOO---XXXXOOO--XXOOXO-XXXXXOO--OOOXOO--X-OX-O-----X-- X", -2, "D8"},
    {54, "--OOO---XXOO----XXXXOOOOXXXXOX--XXXOXX--XXOOO------OOO-----O---- X", -2, "C7"},
    {55, "--------X-X------XXXXOOOOOXOXX--OOOXXXX-OOXXXX--O-OOOX-----OO--- O", 0, "G6,B7,E2,G4"},
    {56, "--XXXXX---XXXX---OOOXX---OOXOX---OXXXXX-OOOOOXO----OXX---------- O", 2, "H5"},
    {57, "-------------------XXOOO--XXXOOO--XXOXOO-OOOXXXO--OXOO-O-OOOOO-- X", -10, "A6"},
    {58, "--XOOO----OOO----OOOXOO--OOOOXO--OXOXXX-OOXXXX----X-XX---------- X", 4, "G1"},
    {59, "-----------------------O--OOOOO---OOOOOXOOOOXXXX--XXOOXX--XX-O-X X", 64, "H4,G8,E8"},
    {60, "---OOOO----OOO----XOXOXX--XOOXXX--XOOXXX--XOOOXX--OXXX-X--XXXX-- X", 20, "C2"},
    {61, "-XXXX---X-XXOX--XXXXOXX-XOOXOOOOXOOOOOO-XXOOOO--X---O----------- O", -14, "H3,G1"},
    {62, "--OOOO----OOXX----OXXXXXXXOXXOOO-XXXXOO-OXXXXXXO----X----------- O", 28, "E8"},
    {63, "--X-------X-X----OXXXX---OXXXXO-OOXOXOOOOOOOOXO---XOXX-----XXXX- O", -2, "F2"},
    {64, "--O--X----O--X-O-OOXXXOO--XXXXXO--XXOOOO-XXXXXX---XXX----X-OOO-- O", 20, "B4"},
    {65, "----OO----OOOOX---OXXXX-O-OXXXX--OOXXOX-XXOXXXX---OOOO-------O-- X", 10, "G1"},
    {66, "-OOO----X-OXX---XXOXXOO-XOXXOO--XXOOOO--XXOOOO----OOO-----O----- X", 30, "H3"},
    {67, "-XXXXX----XOXX--OOOXOXO--OOOXOOO-OOOXXO---OOOX-O---OX----------- X", 22, "H3"},
    {68, "---OOO----OOOO----OXXOOX-OOXXOX--OOXXXX--XOOXX----OOO--------O-- X", 28, "E8"},
    {69, "--OOOO-----OOO---OOOOO--XXOXXOO--OXOXOO-OXXXXXX---X-X----------- X", 0, "H3"},
    {70, "---X----X-XXX---XXXX----XXXOOO--XXXXOO--XXOOXXX-X-OOXX----O----- X", -24, "E3"},
    {71, "------------------XXXXX--XXXXXO--OXXXOOX--OXOXXX--OOXX-X---XXXX- O", 20, "D2"},
    {72, "---O------OOXX---XXOXXX-XXXXOOXX-XXXXOO---XXXOO----XX-------X--- O", 24, "E1"},
    {73, "--X--X----XXX---OOXXXX---OOXXX---OXOXXO-OOOXXXX-O--OXO---------- O", -4, "G4"},
    {74, "----X-----OXXO-X--OXOOXX-OOXXOXX--OXXO-X--XXOO----XOOO-------O-- O", -30, "F1"},
    {75, "----O-------OO----XXOX-O-XXXOXOO--OOOOO---OOOXOX--OOOOX------O-- X", 14, "D2"},
    {76, "---O------OO-O-----OOOX-OOOOOOX--XXXXOXX--OOOOOO--OOO-------O--- X", 32, "A3"},
    {77, "--O-OX--X-OOO---XXOOO---XXOXOOOO-OOOOO--O-X-O-----OX------------ X", 34, "B7"},
    {78, "----O-----OOOO---OOOX-X-OOXOXXXX-XOOX---XOOO-X----OO-------O---- X", 8, "F1"},
    {79, "--------------X-----O-XX---OOOX-OOOOXOXX--OOOOOO--O-OO-O----OO-- X", 64, "D7"},
}};

// Returns problem number n (1 to 79).
constexpr const Problem& problem(int n) { return kProblems[n - 1]; }

}  // namespace ffo
