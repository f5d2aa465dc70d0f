// What the browser benches share: the site folder they measure, and how a set of times is printed.
import { resolve } from 'node:path';

// Returns the site folder named on the command line (or by SITE_DIR), and sets SITE_DIR to it for
// the test harness the benches borrow; exits with the usage when there is none.
export function siteDirArgument(script) {
  const siteDir = process.argv[2] ? resolve(process.argv[2]) : process.env.SITE_DIR;
  if (!siteDir) {
    console.error(`usage: node tests/bench/${script} SITE_DIR`);
    process.exit(2);
  }
  process.env.SITE_DIR = siteDir;
  return siteDir;
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

// Returns "n, p50, p90, max" of a set of times in milliseconds.
export const summary = (values) => (values.length === 0 ? 'none' : `n ${String(values.length).padStart(3)}  p50 ${percentile(values, 0.5).toFixed(1).padStart(6)} ms  p90 ${percentile(values, 0.9).toFixed(1).padStart(6)} ms  max ${Math.max(...values).toFixed(1).padStart(7)} ms`);
