import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const SITES_DIR = resolve(process.env.SITES_DIR ?? join(process.cwd(), 'sites'));

/** `sites/<key>/robots.txt` of a known site (the caller checked the key), or null when it has none. */
export async function readSiteRobots(siteKey: string): Promise<string | null> {
  if (!/^[a-z0-9-]+$/.test(siteKey)) return null;
  try {
    return await readFile(join(SITES_DIR, siteKey, 'robots.txt'), 'utf8');
  } catch {
    return null;
  }
}
