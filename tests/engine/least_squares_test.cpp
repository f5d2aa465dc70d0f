// The least-squares solver: exact data gives back its coefficients, noisy data the textbook
// line, and a problem that does not determine an unknown says which one instead of answering.
#include <catch2/catch.hpp>

#include <vector>

#include "core/random.hpp"
#include "tools/least_squares.hpp"

using namespace engine;

namespace {

// Returns a whole number from -10 to 10.
double small_integer(Random& rng) { return static_cast<double>(rng.below(21)) - 10; }

}  // namespace

TEST_CASE("least squares recovers the coefficients of exact data", "[least_squares]") {
  const std::array<double, 5> coefficients = {3, -7, 0.5, 120, -0.25};
  Random rng(1);
  for (const int rows : {5, 12, 1000}) {  // square, barely over-determined, and many rows
    LeastSquares<5> problem;
    while (problem.rows() < static_cast<std::size_t>(rows)) {
      std::array<double, 5> row;
      double target = 0;
      for (int i = 0; i < 5; ++i) target += (row[i] = small_integer(rng)) * coefficients[i];
      problem.add(row, target);
    }
    const auto solution = problem.solve();
    REQUIRE(solution.solved());
    for (int i = 0; i < 5; ++i) CHECK(solution.x[i] == Approx(coefficients[i]).margin(1e-9));
  }
}

TEST_CASE("least squares on noisy data gives the textbook regression line", "[least_squares]") {
  // y = a + b t: b = Σ(t - t̄)(y - ȳ) / Σ(t - t̄)², a = ȳ - b t̄.
  Random rng(2);
  std::vector<double> ts, ys;
  LeastSquares<2> problem;
  for (int i = 0; i < 200; ++i) {
    const double t = i * 0.5, y = 4 - 1.5 * t + small_integer(rng);
    ts.push_back(t), ys.push_back(y);
    problem.add({1, t}, y);
  }
  double t_mean = 0, y_mean = 0;
  for (std::size_t i = 0; i < ts.size(); ++i) t_mean += ts[i] / ts.size(), y_mean += ys[i] / ys.size();
  double cross = 0, square = 0;
  for (std::size_t i = 0; i < ts.size(); ++i) cross += (ts[i] - t_mean) * (ys[i] - y_mean), square += (ts[i] - t_mean) * (ts[i] - t_mean);
  const double b = cross / square, a = y_mean - b * t_mean;
  const auto solution = problem.solve();
  REQUIRE(solution.solved());
  CHECK(solution.x[0] == Approx(a).epsilon(1e-12));
  CHECK(solution.x[1] == Approx(b).epsilon(1e-12));
  CHECK(b != Approx(-1.5).epsilon(1e-6));  // the noise moved it: this is the least-squares answer, not the truth
}

TEST_CASE("least squares names the unknown the rows do not determine", "[least_squares]") {
  Random rng(3);
  auto random_rows = [&](int n, auto make_row) {
    LeastSquares<3> problem;
    for (int i = 0; i < n; ++i) {
      const double a = small_integer(rng), b = small_integer(rng), noise = small_integer(rng);
      problem.add(make_row(a, b, noise), a - b);
    }
    return problem.solve();
  };
  SECTION("no rows at all") { CHECK(LeastSquares<3>().solve().dependent == 0); }
  SECTION("fewer rows than unknowns") {
    CHECK(random_rows(2, [](double a, double b, double noise) { return std::array{a, b, noise}; }).dependent == 2);
  }
  SECTION("a column of zeros") {
    CHECK(random_rows(50, [](double a, double b, double) { return std::array{a, 0.0, b}; }).dependent == 1);
  }
  SECTION("a column the sum of two others") {
    CHECK(random_rows(50, [](double a, double b, double) { return std::array{a, b, a + b}; }).dependent == 2);
  }
  SECTION("a column within a billionth of another: ill-conditioned") {
    CHECK(random_rows(50, [](double a, double, double noise) { return std::array{a, a + 1e-9 * noise, 1.0}; }).dependent == 1);
  }
  SECTION("a column within a thousandth of another is still solved") {
    LeastSquares<2> problem;
    for (int i = 0; i < 50; ++i) {
      const double a = small_integer(rng), near_a = a + 1e-3 * small_integer(rng);
      problem.add({a, near_a}, 2 * a - 3 * near_a);
    }
    const auto solution = problem.solve();
    REQUIRE(solution.solved());
    CHECK(solution.x[0] == Approx(2).epsilon(1e-6));
    CHECK(solution.x[1] == Approx(-3).epsilon(1e-6));
  }
}
