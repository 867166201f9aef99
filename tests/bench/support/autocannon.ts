import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export interface AutocannonResult {
  readonly requests: { readonly average: number; readonly total: number };
  readonly latency: { readonly p99: number };
  readonly errors: number;
  readonly non2xx: number;
}

/**
 * autocannon in its own process (so the load generator does not share the bench's event loop), keeping
 * `connections` requests in flight for `seconds`, asking as a browser does (`accept-encoding`).
 */
export function autocannon(
  node: string,
  root: string,
  url: string,
  options: { readonly connections: number; readonly seconds: number; readonly acceptEncoding: string },
): AutocannonResult {
  const result = spawnSync(
    node,
    [
      join(root, 'node_modules/autocannon/autocannon.js'),
      '-j',
      '-c',
      String(options.connections),
      '-d',
      String(options.seconds),
      '-H',
      `accept-encoding=${options.acceptEncoding}`,
      url,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`autocannon failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as AutocannonResult;
}
