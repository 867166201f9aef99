import type { MetaTag } from '../../../domain/routing/route-info';
import type { BoardContext } from '../board-context';
import type { LandingPageGateway, LandingPageView } from '../content/landing-page-gateway.port';
import type { OrganizationGateway } from '../organizations/organization-gateway.port';
import { organizationPageFor, type OrganizationPage } from '../organizations/show-organization-page.use-case';
import type { RouteGateway } from './route-gateway.port';

export type ContentPageResult =
  | { readonly kind: 'landing'; readonly landing: LandingPageView; readonly metatags: readonly MetaTag[] }
  | OrganizationPage
  | { readonly kind: 'redirect'; readonly code: number; readonly target: string }
  | { readonly kind: 'not-found' };

/**
 * A path no page route claims (`/pflegejobs-stuttgart`, an organization's alias path): what the route
 * lookup says is there — a landing page, an organization profile, a stored redirect — or nothing.
 * Job pages have their own route; a lookup naming a job here is not this page's business (404).
 */
export class ShowContentPage {
  constructor(
    private readonly routes: RouteGateway,
    private readonly organizations: OrganizationGateway,
    private readonly landingPages: LandingPageGateway,
  ) {}

  async execute(input: { path: string; page?: unknown }, ctx: BoardContext): Promise<ContentPageResult> {
    const route = await this.routes.lookup(input.path, ctx);
    if (route.kind === 'redirect') return { kind: 'redirect', code: route.code, target: route.target };
    if (route.kind === 'error') return { kind: 'not-found' };
    if (route.type === 'OrganizationProfile') return organizationPageFor(this.organizations, route, input.page, ctx);
    if (route.type === 'LandingPage') {
      const landing = await this.landingPages.byId(route.id, ctx);
      return landing ? { kind: 'landing', landing, metatags: route.metatags } : { kind: 'not-found' };
    }
    return { kind: 'not-found' };
  }
}
