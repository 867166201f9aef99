import { READ_ONLY_KEY } from '../../../domain/site/app-config-rules';
import type { RequestContext } from '../../../domain/shared/request-context';
import { mayManageSection } from '../../../domain/staff/staff-scope';
import { staffEntry } from '../staff/staff-action-log.port';
import type { ConfigAdminRepository, ReadOnlyMode } from './config-admin-repository.port';
import type { StaffConfigFailure } from './list-config-entries.use-case';

/**
 * Turns the platform's read-only mode on or off: one row for every site, so an administrator's alone.
 * The central write check lets this one write through while the mode is on, or nobody could turn it off.
 */
export class SetReadOnlyMode {
  constructor(
    private readonly repo: ConfigAdminRepository,
    private readonly mode: ReadOnlyMode,
  ) {}

  async execute(
    input: { readonly on: boolean },
    ctx: RequestContext,
  ): Promise<{ readonly ok: true; readonly on: boolean } | { readonly ok: false; readonly code: StaffConfigFailure }> {
    if (ctx.actor.kind !== 'user') return { ok: false, code: 'UNAUTHENTICATED' };
    if (!mayManageSection(ctx.actor, 'configuration', null)) return { ok: false, code: 'FORBIDDEN' };
    const value = input.on ? 'true' : 'false';
    await this.repo.save(null, { key: READ_ONLY_KEY, name: 'Read-only mode', value }, (before, after) =>
      staffEntry(ctx.actor, {
        siteKey: null,
        action: 'config.read_only',
        targetType: 'app_config',
        targetId: READ_ONLY_KEY,
        before,
        after,
      }),
    );
    this.mode.changed(input.on);
    return { ok: true, on: input.on };
  }
}
