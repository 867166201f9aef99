/**
 * Builds the production bundle (`npm run build`: the Start app, then the HTTP entry) when
 * `dist/server/server.js` or `dist/http/serve.mjs` is missing or older than any input: src/, sites/, the
 * vite configs, package-lock.json. `tsx scripts/ensure-build.ts` runs it alone.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const INPUTS = ['src', 'sites', 'vite.config.ts', 'vite.serve.config.ts', 'package-lock.json'];
/** What a build produces; the older of the two decides. */
const OUTPUTS = [join('dist', 'server', 'server.js'), join('dist', 'http', 'serve.mjs'), join('dist', 'http', 'platform.mjs')];
const SKIP = new Set(['node_modules', '.git', '.tanstack']);

/** Newest modification time under `path` (a file or a folder, recursively); 0 when absent. */
export function newestMtime(path: string): { mtimeMs: number; file: string } {
  if (!existsSync(path)) return { mtimeMs: 0, file: path };
  const stat = statSync(path);
  if (!stat.isDirectory()) return { mtimeMs: stat.mtimeMs, file: path };
  let newest = { mtimeMs: 0, file: path };
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const found = newestMtime(join(path, entry.name));
    if (found.mtimeMs > newest.mtimeMs) newest = found;
  }
  return newest;
}

/** Why a build is needed, or null when dist is current. */
export function buildReason(root: string = ROOT): string | null {
  const outputs = OUTPUTS.map((o) => join(root, o));
  if (!outputs.every((o) => existsSync(o))) return 'no production build yet';
  const built = Math.min(...outputs.map((o) => statSync(o).mtimeMs));
  for (const input of INPUTS) {
    const newest = newestMtime(join(root, input));
    if (newest.mtimeMs > built) return `${newest.file.slice(root.length + 1)} changed since the last build`;
  }
  return null;
}

/** Runs `vite build` with this Node when needed; resolves true when it built. Throws when the build fails. */
export async function ensureBuild(options: { root?: string; print?: (line: string) => void; force?: boolean } = {}): Promise<boolean> {
  const root = options.root ?? ROOT;
  const print = options.print ?? ((line: string) => console.log(line));
  const reason = options.force ? 'forced' : buildReason(root);
  if (!reason) return false;
  print(`Building… (${reason})`);
  const started = Date.now();
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  for (const config of ['vite.config.ts', 'vite.serve.config.ts']) await viteBuild(root, vite, config);
  print(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

function viteBuild(root: string, vite: string, config: string): Promise<void> {
  return new Promise<void>((resolveBuild, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--config', config, '--logLevel', process.env.BUILD_LOG_LEVEL ?? 'warn'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolveBuild() : reject(new Error(`vite build (${config}) failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureBuild({ force: process.argv.includes('--force') }).then(
    (built) => {
      if (!built) console.log('Production build is up to date');
    },
    (error: unknown) => {
      console.error((error as Error).message);
      process.exit(1);
    },
  );
}
