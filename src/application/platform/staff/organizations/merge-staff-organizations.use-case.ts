import type { RequestContext } from '../../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../../domain/shared/result';
import {
  type MergeProblem,
  mayActOnOrganization,
  maySeeOrganization,
  mergeProblem,
} from '../../../../domain/staff/staff-organization-rules';
import type { FileStore } from '../../files/file-store.port';
import { removeAfterCommit } from '../../files/remove-after-commit';
import { staffEntry } from '../staff-action-log.port';
import { organizationsSectionRefusal, type StaffOrganizationAccessError } from './staff-organization-access';
import type { StaffOrganizationDetail } from './staff-organization-store.port';
import type { StaffOrganizationUnitOfWork } from './staff-organization-unit-of-work.port';

export type MergeStaffOrganizationsError =
  | StaffOrganizationAccessError
  | MergeProblem
  | 'DUPLICATE_NOT_FOUND'
  | 'DUPLICATE_HAS_CREDITS'
  | 'CONFIRM_REQUIRED';

/**
 * Merges a duplicate into the organization kept, once confirmed: everything of the business moves to the
 * kept one and the duplicate is deleted, in one transaction with its log entry (what the duplicate was and
 * what moved). A site_admin must hold every site of both. Refused while credits were sold to the
 * duplicate (the ledger is append-only) and when one is above the other. The duplicate's profile files
 * leave the file store after the commit, so a rolled-back merge never loses them; one that cannot be
 * deleted then stays behind rather than failing a merge that happened.
 */
export class MergeStaffOrganizations {
  constructor(
    private readonly uow: StaffOrganizationUnitOfWork,
    private readonly files: FileStore,
  ) {}

  async execute(
    input: { readonly keptId: string; readonly duplicateId: string; readonly confirmed: boolean },
    ctx: RequestContext,
  ): Promise<Result<void, MergeStaffOrganizationsError>> {
    const refusal = organizationsSectionRefusal(ctx);
    if (refusal) return err(refusal);
    if (input.keptId === input.duplicateId) return err('SAME_ORGANIZATION');
    const outcome = await this.uow.run(async (tx): Promise<Result<readonly string[], MergeStaffOrganizationsError>> => {
      // Both rows locked in id order: two merges of the same pair the other way round cannot deadlock.
      const [first, second] = [input.keptId, input.duplicateId].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
      const locked = new Map<string, StaffOrganizationDetail | null>();
      for (const id of [first!, second!]) locked.set(id, await tx.organizations.lock(id));
      const kept = locked.get(input.keptId) ?? null;
      const duplicate = locked.get(input.duplicateId) ?? null;
      if (!kept || !maySeeOrganization(ctx.actor, kept.sites)) return err('NOT_FOUND');
      if (!duplicate || !maySeeOrganization(ctx.actor, duplicate.sites)) return err('DUPLICATE_NOT_FOUND');
      if (!mayActOnOrganization(ctx.actor, kept.sites) || !mayActOnOrganization(ctx.actor, duplicate.sites)) return err('FORBIDDEN');
      const problem = mergeProblem(kept.id, duplicate.id, await tx.organizations.parentLinks());
      if (problem) return err(problem);
      if (await tx.organizations.hasCredits(duplicate.id)) return err('DUPLICATE_HAS_CREDITS');
      if (!input.confirmed) return err('CONFIRM_REQUIRED');
      const merged = await tx.organizations.mergeInto(kept.id, duplicate.id);
      await tx.staffLog.record(
        staffEntry(ctx.actor, {
          siteKey: kept.sites[0] ?? duplicate.sites[0] ?? null,
          action: 'organization.merge',
          targetType: 'organization',
          targetId: kept.id,
          before: {
            duplicate: {
              id: duplicate.id,
              name: duplicate.name,
              sites: [...duplicate.sites],
              jobs: duplicate.jobs,
              members: duplicate.members,
            },
          },
          after: { moved: { ...merged.moved } },
        }),
      );
      return ok(merged.fileKeys);
    });
    if (!outcome.ok) return outcome;
    await removeAfterCommit(this.files, outcome.value);
    return ok(undefined);
  }
}
