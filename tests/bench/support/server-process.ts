import type { ChildProcess } from 'node:child_process';

/** Resolves once `url` answers 2xx; fails early when the server process exits, or after `seconds`. */
export async function waitUntilServing(url: string, child: ChildProcess, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}
