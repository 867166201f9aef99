import type { MetaTag, RouteInfo } from '../../../domain/routing/route-info';
import type { BoardContext } from '../board-context';
import type { LandingPageGateway, LandingPageView } from '../content/landing-page-gateway.port';
import type { OrganizationGateway } from '../organizations/organization-gateway.port';
import { organizationPageFor, type OrganizationPage } from '../organizations/show-organization-page.use-case';
import type { RouteGateway } from './route-gateway.port';

export type ContentPageResult =
  | {
      readonly kind: 'landing';
      readonly landing: LandingPageView;
      readonly metatags: readonly MetaTag[];
      /** The route lookup failed and the page was found by its path: its head has the canonical link only. */
      readonly routeLookupFailed?: boolean;
    }
  | OrganizationPage
  | { readonly kind: 'redirect'; readonly code: number; readonly target: string }
  | { readonly kind: 'not-found' };

/**
 * A path no page route claims (`/pflegejobs-stuttgart`, an organization's alias path): what the route
 * lookup says is there — a landing page, an organization profile, a stored redirect — or nothing.
 * Job pages have their own route; a lookup naming a job here is not this page's business (404).
 * When the lookup fails, a landing page is still found by its own path (without metatags); what only an
 * alias row knows (an organization's alias path, a stored redirect) waits for the lookup to answer again.
 */
export class ShowContentPage {
  constructor(
    private readonly routes: RouteGateway,
    private readonly organizations: OrganizationGateway,
    private readonly landingPages: LandingPageGateway,
    /** Told once per failed lookup (the log), with the error as thrown. */
    private readonly lookupFailed: (error: unknown) => void = () => {},
  ) {}

  async execute(input: { path: string; page?: unknown }, ctx: BoardContext): Promise<ContentPageResult> {
    let route: RouteInfo;
    try {
      route = await this.routes.lookup(input.path, ctx);
    } catch (error) {
      this.lookupFailed(error);
      const landing = await this.landingPages.byPath(input.path, ctx);
      return landing ? { kind: 'landing', landing, metatags: [], routeLookupFailed: true } : { kind: 'not-found' };
    }
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
