/**
 * Lighthouse (mobile, its default simulated throttling, performance only) against the production build:
 * the default site's home, `/jobs` and a job page, BENCH_RUNS (5) runs each, medians printed; then
 * mainfranken's `/jobs` with its trackers on (consent given for every service in the first-party banner's
 * cookie, stand-in tracker scripts served from a local port as the tracking journeys serve them) and off
 * (no consent), side by side.
 *
 *   npm run build && npm run bench:lighthouse    # BENCH_RUNS, BENCH_ONLY=pages|tracking|observe, BENCH_REPORTS=<dir>
 *
 * One production worker per site (dist/http/serve.mjs, as `npm start` runs them) on a throwaway embedded
 * PostgreSQL with the demo content. Every run gets a fresh Chromium profile (an empty cache, as a first
 * visit), so Lighthouse's own storage reset is off: the consent cookie is set before the run instead.
 * Asserts nothing (the machine is shared and noisy); prints what the targets are measured by.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { allChoices, encodeConsentChoices } from '../../src/domain/tracking/consent-choices';
import { CONSENT_SERVICES } from '../../src/domain/tracking/consent-services';
import { FileSiteDirectory } from '../../src/infrastructure/config/site-directory';
import { SILENT_LOG } from '../../src/infrastructure/postgres/database-log';
import { prepareDatabase } from '../../src/infrastructure/postgres/prepare-database';
import { CONSENT_COOKIE } from '../../src/ui/tracking/consent/first-party-consent';
import { freePort } from '../ops/support/ops-harness';
import { waitUntilServing } from './support/server-process';

const ROOT = resolve(process.cwd());
const NODE = existsSync(join(ROOT, 'node_modules/node/bin/node')) ? join(ROOT, 'node_modules/node/bin/node') : process.execPath;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ONLY = process.env.BENCH_ONLY;
/** A directory to keep every run's full Lighthouse result (JSON) in, to read the audits' details. */
const REPORTS = process.env.BENCH_REPORTS;
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const log = (line: string) => process.stdout.write(`${line}\n`);

