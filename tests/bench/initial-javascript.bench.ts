/**
 * The JavaScript a first visit to a page loads — prints its files and sizes. `tests/ops/initial-javascript-budget.test.ts`
 * holds `/jobs` to its budget in `npm test`.
 *
 *   npm run build && npx tsx tests/bench/initial-javascript.bench.ts              # /jobs
 *   npx tsx tests/bench/initial-javascript.bench.ts /_site/job/$slug 20           # another route, 20 rows
 *
 * How the files are found and measured: tests/support/initial-javascript.ts.
 */
import { initialJavaScript } from '../support/initial-javascript';

const route = process.argv[2] ?? '/_site/jobs/';
const rows = Number(process.argv[3] ?? 12);

const { files, raw, brotli } = await initialJavaScript(route);
console.log(`${route}: ${files.length} files, ${raw.toLocaleString('en')} bytes raw, ${brotli.toLocaleString('en')} bytes brotli`);
for (const s of files.slice(0, rows)) console.log(`${String(s.brotli).padStart(8)} ${String(s.raw).padStart(8)}  ${s.file}`);
