/**
 * The JavaScript a first visit to a page loads — prints its files and sizes (asserts nothing yet).
 *
 *   npm run build && npx tsx tests/bench/initial-javascript.bench.ts              # /jobs
 *   npx tsx tests/bench/initial-javascript.bench.ts /_site/job/$slug 20           # another route, 20 rows
 *
 * Reads the build's own manifest (dist/server): the files the root, the site layout and the route ask the
 * browser to preload, as the HTML lists them. Sizes are raw and brotli-compressed at quality 11, as the
 * static files are served precompressed. The sizes are deterministic for one build, unlike timings.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync } from 'node:zlib';

interface StartManifest {
  readonly routes: Record<string, { readonly preloads?: readonly string[] }>;
}

const DIST = resolve('dist');
const route = process.argv[2] ?? '/_site/jobs/';
const rows = Number(process.argv[3] ?? 12);

const manifestFile = readdirSync(join(DIST, 'server/assets')).find((name) => name.startsWith('_tanstack-start-manifest'));
if (!manifestFile) throw new Error('No build manifest in dist/server/assets: run `npm run build` first.');
const module = (await import(pathToFileURL(join(DIST, 'server/assets', manifestFile)).href)) as { tsrStartManifest: () => StartManifest };
const manifest = module.tsrStartManifest();
if (!manifest.routes[route]) throw new Error(`No route ${route} in the manifest; routes: ${Object.keys(manifest.routes).join(', ')}`);

const files = new Set(['__root__', '/_site', route].flatMap((id) => manifest.routes[id]?.preloads ?? []));
const sizes = [...files].map((file) => {
  const bytes = readFileSync(join(DIST, 'client', file));
  return { file, raw: bytes.length, brotli: brotliCompressSync(bytes).length };
});
sizes.sort((a, b) => b.brotli - a.brotli);
const total = (key: 'raw' | 'brotli') => sizes.reduce((sum, s) => sum + s[key], 0);

console.log(
  `${route}: ${sizes.length} files, ${total('raw').toLocaleString('en')} bytes raw, ${total('brotli').toLocaleString('en')} bytes brotli`,
);
for (const s of sizes.slice(0, rows)) console.log(`${String(s.brotli).padStart(8)} ${String(s.raw).padStart(8)}  ${s.file}`);
