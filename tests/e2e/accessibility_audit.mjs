// axe-core (npm) in a page: runs every rule it has, WCAG 2.2 AA and best practices alike, over the
// whole document, and returns its violations as one line each, for a test to assert there are none.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// Returns the violations axe finds in the page (or frame): "rule: target (summary)" for each node.
// The script is evaluated over the DevTools protocol, which the page's Content-Security-Policy does
// not govern.
export async function axeViolations(frame) {
  await frame.evaluate(await axeSource);
  const violations = await frame.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations
    .map(({ id, nodes }) => nodes.map((node) => `${id}: ${node.target.join(' ')} (${node.failureSummary.replace(/\s+/g, ' ')})`)));
  return violations.flat();
}
