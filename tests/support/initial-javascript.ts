import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync } from 'node:zlib';

/*
 * The JavaScript a first visit to a route loads, from the build's own manifest (dist/server): the files
 * the root, the site layout and the route ask the browser to preload, as the HTML lists them. Sizes are
 * raw and brotli-compressed at quality 11, as the static files are served precompressed; they are
 * deterministic for one build, unlike timings.
 */

interface StartManifest {
  readonly routes: Record<string, { readonly preloads?: readonly string[] }>;
}

export interface InitialFile {
  readonly file: string;
  readonly raw: number;
  readonly brotli: number;
}

export interface InitialJavaScript {
  readonly files: readonly InitialFile[];
  readonly raw: number;
  readonly brotli: number;
}

export async function initialJavaScript(route: string, dist = resolve('dist')): Promise<InitialJavaScript> {
  const manifestFile = readdirSync(join(dist, 'server/assets')).find((name) => name.startsWith('_tanstack-start-manifest'));
  if (!manifestFile) throw new Error('No build manifest in dist/server/assets: run `npm run build` first.');
  const module = (await import(pathToFileURL(join(dist, 'server/assets', manifestFile)).href)) as { tsrStartManifest: () => StartManifest };
  const manifest = module.tsrStartManifest();
  if (!manifest.routes[route]) throw new Error(`No route ${route} in the manifest; routes: ${Object.keys(manifest.routes).join(', ')}`);
  const names = new Set(['__root__', '/_site', route].flatMap((id) => manifest.routes[id]?.preloads ?? []));
  const files = [...names].map((file) => {
    const bytes = readFileSync(join(dist, 'client', file));
    return { file, raw: bytes.length, brotli: brotliCompressSync(bytes).length };
  });
  files.sort((a, b) => b.brotli - a.brotli);
  return {
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    brotli: files.reduce((sum, f) => sum + f.brotli, 0),
  };
}
