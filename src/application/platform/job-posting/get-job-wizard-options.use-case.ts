import { editorRoleOf, editorToolbarFor, type ToolbarItem } from '../../../domain/identity/permissions';
import { mayManageSection } from '../../../domain/staff/staff-scope';
import type { JobReviewPolicy } from '../../../domain/job/job-workflow';
import type { Term } from '../../../domain/job/taxonomy';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { SiteDirectory } from '../site/site-directory.port';
import { fail, type PostingResult } from './job-posting-errors';
import type { JobPostingRepository } from './job-posting-repository.port';
import type { OrganizationAccess, PostingOrganization } from './organization-access.port';
import { reviewPolicyOf } from './posting-access';

export interface JobWizardOptions {
  readonly organizations: readonly PostingOrganization[];
  readonly terms: readonly Term[];
  readonly review: JobReviewPolicy;
  readonly staff: boolean;
  /** The rich-text toolbar of the actor's editor role. */
  readonly toolbar: readonly ToolbarItem[];
}

/** What the wizard offers the actor: their organizations, the classification terms, the review setting and the toolbar. */
export class GetJobWizardOptions {
  constructor(
    private readonly jobs: JobPostingRepository,
    private readonly access: OrganizationAccess,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(_: unknown, ctx: RequestContext): Promise<PostingResult<JobWizardOptions>> {
    if (ctx.actor.kind !== 'user') return fail('UNAUTHENTICATED');
    const staff = mayManageSection(ctx.actor, 'jobs', ctx.site);
    const organizations = await this.access.organizationsOf(ctx.actor.userId);
    if (organizations.length === 0 && !staff) return fail('FORBIDDEN');
    return {
      ok: true,
      value: {
        organizations,
        terms: await this.jobs.terms(),
        review: reviewPolicyOf(this.sites, ctx.site),
        staff,
        toolbar: editorToolbarFor(editorRoleOf(ctx.actor)),
      },
    };
  }
}
