import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { HomeBlocks } from '../../application/board/jobs/show-home-blocks.use-case';
import type { HomePage } from '../../application/board/jobs/show-home-page.use-case';
import type { LandingPageView } from '../../application/board/content/landing-page-gateway.port';
import type { OrganizationPage } from '../../application/board/organizations/show-organization-page.use-case';
import type { DirectoryEntry } from '../../domain/organization/organization-directory';
import type { ProfileSections } from '../../domain/organization/profile-sections';
import { isLandingPagePath } from '../../domain/content/landing-page';
import type { JobSearchPage } from '../../application/board/search/search-jobs.use-case';
import type { Job } from '../../domain/job/job';
import { normalizePage } from '../../domain/job/paging';
import { isLandingPath, landingPathOf } from '../../domain/routing/landing-paths';
import { stripLocalePrefix } from '../../domain/routing/locale-prefix';
import { delocalizePath } from '../../domain/routing/localized-paths';
import { MAX_PATH_LENGTH } from '../../domain/routing/request-target';
import type { MetaTag } from '../../domain/routing/route-info';
import { isSafeRedirectTarget, redirectHostsOf } from '../../domain/routing/safe-redirect';
import { board } from './board-context.server';
import { loadHomePage, loadJobPage } from './jobs.functions';
import { loadHomeBlocks } from './home.functions';
import { loadFeaturedOrganizations } from './organization-directory.functions';
import { loadOrganizationPageParts } from './organization-page-parts.functions';
import { loadContentPage, loadOrganizationPage } from './organizations.functions';
import { pageInput } from './page-input';
import { loadJobSearch } from './search.functions';

/**
 * What `/router?router=<real path>` shows: the page of the real path, rendered in place so the
 * address stays `/router?…`. Home, the job listing, job pages, organization pages and landing pages
 * (their own paths, or organizations under alias paths) have page components; other landing paths (job
 * taxonomy, organizations directory, blog) are looked up and follow a lookup redirect, or are a 404 until
 * their pages exist. Non-landing paths are always a 404.
 */
export type RouterPage =
  | {
      readonly kind: 'home';
      readonly home: HomePage;
      readonly blocks: HomeBlocks;
      readonly featuredOrganizations: readonly DirectoryEntry[];
    }
  | { readonly kind: 'jobs'; readonly result: JobSearchPage }
  | { readonly kind: 'job'; readonly job: Job; readonly expired: boolean; readonly metatags: readonly MetaTag[] }
  | { readonly kind: 'organization'; readonly organization: OrganizationPage; readonly sections: ProfileSections }
  | { readonly kind: 'landing'; readonly landing: LandingPageView; readonly metatags: readonly MetaTag[] }
  /** `target` passed the open-redirect guard: a same-site path (unprefixed) or an allow-listed host. */
  | { readonly kind: 'redirect'; readonly code: number; readonly target: string }
  | { readonly kind: 'not-found' };

const JOB_PATH = /^\/job\/([^/]+)$/;
const ORGANIZATION_PATH = /^\/organization\/([^/]+)$/;

export const loadRouterPage = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ path: z.string().min(1).max(MAX_PATH_LENGTH) }))
  .handler(async ({ data }): Promise<RouterPage> => {
    // The real path may be public — with a locale prefix and localized segments (`/fr/emploi`) — or
    // internal (`/jobs`): either way the route files' path is what counts; the page's locale renders.
    const queryStart = data.path.search(/[?#]/);
    const query = queryStart < 0 ? '' : data.path.slice(queryStart).replace(/#.*$/, '');
    const prefixed = stripLocalePrefix(queryStart < 0 ? data.path : data.path.slice(0, queryStart));
    const href = delocalizePath(prefixed.path, prefixed.locale ?? data.locale) + query;
    if (!isLandingPath(href) && !isLandingPagePath(landingPathOf(href))) return { kind: 'not-found' };
    const path = landingPathOf(href);
    const pageNumber = normalizePage(new URLSearchParams(query).get('page'));
    const page = { locale: data.locale, visualEditor: data.visualEditor };
    const b = await board();

    // The pages' own server functions, so the router shows exactly what the real path shows.
    if (path === '/') {
      const [home, blocks, featuredOrganizations] = await Promise.all([
        loadHomePage({ data: page }),
        loadHomeBlocks({ data: page }),
        loadFeaturedOrganizations({ data: page }),
      ]);
      return { kind: 'home', home, blocks, featuredOrganizations };
    }
    if (path === '/jobs' || path.startsWith('/jobs/')) {
      const segments = path
        .split('/')
        .slice(2, 12)
        .map((s) => safeDecode(s).slice(0, 200));
      const params = [...new URLSearchParams(query)].slice(0, 100).map(([k, v]): [string, string] => [k.slice(0, 100), v.slice(0, 1000)]);
      const result = await loadJobSearch({ data: { ...page, segments, params } });
      if (result.kind === 'not-found') return result;
      // The search's own URL or its last page, still through the router.
      if (result.kind === 'redirect')
        return { kind: 'redirect', code: result.status, target: `/router?router=${encodeURIComponent(result.href)}` };
      return { kind: 'jobs', result: result.page };
    }
    const job = JOB_PATH.exec(path);
    if (job) {
      const result = await loadJobPage({ data: { ...page, slug: job[1]! } });
      if (result.kind === 'job') return result;
      return result.kind === 'redirect' ? guarded(result.code, result.target, redirectHostsOf(b.site)) : result;
    }
    const organization = ORGANIZATION_PATH.exec(path);
    const content = organization
      ? await loadOrganizationPage({ data: { ...page, slug: organization[1]!, page: pageNumber } })
      : await loadContentPage({ data: { ...page, path, page: pageNumber } });
    if (content.kind === 'redirect') return guarded(content.code, content.target, redirectHostsOf(b.site));
    if (content.kind === 'organization') {
      // Past the last page of its jobs: the organization's own address, like the page itself would.
      if (content.redirectToPage !== undefined) return { kind: 'redirect', code: 302, target: `/organization/${content.profile.slug}` };
      const { sections } = await loadOrganizationPageParts({ data: { ...page, organizationId: content.profile.id } });
      return { kind: 'organization', organization: content, sections };
    }
    if (content.kind === 'landing') return { kind: 'landing', landing: content.landing, metatags: content.metatags };
    return { kind: 'not-found' };
  });

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A lookup redirect only to this site or its sister site; anything else is treated as not found. */
function guarded(code: number, target: string, hosts: readonly string[]): RouterPage {
  return isSafeRedirectTarget(target, hosts) ? { kind: 'redirect', code, target } : { kind: 'not-found' };
}