function startWorker(site: string, env: Record<string, string>): ChildProcess {
  return spawn(NODE, ['dist/http/serve.mjs'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', SITE: site, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Tiny tracker scripts, as the tracking journeys serve them: what is measured is the board's own cost. */
function startTrackerStandIn(port: number) {
  const tags: Record<string, string> = { 'page-analytics': 'standInGtag', 'event-tracking': 'standInWebTracking' };
  const server = createHttpServer((req, res) => {
    const service = /^\/([a-z-]+)\.js$/.exec(req.url ?? '')?.[1];
    if (!service) {
      res.writeHead(404).end();
      return;
    }
    const tag = tags[service];
    res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
    res.end(
      `(window.__standInTrackers = window.__standInTrackers || []).push(${JSON.stringify(service)});` +
        (tag ? `window.${tag} = function () { (window.__tagCalls = window.__tagCalls || []).push([].slice.call(arguments)); };` : ''),
    );
  });
  server.listen(port, '127.0.0.1');
  return server;
}

interface Browser {
  readonly port: number;
  close(): void;
}

/** A fresh Chromium with its own profile: an empty cache and no cookies, as a first visit. */
async function launchChromium(): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'jobboard-bench-lh-'));
  const child = spawn(CHROMIUM, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  const portFile = join(profile, 'DevToolsActivePort');
  const until = Date.now() + 30_000;
  while (!existsSync(portFile) || readFileSync(portFile, 'utf8').split('\n').length < 2) {
    if (child.exitCode !== null || Date.now() > until) throw new Error('Chromium did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  return {
    port,
    close: () => {
      child.kill('SIGKILL');
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** One DevTools protocol session over a WebSocket: send a command, get its answer. */
async function devtools(wsUrl: string): Promise<{ send(method: string, params?: object): Promise<unknown>; close(): void }> {
  const socket = new WebSocket(wsUrl);
  const pending = new Map<number, { done: (v: unknown) => void; fail: (e: Error) => void }>();
  let next = 0;
  socket.onmessage = (event) => {
    const answer = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
    const waiting = answer.id === undefined ? undefined : pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id!);
    if (answer.error) waiting.fail(new Error(answer.error.message));
    else waiting.done(answer.result);
  };
  socket.onclose = () => {
    for (const waiting of pending.values()) waiting.fail(new Error('DevTools connection closed'));
    pending.clear();
  };
  await new Promise<void>((done, fail) => {
    socket.onopen = () => done();
    socket.onerror = () => fail(new Error('DevTools connection failed'));
  });
  return {
    send: (method, params = {}) =>
      new Promise((done, fail) => {
        const id = ++next;
        pending.set(id, { done, fail });
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}

/** Sets a cookie in the whole browser (the browser target's Storage domain). */
async function setCookie(browser: Browser, url: string, name: string, value: string): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${browser.port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const session = await devtools(version.webSocketDebuggerUrl);
  try {
    await session.send('Storage.setCookies', { cookies: [{ name, value, url }] });
  } finally {
    session.close();
  }
}

// Installed before the page's own scripts: every layout shift and LCP candidate (the browser hands them to
// observers only), and when the page marked itself hydrated.
const WATCH = `window.__shifts = []; window.__lcp = [];
new PerformanceObserver((list) => window.__shifts.push(...list.getEntries())).observe({ type: 'layout-shift', buffered: true });
new PerformanceObserver((list) => window.__lcp.push(...list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true });
new MutationObserver((_, observer) => {
  if (document.documentElement.dataset.hydrated) { window.__hydratedAt = performance.now(); observer.disconnect(); }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });`;

// Read back after the page settled: the largest contentful paint's candidates with their elements, the
// shifts with the nodes they moved, first contentful paint and hydration.
const OBSERVED = `new Promise((done) => setTimeout(() => {
  const name = (n) => !n ? '(gone)' : n.nodeType !== 1 ? '#text "' + n.textContent.trim().slice(0, 40) + '"'
    : n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + (typeof n.className === 'string' && n.className ? '.' + n.className.trim().split(/ +/).slice(0, 2).join('.') : '')
      + ' "' + (n.textContent || n.getAttribute('src') || '').trim().slice(0, 40) + '"';
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  done({
    fcp: Math.round(fcp ? fcp.startTime : -1),
    hydrated: window.__hydratedAt ? Math.round(window.__hydratedAt) : null,
    lcp: window.__lcp.map((e) => Math.round(e.startTime) + ' ms ' + name(e.element)),
    shifts: window.__shifts.map((e) => Math.round(e.startTime) + ' ms ' + e.value.toFixed(3) + ' ' + e.sources.map((s) => name(s.node)).join(' | ')),
  });
}, 8000))`;

interface Observed {
  readonly fcp: number;
  readonly hydrated: number | null;
  readonly lcp: readonly string[];
  readonly shifts: readonly string[];
}

/**
 * What Lighthouse 12.2 cannot name with Chromium 156 (its trace engine fails on the newer trace's frame
 * events, so the LCP element and the layout shifts' culprits come back as errors): the same page loaded
 * once in a phone-sized viewport with 4× CPU slowdown, the browser's own entries read back.
 */
async function observe(url: string): Promise<Observed> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(WATCH);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    return (await page.evaluate(OBSERVED)) as Observed;
  } catch (error) {
    return { fcp: -1, hydrated: null, lcp: [`(not seen: ${error instanceof Error ? error.message : String(error)})`], shifts: [] };
  } finally {
    await browser.close();
  }
}

interface Run {
  readonly score: number;
  readonly lcp: number;
  readonly fcp: number;
  readonly tbt: number;
  readonly cls: number;
  readonly bytes: number;
  readonly mainChunk: { readonly url: string; readonly bytes: number; readonly unused: number };
  readonly mainThread: number;
  readonly bootup: number;
}

interface TreemapNode {
  readonly name: string;
  readonly resourceBytes: number;
  readonly unusedBytes?: number;
}

type Audits = Record<string, { numericValue?: number; details?: unknown }>;

async function lighthouseRun(url: string, cookie?: { name: string; value: string }): Promise<Run> {
  const browser = await launchChromium();
  try {
    if (cookie) await setCookie(browser, url, cookie.name, cookie.value);
    const result = await lighthouse(url, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The profile is fresh for every run; a reset would also drop the consent cookie set above.
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      writeFileSync(
        join(REPORTS, `${new URL(url).port}${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`),
        JSON.stringify(lhr),
      );
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audits = lhr.audits as Audits;
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const treemap = (audits['script-treemap-data']?.details as { nodes?: TreemapNode[] } | undefined)?.nodes ?? [];
    const main = [...treemap].sort((a, b) => b.resourceBytes - a.resourceBytes)[0];
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: value('largest-contentful-paint'),
      fcp: value('first-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      bytes: value('total-byte-weight'),
      mainChunk: { url: main?.name ?? '(none)', bytes: main?.resourceBytes ?? 0, unused: main?.unusedBytes ?? 0 },
      mainThread: value('mainthread-work-breakdown'),
      bootup: value('bootup-time'),
    };
  } finally {
    browser.close();
  }
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function measure(label: string, url: string, cookie?: { name: string; value: string }): Promise<Run[]> {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    // On a loaded host a DevTools answer can take longer than Lighthouse waits: such a run is taken again,
    // up to three times in all.
    for (let attempt = 1; ; attempt++) {
      try {
        runs.push(await lighthouseRun(url, cookie));
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        log(`  ${label}: run ${i + 1} again (${error instanceof Error ? error.message.slice(0, 120) : String(error)})`);
      }
    }
  }
  log(`  ${label}: scores ${runs.map((r) => r.score).join(' ')}, LCP ${runs.map((r) => Math.round(r.lcp)).join(' ')} ms`);
  return runs;
}

const ms = (n: number) => `${Math.round(n)} ms`.padStart(8);

function pageRow(label: string, runs: readonly Run[]): void {
  const m = (pick: (r: Run) => number) => median(runs.map(pick));
  const main = runs[0]!.mainChunk;
  log(
    `${label.padEnd(12)} ${String(m((r) => r.score)).padStart(5)} ${ms(m((r) => r.lcp))} ${ms(m((r) => r.fcp))} ${ms(m((r) => r.tbt))} ${m(
      (r) => r.cls,
    )
      .toFixed(3)
      .padStart(
        6,
      )} ${(m((r) => r.bytes) / 1024).toFixed(0).padStart(7)} KiB ${(m((r) => r.mainChunk.unused) / 1024).toFixed(0).padStart(5)} of ${(main.bytes / 1024).toFixed(0)} KiB unused`,
  );
}

async function firstJobPath(base: string): Promise<string> {
  const html = await (await fetch(`${base}/jobs`)).text();
  const href = /href="(\/job\/[^"?#]+)"/.exec(html)?.[1];
  if (!href) throw new Error('/jobs links to no job page');
  return href;
}

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'dist/http/serve.mjs'))) throw new Error('No production build: run `npm run build` first.');
  const dir = mkdtempSync(join(tmpdir(), 'jobboard-bench-lighthouse-'));
  const sites = new FileSiteDirectory().all();
  const db = await prepareDatabase({
    log: SILENT_LOG,
    sites,
    dataDir: join(dir, 'pg'),
    env: { ...process.env, DATABASE_URL: undefined, DATA_DIR: dir, PG_PORT: String(await freePort()) },
  });
  const secret = randomBytes(32).toString('hex');
  const trackerPort = await freePort();
  const tracker = startTrackerStandIn(trackerPort);
  const children: ChildProcess[] = [];
  const loads = [`start ${loadavg()[0]!.toFixed(1)}`];
  try {
    const script = (name: string) => `http://127.0.0.1:${trackerPort}/${name}.js`;
    const common = { DATABASE_URL: db.url, DATA_DIR: dir, AUTH_SECRET: secret };
    const defaultPort = await freePort();
    const trackingPort = await freePort();
    children.push(startWorker('default', { ...common, PORT: String(defaultPort) }));
    children.push(
      startWorker('mainfranken', {
        ...common,
        PORT: String(trackingPort),
        JOBBOARD_TRACKING: JSON.stringify({
          mainfranken: {
            consent: { provider: 'first-party' },
            trackers: {
              pageAnalytics: script('page-analytics'),
              socialPixel: script('social-pixel'),
              eventTracking: script('event-tracking'),
            },
            tags: { pageAnalytics: 'standInGtag', webTracking: 'standInWebTracking' },
          },
        }),
      }),
    );
    const base = `http://127.0.0.1:${defaultPort}`;
    const trackingBase = `http://127.0.0.1:${trackingPort}`;
    await waitUntilServing(`${base}/healthz`, children[0]!, 180);
    await waitUntilServing(`${trackingBase}/healthz`, children[1]!, 180);
    const pages = [
      ['home', '/'],
      ['/jobs', '/jobs'],
      ['job page', await firstJobPath(base)],
    ] as const;
    // Warm each worker (module loading, the first renders) so the runs measure a running server.
    for (const [, path] of pages) await (await fetch(`${base}${path}`)).text();
    await (await fetch(`${trackingBase}/jobs`)).text();

    log(`Lighthouse ${RUNS}× per page, mobile, simulated throttling; load average ${loads[0]}`);
    const results: [string, string, Run[], Observed][] = [];
    if (ONLY !== 'tracking') {
      // BENCH_ONLY=observe: the browser's own view of each page alone, without Lighthouse.
      for (const [label, path] of pages)
        results.push([label, path, ONLY === 'observe' ? [] : await measure(label, `${base}${path}`), await observe(`${base}${path}`)]);
      loads.push(`after pages ${loadavg()[0]!.toFixed(1)}`);
    }
    const tracking: [string, Run[]][] = [];
    if (ONLY !== 'pages' && ONLY !== 'observe') {
      const consent = { name: CONSENT_COOKIE, value: encodeConsentChoices(allChoices(CONSENT_SERVICES, true)) };
      tracking.push(['tracking off', await measure('tracking off', `${trackingBase}/jobs`)]);
      tracking.push(['tracking on', await measure('tracking on', `${trackingBase}/jobs`, consent)]);
      loads.push(`after tracking ${loadavg()[0]!.toFixed(1)}`);
    }

    if (results.length > 0) {
      log(`\nmedians of ${RUNS} (default site)`);
      log(`${'page'.padEnd(12)} score      LCP      FCP      TBT    CLS  transferred  main chunk`);
      for (const [label, , runs] of results) if (runs.length > 0) pageRow(label, runs);
      log('\nin the browser (412 px wide, 4× CPU slowdown, no network throttling): LCP candidates, layout shifts');
      for (const [label, path, runs, seen] of results) {
        log(`${label} (${path}): main chunk ${runs[0]?.mainChunk.url ?? '–'}; FCP ${seen.fcp} ms, hydrated ${seen.hydrated ?? '–'} ms`);
        for (const line of seen.lcp) log(`  LCP   ${line}`);
        for (const line of seen.shifts) log(`  shift ${line}`);
      }
    }
    if (tracking.length > 0) {
      log(`\nmainfranken /jobs, medians of ${RUNS}: tracking off (no consent) and on (every service consented, stand-in trackers)`);
      log(`${''.padEnd(14)}      TBT  main thread    bootup  score      LCP`);
      for (const [label, runs] of tracking) {
        const m = (pick: (r: Run) => number) => median(runs.map(pick));
        log(
          `${label.padEnd(14)} ${ms(m((r) => r.tbt))} ${ms(m((r) => r.mainThread)).padStart(12)} ${ms(m((r) => r.bootup)).padStart(9)} ${String(m((r) => r.score)).padStart(6)} ${ms(m((r) => r.lcp))}`,
        );
      }
    }
    log(`load average (1 min): ${loads.join(', ')}`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    tracker.close();
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
