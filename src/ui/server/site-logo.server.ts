import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const SITES_DIR = resolve(process.env.SITES_DIR ?? join(process.cwd(), 'sites'));

/** The logo of a known site (the caller checked the key against the site directory), or null. */
export async function readSiteLogo(siteKey: string): Promise<string | null> {
  if (!/^[a-z0-9-]+$/.test(siteKey)) return null;
  try {
    return await readFile(join(SITES_DIR, siteKey, 'logo.svg'), 'utf8');
  } catch {
    return null;
  }
}
