import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import { isReadOnlyValue, READ_ONLY_KEY } from '../../../domain/site/app-config-rules';
import { mayManageSection } from '../../../domain/staff/staff-scope';
import type { ConfigAdminRepository, StoredConfigEntry } from './config-admin-repository.port';

export type StaffConfigFailure = 'UNAUTHENTICATED' | 'FORBIDDEN';

/** Guests sign in; staff without the configuration section on the site asked are FORBIDDEN. */
export function configAccess(ctx: RequestContext): StaffConfigFailure | null {
  if (ctx.actor.kind !== 'user') return 'UNAUTHENTICATED';
  return mayManageSection(ctx.actor, 'configuration', ctx.site) ? null : 'FORBIDDEN';
}

export interface ConfigListing {
  readonly entries: readonly StoredConfigEntry[];
  /** Whether the platform is read-only now (the flag's row, not a cache). */
  readonly readOnly: boolean;
  /** May this staff member set entries of every site and switch read-only mode? */
  readonly platformWide: boolean;
}

/** The configuration rows that apply to the site (every site's and its own), for staff who manage it. */
export class ListConfigEntries {
  constructor(private readonly repo: ConfigAdminRepository) {}

  async execute(_input: undefined, ctx: RequestContext): Promise<Result<ConfigListing, StaffConfigFailure>> {
    const refused = configAccess(ctx);
    if (refused) return err(refused);
    const entries = await this.repo.entriesOf(ctx.site);
    return ok({
      entries,
      readOnly: isReadOnlyValue(entries.find((e) => e.site === null && e.key === READ_ONLY_KEY)?.value),
      platformWide: mayManageSection(ctx.actor, 'configuration', null),
    });
  }
}
