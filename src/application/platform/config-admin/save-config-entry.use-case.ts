import {
  checkConfigEntry,
  type ConfigDraft,
  type ConfigProblem,
  isPlatformWideKey,
  isReadOnlyValue,
  READ_ONLY_KEY,
} from '../../../domain/site/app-config-rules';
import type { RequestContext } from '../../../domain/shared/request-context';
import { mayManageSection } from '../../../domain/staff/staff-scope';
import { staffEntry } from '../staff/staff-action-log.port';
import type { ConfigAdminRepository, ReadOnlyMode, StoredConfigEntry } from './config-admin-repository.port';
import { configAccess, type StaffConfigFailure } from './list-config-entries.use-case';

export type SaveConfigOutcome =
  | { readonly ok: true; readonly entry: StoredConfigEntry }
  | { readonly ok: false; readonly code: StaffConfigFailure }
  | { readonly ok: false; readonly code: 'INVALID'; readonly problems: readonly ConfigProblem[] };

/**
 * Sets an entry for the site asked on, or for every site (`everySite`). Rows of every site, and the
 * read-only flag (which is always platform-wide), are an administrator's; a site admin sets its own
 * site's rows. A key outside the allowed set, or a value that does not fit its key, writes nothing.
 */
export class SaveConfigEntry {
  constructor(
    private readonly repo: ConfigAdminRepository,
    private readonly mode: ReadOnlyMode,
  ) {}

  async execute(input: ConfigDraft & { readonly everySite: boolean }, ctx: RequestContext): Promise<SaveConfigOutcome> {
    const refused = configAccess(ctx);
    if (refused) return { ok: false, code: refused };
    const checked = checkConfigEntry(input);
    if (!checked.ok) return { ok: false, code: 'INVALID', problems: checked.problems };
    const site = input.everySite || isPlatformWideKey(checked.entry.key) ? null : ctx.site;
    if (!mayManageSection(ctx.actor, 'configuration', site)) return { ok: false, code: 'FORBIDDEN' };
    const entry = await this.repo.save(site, checked.entry, (before, after) =>
      staffEntry(ctx.actor, { siteKey: site, action: 'config.set', targetType: 'app_config', targetId: checked.entry.key, before, after }),
    );
    if (entry.key === READ_ONLY_KEY) this.mode.changed(isReadOnlyValue(entry.value));
    return { ok: true, entry };
  }
}
