import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/test-tools';

/**
 * Browser journeys in Debian's Chromium against the production build, served the way `npm start`
 * serves it (PM2 cluster, embedded PostgreSQL with demo content in its own data directory).
 */
const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? 'data/e2e';

function trackingStandIn(port: number): string {
  const script = (name: string) => `http://127.0.0.1:${port}/${name}.js`;
  return JSON.stringify({
    mainfranken: {
      consent: { provider: 'first-party' },
      trackers: { pageAnalytics: script('page-analytics'), socialPixel: script('social-pixel'), eventTracking: script('event-tracking') },
      // The stand-in page analytics and event tracking define these functions (gtag-compatible).
      tags: { pageAnalytics: 'standInGtag', webTracking: 'standInWebTracking' },
    },
    // karriere asks through a consent vendor, ConsentManager, stood in by tracking-vendor.spec.ts.
    karriere: {
      consent: {
        provider: 'consentmanager',
        scriptUrl: script('vendor/consentmanager'),
        services: { eventTracking: 's1', pageAnalytics: 's26' },
      },
      trackers: { pageAnalytics: script('vendor/page-analytics') },
    },
  });
}

/*
 * `npm test` serves the journeys twice, once per topology, and CI's time limit leaves room for about one
 * full pass. The behaviour journeys run split (board-only processes reaching an API-only platform): that
 * is the stricter topology, proving the board reaches the platform only through its ports. The axe walks
 * check rendered markup, the same bytes in both, and run in the default topology (`npm start`'s), with the
 * journeys whose files take the in-process path there (uploads, downloads) as its smoke test.
 */
const DEFAULT_TOPOLOGY_ONLY = ['accessibility.spec.ts', 'accessibility-sites.spec.ts'];
const BOTH_TOPOLOGIES = ['apply.spec.ts', 'resume-apply-pdf.spec.ts', 'resume-attachments.spec.ts'];
const split = process.env.TOPOLOGY === 'split';
const journeys = split
  ? { testIgnore: DEFAULT_TOPOLOGY_ONLY.map((f) => `**/${f}`) }
  : { testMatch: [...DEFAULT_TOPOLOGY_ONLY, ...BOTH_TOPOLOGIES].map((f) => `**/${f}`) };

export default defineConfig({
  testDir: 'tests/e2e',
  // JOURNEYS=all runs every journey in either topology (to check one by hand).
  ...(process.env.JOURNEYS === 'all' ? {} : journeys),
  timeout: 60_000,
  // What a user sees within seconds can take longer on CI's 2 cores, which also run the board, the API,
  // PostgreSQL, the object store and Chromium: a form post that stores an image once took over 10 s there.
  // A passing check returns as soon as it holds, so only a failure waits this long.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    launchOptions: {
      // CHROMIUM_PATH or Debian's, as `npm test`'s pretest check found it (scripts/test-tools.ts).
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
  },
  webServer: {
    command: 'tsx tests/e2e/serve.ts',
    url: `http://localhost:${3001 + Number(process.env.PORT_OFFSET ?? 0)}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 30_000 },
    env: {
      // mainfranken: the site with social sign-in switched off (social-sign-in.spec.ts); karriere: the one
      // whose consent comes from a vendor (tracking-vendor.spec.ts); ausbildung and karriere: the
      // accessibility walk of every site (accessibility-sites.spec.ts).
      SITES: 'default,suedwest,mainfranken,ausbildung,karriere',
      INSTANCES: '2',
      DATA_DIR: E2E_DATA_DIR,
      PG_PORT: process.env.E2E_PG_PORT ?? '54359',
      LOG_LEVEL: 'warn',
      // Job alert digests: workers look for due alerts every 2 s (the journeys make alerts due in the database).
      ALERT_DIGEST_POLL_MS: '2000',
      NEWSLETTER_POLL_MS: '2000',
      // Job import: the journey's feed is served by the test on 127.0.0.1 (refused outside tests), runs looked for every 2 s.
      JOB_IMPORT_ALLOW_PRIVATE_ADDRESSES: 'true',
      JOB_IMPORT_POLL_MS: '2000',
      // mainfranken loads three stand-in trackers from a local port once consented (tracking-consent.spec.ts);
      // karriere a stand-in consent vendor and tracker (tracking-vendor.spec.ts).
      JOBBOARD_TRACKING: trackingStandIn(4200 + Number(process.env.PORT_OFFSET ?? 0)),
      // The job wizard's writing helper asks a local stand-in of a chat-completions endpoint, started by ai-writing.spec.ts.
      AI_BASE_URL: `http://127.0.0.1:${4300 + Number(process.env.PORT_OFFSET ?? 0)}/v1`,
      AI_MODEL: 'e2e-model',
      AI_API_KEY: 'sk-e2e',
    },
  },
});
