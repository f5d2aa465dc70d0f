// .github/workflows/pages.yml, parsed: on a push to main it sets up the Emscripten and Node.js the
// project is tested with, runs the test suite, and deploys the site folder with the Pages actions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../..', import.meta.url));
const workflow = parse(await readFile(join(root, '.github/workflows/pages.yml'), 'utf8'));
const playwright = JSON.parse(await readFile(join(root, 'tests/node_modules/playwright-core/package.json'), 'utf8'));
const { build, deploy } = workflow.jobs;
const steps = build.steps;

// Returns the index of the one step using action NAME (owner/repo), failing when there is none.
function stepIndex(name) {
  const indices = steps.flatMap((step, i) => (step.uses?.split('@')[0] === name ? [i] : []));
  assert.equal(indices.length, 1, `one step uses ${name}`);
  return indices[0];
}

test('runs on a push to main, with the permissions and concurrency Pages needs', () => {
  assert.deepEqual(workflow.on.push.branches, ['main']);
  assert.deepEqual(workflow.permissions, { contents: 'read', pages: 'write', 'id-token': 'write' });
  assert.equal(typeof workflow.concurrency.group, 'string');
  assert.equal(workflow.concurrency['cancel-in-progress'], false, 'a deployment under way is not cut off');
});

test('every action is pinned to a version tag or a commit', () => {
  const uses = [...steps, ...deploy.steps].flatMap((step) => (step.uses ? [step.uses] : []));
  assert.ok(uses.length >= 6);
  for (const action of uses) assert.match(action, /^[\w-]+\/[\w-]+@(v\d+(\.\d+)*|[0-9a-f]{40})$/, action);
});

test('builds on Debian bookworm: checkout, Emscripten 3.1.6 by the official action, Node.js, then the tests', () => {
  assert.equal(build.container.image, 'debian:bookworm');
  const tools = steps[0].run;
  for (const tool of ['git', 'ca-certificates', 'python3', 'unzip', 'xz-utils', 'bzip2']) {
    assert.match(tools, new RegExp(`\\b${tool}\\b`), `the first step installs ${tool}`);
  }
  const emsdk = stepIndex('emscripten-core/setup-emsdk');
  assert.equal(String(steps[emsdk].with.version), '3.1.6');
  assert.equal(String(steps[emsdk].with.version), process.env.EMSCRIPTEN_VERSION, 'the version this build was tested with');

  // playwright-core says which Node.js it needs; the workflow's must be one of those.
  const node = stepIndex('actions/setup-node');
  const wanted = playwright.engines.node;
  assert.ok(Number(steps[node].with['node-version']) >= Number(/^>=(\d+)/.exec(wanted)[1]), `node ${wanted}`);

  const tests = steps.findIndex((step) => step.run?.trim() === '.ci/test');
  assert.ok(stepIndex('actions/checkout') < emsdk && emsdk < node && node < tests,
    'checkout, emsdk, then Node.js (first on PATH, before emsdk\'s own), then .ci/test');
  // configure-pages first: its base_url is the site's address, which the build writes into the share cards.
  const pages = stepIndex('actions/configure-pages');
  assert.ok(pages < tests);
  assert.equal(steps[tests].env.SITE_URL, `\${{ steps.${steps[pages].id}.outputs.base_url }}/`);
});

test('uploads the site folder the build makes, and deploys it to the github-pages environment', () => {
  const upload = steps[stepIndex('actions/upload-pages-artifact')];
  assert.equal(upload.with.path, relative(root, process.env.SITE_DIR));
  assert.ok(stepIndex('actions/configure-pages') < stepIndex('actions/upload-pages-artifact'));
  assert.equal(deploy.needs, 'build');
  assert.equal(deploy.environment.name, 'github-pages');
  assert.equal(deploy.environment.url, '${{ steps.deployment.outputs.page_url }}');
  assert.deepEqual(deploy.steps.map((step) => [step.id, step.uses?.split('@')[0]]), [['deployment', 'actions/deploy-pages']]);
});
