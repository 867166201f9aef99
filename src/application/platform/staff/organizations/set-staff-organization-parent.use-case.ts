import type { RequestContext } from '../../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../../domain/shared/result';
import {
  mayActOnOrganization,
  maySeeOrganization,
  type ParentProblem,
  parentProblem,
} from '../../../../domain/staff/staff-organization-rules';
import { staffEntry } from '../staff-action-log.port';
import { organizationRefusal, organizationsSectionRefusal, type StaffOrganizationAccessError } from './staff-organization-access';
import type { StaffOrganizationUnitOfWork } from './staff-organization-unit-of-work.port';

export type SetStaffOrganizationParentError =
  | StaffOrganizationAccessError
  | ParentProblem
  | 'PARENT_NOT_FOUND'
  | 'PARENT_FORBIDDEN'
  | 'UNCHANGED';

/**
 * Places an organization under a parent, or takes it out (null). Staff must be allowed to change both
 * (a site_admin: every site of each); an organization never becomes its own parent nor its own
 * ancestor (the hierarchy's rule, checked here and by the database's guard against a concurrent
 * change). The change and its log entry (the parent before and after) commit together.
 */
export class SetStaffOrganizationParent {
  constructor(private readonly uow: StaffOrganizationUnitOfWork) {}

  async execute(
    input: { readonly organizationId: string; readonly parentId: string | null },
    ctx: RequestContext,
  ): Promise<Result<void, SetStaffOrganizationParentError>> {
    const refusal = organizationsSectionRefusal(ctx);
    if (refusal) return err(refusal);
    return this.uow.run(async (tx): Promise<Result<void, SetStaffOrganizationParentError>> => {
      const organization = await tx.organizations.lock(input.organizationId);
      if (organization && !maySeeOrganization(ctx.actor, organization.sites)) return err('NOT_FOUND');
      const problem = organizationRefusal(organization, ctx);
      if (problem || !organization) return err(problem ?? 'NOT_FOUND');
      if ((organization.parent?.id ?? null) === input.parentId) return err('UNCHANGED');
      let parentName: string | null = null;
      if (input.parentId !== null) {
        const own = parentProblem(organization.id, input.parentId, new Map());
        if (own) return err(own);
        const parent = await tx.organizations.lock(input.parentId);
        if (!parent || !maySeeOrganization(ctx.actor, parent.sites)) return err('PARENT_NOT_FOUND');
        if (!mayActOnOrganization(ctx.actor, parent.sites)) return err('PARENT_FORBIDDEN');
        const cycle = parentProblem(organization.id, parent.id, await tx.organizations.parentLinks());
        if (cycle) return err(cycle);
        parentName = parent.name;
      }
      if ((await tx.organizations.setParent(organization.id, input.parentId)) === 'CYCLE') return err('CYCLE');
      await tx.staffLog.record(
        staffEntry(ctx.actor, {
          siteKey: organization.sites[0] ?? null,
          action: 'organization.set_parent',
          targetType: 'organization',
          targetId: organization.id,
          before: { parent: organization.parent ? { id: organization.parent.id, name: organization.parent.name } : null },
          after: { parent: input.parentId === null ? null : { id: input.parentId, name: parentName } },
        }),
      );
      return ok(undefined);
    });
  }
}
