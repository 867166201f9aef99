import type { JobPage } from '../../../domain/job/job';
import type { OrganizationProfile } from '../../../domain/organization/organization-profile';
import type { BoardContext } from '../board-context';

/** The board's way to organization profiles on the platform. Throws on transport errors. */
export interface OrganizationGateway {
  /** `null` when the platform has no such organization. */
  profile(id: string, ctx: BoardContext): Promise<OrganizationProfile | null>;
  /** The same by the slug of its page; `null` when the platform has no such organization. */
  profileBySlug(slug: string, ctx: BoardContext): Promise<OrganizationProfile | null>;
  /** The organization's visible jobs on the board's site, newest first. */
  jobs(request: { organizationId: string; page: number; pageSize: number }, ctx: BoardContext): Promise<JobPage>;
}
