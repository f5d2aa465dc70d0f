// What the fuzz targets share: a check that stops the run as a crash, so that libFuzzer saves the
// input, when a property of the parsers fails (a sanitizer report stops it the same way).
#pragma once

#include <cstdio>
#include <cstdlib>

// Stops the fuzz run, saying which property failed, when condition is false.
#define FUZZ_CHECK(condition)                                                                \
  do {                                                                                       \
    if (!(condition)) {                                                                      \
      std::fprintf(stderr, "%s:%d: fuzz check failed: %s\n", __FILE__, __LINE__, #condition); \
      std::abort();                                                                          \
    }                                                                                        \
  } while (false)
