// Work shared out over threads, for the tools that play many games: share(t) for each thread t,
// which takes the items t, t + threads, … of the work. Where threads cannot start (wasm without
// pthreads) the shares run one after another: the same results, since no item depends on the thread.
#pragma once

#include <thread>
#include <vector>

namespace engine {

template <class Share>
void run_shares(int threads, Share share) {
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
  for (int t = 0; t < threads; ++t) share(t);
#else
  std::vector<std::thread> others;
  for (int t = 1; t < threads; ++t) others.emplace_back(share, t);
  share(0);
  for (std::thread& thread : others) thread.join();
#endif
}

}  // namespace engine
