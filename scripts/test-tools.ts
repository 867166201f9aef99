/**
 * Where the test suite finds the programs it runs besides Node: Chromium (Playwright's browser) and
 * xmllint (the feed tests' XML checker). Every caller — the pretest check, playwright.config.ts and the
 * xmllint test helper — resolves them here, so `CHROMIUM_PATH` / `XMLLINT_PATH` mean the same program
 * everywhere and the check never passes for a binary the tests then do not use.
 */
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Where Debian's `chromium` package puts the browser (the journeys are written against it). */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/** Where Debian's `libxml2-utils` package puts xmllint. */
export const DEBIAN_XMLLINT = '/usr/bin/xmllint';

/** Whether `path` is a file this process may execute (symlinks followed). */
export type CanRun = (path: string) => boolean;

export const canRun: CanRun = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** The first executable `command` on `PATH`, the way a shell would find it; null when there is none. */
export function findOnPath(command: string, env: NodeJS.ProcessEnv = process.env, can: CanRun = canRun): string | null {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, command);
    if (can(candidate)) return candidate;
  }
  return null;
}

/**
 * Chromium: `CHROMIUM_PATH`, else Debian's. No PATH search: a `chromium` found elsewhere (a snap
 * wrapper, say) is not the browser the journeys were written against; point CHROMIUM_PATH at it instead.
 */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH || DEBIAN_CHROMIUM;
}

/** xmllint: `XMLLINT_PATH`, else the first on PATH (any libxml2 build will do), else Debian's location. */
export function xmllintPath(env: NodeJS.ProcessEnv = process.env, can: CanRun = canRun): string {
  return env.XMLLINT_PATH || findOnPath('xmllint', env, can) || DEBIAN_XMLLINT;
}
