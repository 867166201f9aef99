import { isLandingPagePath, landingPageMetatags, type LandingPage } from '../../../domain/content/landing-page';
import { isExpired, isVisibleOn } from '../../../domain/job/job';
import { jobMetatags } from '../../../domain/job/job-metatags';
import { canonicalUrl } from '../../../domain/routing/canonical';
import { lookupSlug, type RouteInfo } from '../../../domain/routing/route-info';
import { organizationMetatags } from '../../../domain/organization/organization-metatags';
import { organizationPath, organizationSlugOf } from '../../../domain/organization/organization-path';
import type { OrganizationProfile } from '../../../domain/organization/organization-profile';
import { localeFromPrefix, type Locale } from '../../../domain/shared/locale';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { SiteConfig } from '../../../domain/site/site-config';
import type { Clock } from '../../shared/clock.port';
import type { LandingPageRepository } from '../content/landing-page-repository.port';
import type { JobRepository } from '../jobs/job-repository.port';
import type { OrganizationRepository } from '../organizations/organization-repository.port';
import type { SiteDirectory } from '../site/site-directory.port';
import type { PathAliasRepository } from './path-alias-repository.port';

const NOT_FOUND: RouteInfo = { kind: 'error', code: 404, reason: 'Not found' };
const MAX_SLUG_LENGTH = 2048;

/**
 * getRoutInfo: what a site path shows. The slug is site-relative and unprefixed (`/job/…`); the query
 * parameters jobId, path and router never take part. Jobs that are not visible on the site are 404s,
 * expired ones still answer so their page can say so. Organization pages (`/organization/{slug}`) and
 * landing pages (their own paths) answer even without a path alias; an alias may point at either.
 */
export class LookupRoute {
  constructor(
    private readonly aliases: PathAliasRepository,
    private readonly jobs: JobRepository,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
    private readonly organizations: OrganizationRepository,
    private readonly landingPages: LandingPageRepository,
  ) {}

  async execute(input: { slug: string; language?: string | null }, ctx: RequestContext): Promise<RouteInfo> {
    // No stored path is that long or holds a NUL (which PostgreSQL text cannot hold: it would fail, not miss).
    if (input.slug.length > MAX_SLUG_LENGTH || input.slug.includes('\0')) return NOT_FOUND;
    const site = this.sites.get(ctx.site);
    if (!site) return NOT_FOUND;
    const locale = (input.language && localeFromPrefix(input.language)) || ctx.locale;
    const path = lookupSlug(input.slug).split('?')[0] ?? '/';
    const target = await this.aliases.resolve(ctx.site, locale, path);
    if (!target) return this.withoutAlias(site, locale, path);
    if (target.kind === 'redirect') return { kind: 'redirect', code: target.code, target: target.target };
    if (target.type === 'OrganizationProfile') return organizationContent(await this.organizations.findById(target.id), site, locale);
    if (target.type === 'LandingPage') {
      const page = await this.landingPages.findById(target.id);
      return landingContent(page?.published && page.site === site.key && page.locale === locale ? page : null, site);
    }

    const job = await this.jobs.findById(target.id, locale);
    const now = this.clock.now();
    if (!job || !(isVisibleOn(job, ctx.site, now) || (job.sites.includes(ctx.site) && job.state === 'published' && isExpired(job, now)))) {
      return NOT_FOUND;
    }
    /*
     * The visited site's own page of the job: the page's canonical link, og:url, JSON-LD url and share
     * links all name it, so a job shown on several sites is indexed and shared on each of them.
     */
    const canonical = canonicalUrl(site, site.locales.includes(locale) ? locale : site.defaultLocale, `/job/${job.slug}`);
    return { kind: 'content', type: 'Job', id: job.id, metatags: jobMetatags(job, canonical) };
  }

  /** Organization pages by their slug, landing pages by their path: content that needs no alias row. */
  private async withoutAlias(site: SiteConfig, locale: Locale, path: string): Promise<RouteInfo> {
    const slug = organizationSlugOf(path);
    if (slug) return organizationContent(await this.organizations.findBySlug(slug), site, locale);
    if (isLandingPagePath(path)) return landingContent(await this.landingPages.findPublishedByPath(site.key, locale, path), site);
    return NOT_FOUND;
  }
}

/** Organization profiles are public on every site; the canonical URL is this site's page of it. */
function organizationContent(profile: OrganizationProfile | null, site: SiteConfig, locale: Locale): RouteInfo {
  if (!profile) return NOT_FOUND;
  const canonical = canonicalUrl(site, site.locales.includes(locale) ? locale : site.defaultLocale, organizationPath(profile.slug));
  return { kind: 'content', type: 'OrganizationProfile', id: profile.id, metatags: organizationMetatags(profile, canonical) };
}

/** A landing page belongs to one site and language; the caller has checked both. */
function landingContent(page: LandingPage | null, site: SiteConfig): RouteInfo {
  if (!page) return NOT_FOUND;
  return {
    kind: 'content',
    type: 'LandingPage',
    id: page.id,
    metatags: landingPageMetatags(page, canonicalUrl(site, page.locale, page.path)),
  };
}
