import type { RequestContext } from '../../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../../domain/shared/result';
import { staffEntry } from '../staff-action-log.port';
import { auditedPage, contentSectionRefusal, mayManagePage, type StaffLandingPageAccessError } from './staff-landing-page-access';
import type { StaffLandingPageUnitOfWork } from './staff-landing-page-store.port';

/**
 * Deletes a landing page and its aliases once confirmed (its paths then answer 404 and are free again).
 * A page of a site the actor does not manage is NOT_FOUND. The deletion and its log entry, which keeps
 * what the page was, commit together.
 */
export class DeleteStaffLandingPage {
  constructor(private readonly uow: StaffLandingPageUnitOfWork) {}

  async execute(
    input: { readonly id: string; readonly confirmed: boolean },
    ctx: RequestContext,
  ): Promise<Result<void, StaffLandingPageAccessError | 'CONFIRM_REQUIRED'>> {
    const refusal = contentSectionRefusal(ctx);
    if (refusal) return err(refusal);
    return this.uow.run(async (tx): Promise<Result<void, StaffLandingPageAccessError | 'CONFIRM_REQUIRED'>> => {
      const page = await tx.pages.find(input.id);
      if (!mayManagePage(ctx, page)) return err('NOT_FOUND');
      if (!input.confirmed) return err('CONFIRM_REQUIRED');
      await tx.pages.delete(page.id);
      await tx.staffLog.record(
        staffEntry(ctx.actor, {
          siteKey: page.site,
          action: 'landing_page.delete',
          targetType: 'landing_page',
          targetId: page.id,
          before: auditedPage(page),
          after: null,
        }),
      );
      return ok(undefined);
    });
  }
}
