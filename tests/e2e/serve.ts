/**
 * The journeys' server: `npm start`'s own script on a fresh data directory every run. The journeys
 * change accounts, accepted terms, jobs and files; a run must not depend on what the previous one left
 * (the terms journey, for one, withdraws the demo users' acceptance).
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

rmSync(resolve(process.env.DATA_DIR ?? 'data/e2e'), { recursive: true, force: true });
await import('../../scripts/start');
