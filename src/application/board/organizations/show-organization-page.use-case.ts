import type { Job } from '../../../domain/job/job';
import { normalizePage, pageCount } from '../../../domain/job/paging';
import type { OrganizationProfile } from '../../../domain/organization/organization-profile';
import type { MetaTag, RouteInfo } from '../../../domain/routing/route-info';
import type { BoardContext } from '../board-context';
import type { RouteGateway } from '../routing/route-gateway.port';
import type { OrganizationGateway } from './organization-gateway.port';

/** Jobs lists show 10 per page; an organization's jobs too. */
export const ORGANIZATION_JOBS_PER_PAGE = 10;

export interface OrganizationPage {
  readonly kind: 'organization';
  readonly profile: OrganizationProfile;
  readonly jobs: readonly Job[];
  readonly totalJobs: number;
  readonly page: number;
  readonly pageCount: number;
  readonly metatags: readonly MetaTag[];
  /** The route lookup failed and the page was found by its slug: its head has the canonical link only. */
  readonly routeLookupFailed?: boolean;
  /** Set when the requested jobs page is past the end: the caller redirects to the last page. */
  readonly redirectToPage?: number;
}

export type OrganizationPageResult =
  | OrganizationPage
  | { readonly kind: 'redirect'; readonly code: number; readonly target: string }
  | { readonly kind: 'not-found' };

/** The page of an organization the route lookup named: its profile and one page of its jobs. */
export async function organizationPageFor(
  organizations: OrganizationGateway,
  route: Extract<RouteInfo, { kind: 'content' }>,
  rawPage: unknown,
  ctx: BoardContext,
): Promise<OrganizationPageResult> {
  const page = normalizePage(rawPage);
  const [profile, jobs] = await Promise.all([
    organizations.profile(route.id, ctx),
    organizations.jobs({ organizationId: route.id, page, pageSize: ORGANIZATION_JOBS_PER_PAGE }, ctx),
  ]);
  if (!profile) return { kind: 'not-found' };
  const pages = pageCount(jobs.total, ORGANIZATION_JOBS_PER_PAGE);
  const result: OrganizationPage = {
    kind: 'organization',
    profile,
    jobs: jobs.items,
    totalJobs: jobs.total,
    page,
    pageCount: pages,
    metatags: route.metatags,
  };
  return page > pages ? { ...result, redirectToPage: pages } : result;
}

/**
 * /organization/{slug}: look the path up, then load the organization it names and a page of its jobs.
 * The lookup adds the page's metatags and stored redirects; when it fails the page is still there: the
 * organization is found by its slug and shown without them (its head then has only the canonical link).
 */
export class ShowOrganizationPage {
  constructor(
    private readonly routes: RouteGateway,
    private readonly organizations: OrganizationGateway,
    /** Told once per failed lookup (the log), with the error as thrown. */
    private readonly lookupFailed: (error: unknown) => void = () => {},
  ) {}

  async execute(input: { slug: string; page?: unknown }, ctx: BoardContext): Promise<OrganizationPageResult> {
    if (!/^[a-z0-9][a-z0-9-]{0,199}$/.test(input.slug)) return { kind: 'not-found' };
    let route: RouteInfo;
    try {
      route = await this.routes.lookup(`/organization/${input.slug}`, ctx);
    } catch (error) {
      this.lookupFailed(error);
      const profile = await this.organizations.profileBySlug(input.slug, ctx);
      if (!profile) return { kind: 'not-found' };
      const found: RouteInfo = { kind: 'content', type: 'OrganizationProfile', id: profile.id, metatags: [] };
      const page = await organizationPageFor(this.organizations, found, input.page, ctx);
      return page.kind === 'organization' ? { ...page, routeLookupFailed: true } : page;
    }
    if (route.kind === 'redirect') return { kind: 'redirect', code: route.code, target: route.target };
    if (route.kind === 'error' || route.type !== 'OrganizationProfile') return { kind: 'not-found' };
    return organizationPageFor(this.organizations, route, input.page, ctx);
  }
}
