// The Catch2 test runner for the engine suite.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
