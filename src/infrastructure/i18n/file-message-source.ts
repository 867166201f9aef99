import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locale } from '../../domain/shared/locale';
import { BUNDLED_MESSAGES } from './bundled-messages';
import type { MessageSource } from './message-catalog';
import type { Messages } from './messages';

const SITE_KEY = /^[a-z0-9-]+$/;

/**
 * Product messages from the bundle; per-site overrides from `sites/<key>/messages/<locale>.json` when
 * such a file exists. A broken override file is reported once and ignored: the page still renders.
 */
export class FileMessageSource implements MessageSource {
  constructor(
    private readonly sitesDir: string = resolve(process.env.SITES_DIR ?? join(process.cwd(), 'sites')),
    private readonly warn: (message: string) => void = (m) => console.warn(m),
  ) {}

  base(locale: Locale): Messages | undefined {
    return BUNDLED_MESSAGES[locale];
  }

  siteOverrides(siteKey: string, locale: Locale): Messages | undefined {
    if (!SITE_KEY.test(siteKey)) return undefined;
    const file = join(this.sitesDir, siteKey, 'messages', `${locale}.json`);
    if (!existsSync(file)) return undefined;
    try {
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Messages) : undefined;
    } catch (error) {
      this.warn(`Ignoring ${file}: ${(error as Error).message}`);
      return undefined;
    }
  }
}
