// Linear least squares by the normal equations: the x minimising Σ (row · x − target)² over the
// rows added. Each row adds into AᵀA and Aᵀb (N² work, no memory kept per row); a Cholesky
// factorisation AᵀA = LLᵀ then solves AᵀA x = Aᵀb. Forming AᵀA squares the condition number,
// harmless for a few well-scaled unknowns; an unknown the rows (nearly) fail to determine is
// reported instead of being solved into noise.
#pragma once

#include <array>
#include <cmath>
#include <cstddef>

namespace engine {

template <std::size_t N>
class LeastSquares {
 public:
  using Vector = std::array<double, N>;

  struct Solution {
    Vector x{};          // the solution, when there is one
    int dependent = -1;  // else the first unknown whose column lies (nearly) in the span of those before it
    bool solved() const { return dependent < 0; }
  };

  // Adds the equation row · x = target.
  void add(const Vector& row, double target) {
    for (std::size_t i = 0; i < N; ++i) {
      for (std::size_t j = 0; j <= i; ++j) ata_[i][j] += row[i] * row[j];
      atb_[i] += row[i] * target;
    }
    ++rows_;
  }

  std::size_t rows() const { return rows_; }

  // Returns the least-squares solution, or which unknown is undetermined.
  Solution solve() const {
    // Column j of L: its pivot is the squared length of A's column j once the part along the
    // columns before it is taken out; a pivot that small a share of the column's own squared
    // length means the column adds (almost) nothing new: the problem is singular there.
    constexpr double kDependence = 1e-12;  // sin² of the angle between the column and the span
    std::array<Vector, N> l{};
    Solution solution;
    for (std::size_t j = 0; j < N; ++j) {
      double pivot = ata_[j][j];
      for (std::size_t k = 0; k < j; ++k) pivot -= l[j][k] * l[j][k];
      if (!(pivot > kDependence * ata_[j][j])) {  // also a zero column, and NaN
        solution.dependent = static_cast<int>(j);
        return solution;
      }
      l[j][j] = std::sqrt(pivot);
      for (std::size_t i = j + 1; i < N; ++i) {
        double sum = ata_[i][j];
        for (std::size_t k = 0; k < j; ++k) sum -= l[i][k] * l[j][k];
        l[i][j] = sum / l[j][j];
      }
    }
    // L y = Aᵀb forwards, then Lᵀ x = y backwards.
    Vector y{};
    for (std::size_t i = 0; i < N; ++i) {
      double sum = atb_[i];
      for (std::size_t k = 0; k < i; ++k) sum -= l[i][k] * y[k];
      y[i] = sum / l[i][i];
    }
    for (std::size_t i = N; i-- > 0;) {
      double sum = y[i];
      for (std::size_t k = i + 1; k < N; ++k) sum -= l[k][i] * solution.x[k];
      solution.x[i] = sum / l[i][i];
    }
    return solution;
  }

 private:
  std::array<Vector, N> ata_{};  // AᵀA, its lower triangle
  Vector atb_{};
  std::size_t rows_ = 0;
};

}  // namespace engine
