// How many cases the slowest tests run: all of them natively and in wasm, a quarter in the
// sanitizer build (SANITIZED_TESTS), whose checked code runs several times slower.
#pragma once

#ifdef SANITIZED_TESTS
inline constexpr int kSlowCaseShare = 4;
#else
inline constexpr int kSlowCaseShare = 1;
#endif

// Returns how many of a slow test's n cases to run in this build.
constexpr int slow_cases(int n) { return n / kSlowCaseShare; }
