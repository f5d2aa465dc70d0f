// The npm package's knight module's one checked call more (see knights_calls.js): loadValues(), the
// reader of the outcome table's values, which the page's module leaves out.
addOnPostRun(() => {
  checkCalls(Module, {
    loadValues: { bytes: 'bytes' },
  });
});
