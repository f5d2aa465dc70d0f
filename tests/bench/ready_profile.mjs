// Where a page's ready time goes (a benchmark's aid, not a test): cold loads of each page in
// headless Chromium, traced (Chrome's trace through playwright-core's CDP session), and the page's
// main thread from navigation to its 'board-playable' mark split by kind of work — each trace
// event's own time (its children's taken out), wall and CPU (the trace's thread time: a wall time
// far above the CPU time is waiting, for another process or for a core) — with the times the page's
// files arrived and its first paint; medians of RUNS loads. Tracing slows a load down (by about a
// half), so the shares matter, not the sums; site_bench.mjs --ready gives the true times.
//   node tests/bench/ready_profile.mjs SITE_DIR [--runs N] [PAGE…]   (default: both pages, 5 runs)
import { siteDirArgument } from './bench_common.mjs';

siteDirArgument('ready_profile.mjs');
const args = process.argv.slice(3);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
if (!(Number.isInteger(RUNS) && RUNS > 0)) {
  console.error(`ready_profile.mjs: --runs takes a whole number above 0, not '${args[runsAt + 1]}'`);
  process.exit(2);
}
const named = args.filter((arg, i) => !arg.startsWith('--') && (runsAt < 0 || i !== runsAt + 1));
const PAGES = named.length > 0 ? named : ['index.html', 'reversi.html'];
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'toplevel', 'blink', 'fonts', 'v8.execute', 'v8'];
// An event's kind, by its name (the first that matches; anything else is 'other').
const KINDS = [
  ['fonts (lookups through the browser)', /^(FontCache|FontDataManager|WebSandboxSupportLinux|FontServiceThread|FontFallback)/],
  ['wasm compile', /^v8\.wasm/],
  ['scripts', /^(v8\.|V8\.|RunMicrotasks|EvaluateScript|FunctionCall|MinorGC|MajorGC|TimerBase::run)/],
  ['style', /^(UpdateLayoutTree|Document::(updateStyle|recalcStyle|rebuildLayoutTree)|Blink\.Style|StyleEngine|CSSParser|ParseAuthorStyleSheet)/],
  ['layout and text shaping', /(Layout|layout|InlineNode|Shape)/],
  ['paint', /^(Paint|PrePaint|Layerize|Commit|UpdateLayer|Blink\.Paint|WebFrameWidgetImpl)/],
  ['parsing the page', /^(ParseHTML|HTMLDocumentParser|TextResourceDecoder)/],
  ['navigation and the window', /^(DocumentLoader|NavigationBodyLoader|LocalWindowProxy|Document::|InstallConditionalFeatures)/],
];
const kindOf = (name) => KINDS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other (scheduling, loading, messages)';

const { launchBrowser, serveSite } = await import('../e2e/harness.mjs');

// Returns the trace's events of one cold load of url, and its page's timings.
async function tracedLoad(browser, url) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
  await tab.goto(url);
  await tab.waitForFunction(() => performance.getEntriesByName('board-playable').length > 0);
  const timings = await tab.evaluate(() => Object.fromEntries([
    ['page', performance.getEntriesByType('navigation')[0].responseEnd],
    ...performance.getEntriesByType('resource').filter((entry) => /\.(css|js|mjs|wasm)$/.test(entry.name))
      .map((entry) => [entry.name.replace(/^.*\//, ''), entry.responseEnd]),
    ...performance.getEntriesByType('paint').map((entry) => [entry.name, entry.startTime]),
    ['board-playable', performance.getEntriesByName('board-playable')[0].startTime],
  ]));
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return { events, timings };
}

// Returns Map<kind, { wall, cpu }> in ms: the page's main thread from navigation to its mark.
function mainThreadKinds(events) {
  const start = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL).at(-1);
  const end = events.find((e) => e.name === 'board-playable' && e.pid === start.pid);
  const spans = events.filter((e) => e.pid === start.pid && e.tid === start.tid && e.ph === 'X' && e.dur > 0 && e.ts < end.ts && e.ts + e.dur > start.ts)
    .map((e) => ({ name: e.name, from: e.ts, to: e.ts + e.dur, wall: e.dur, cpu: e.tdur ?? 0 }))
    .sort((a, b) => a.from - b.from || b.to - a.to);
  const stack = [];
  for (const span of spans) {  // each span's own time: its children's taken out
    while (stack.length > 0 && stack.at(-1).to <= span.from) stack.pop();
    const parent = stack.at(-1);
    if (parent) {
      parent.ownWall = (parent.ownWall ?? parent.wall) - span.wall;
      parent.ownCpu = (parent.ownCpu ?? parent.cpu) - span.cpu;
    }
    stack.push(span);
  }
  const kinds = new Map();
  for (const span of spans) {
    const kind = kinds.get(kindOf(span.name)) ?? { wall: 0, cpu: 0 };
    kind.wall += Math.max(0, span.ownWall ?? span.wall) / 1000;
    kind.cpu += Math.max(0, span.ownCpu ?? span.cpu) / 1000;
    kinds.set(kindOf(span.name), kind);
  }
  const busy = [...kinds.values()].reduce((sum, kind) => sum + kind.wall, 0);
  kinds.set('idle (waiting for files or work)', { wall: Math.max(0, (end.ts - start.ts) / 1000 - busy), cpu: 0 });
  return kinds;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(0).padStart(5)} ms`;

const [browser, server] = await Promise.all([launchBrowser(), serveSite({ compress: true, headers: { 'Cache-Control': 'max-age=600' } })]);
try {
  for (const page of PAGES) {
    const loads = [];
    for (let run = 0; run < RUNS; run++) loads.push(await tracedLoad(browser, server.url + page));
    const profiles = loads.map(({ events }) => mainThreadKinds(events));
    console.log(`\n== ${page}: a cold load, traced, median of ${RUNS} ==`);
    const arrivals = Object.keys(loads[0].timings).map((name) => [name, median(loads.map(({ timings }) => timings[name] ?? NaN))]);
    console.log(arrivals.sort((a, b) => a[1] - b[1]).map(([name, at]) => `${name} ${at.toFixed(0)}`).join(', '));
    console.log(`${'main thread'.padEnd(40)}     wall       cpu`);
    for (const kind of [...KINDS.map(([name]) => name), 'other (scheduling, loading, messages)', 'idle (waiting for files or work)']) {
      const wall = median(profiles.map((kinds) => kinds.get(kind)?.wall ?? 0));
      const cpu = median(profiles.map((kinds) => kinds.get(kind)?.cpu ?? 0));
      console.log(`${kind.padEnd(40)} ${ms(wall)}  ${ms(cpu)}`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
