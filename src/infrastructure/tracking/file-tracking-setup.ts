import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NO_TRACKING, type TrackingSetup } from '../../domain/tracking/tracking-setup';
import { SITES_DIR } from '../config/site-directory';
import { parseTrackingSetup } from './tracking-setup.schema';

/**
 * A site's tracking setup, read once at start-up: `JOBBOARD_TRACKING` (JSON, keyed by site key: an
 * installation's tracker URLs without editing the sites folder) wins over `sites/<key>/tracking.json`;
 * neither means no trackers and the board's own banner. An invalid setup stops start-up, naming the field.
 */
export function readTrackingSetup(siteKey: string, sitesDir: string = SITES_DIR, env: NodeJS.ProcessEnv = process.env): TrackingSetup {
  const fromEnv = env.JOBBOARD_TRACKING;
  if (fromEnv) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(fromEnv);
    } catch {
      throw new Error('JOBBOARD_TRACKING is not valid JSON');
    }
    const entry = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>)[siteKey] : undefined;
    if (entry !== undefined) return parseTrackingSetup(entry, `JOBBOARD_TRACKING.${siteKey}`);
  }
  const file = join(sitesDir, siteKey, 'tracking.json');
  if (!existsSync(file)) return NO_TRACKING;
  return parseTrackingSetup(JSON.parse(readFileSync(file, 'utf8')), file);
}
