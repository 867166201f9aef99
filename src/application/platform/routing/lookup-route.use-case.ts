import { isExpired, isVisibleOn } from '../../../domain/job/job';
import { jobMetatags } from '../../../domain/job/job-metatags';
import { canonicalUrl } from '../../../domain/routing/canonical';
import { lookupSlug, type RouteInfo } from '../../../domain/routing/route-info';
import { localeFromPrefix } from '../../../domain/shared/locale';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { Clock } from '../../shared/clock.port';
import type { JobRepository } from '../jobs/job-repository.port';
import type { SiteDirectory } from '../site/site-directory.port';
import type { PathAliasRepository } from './path-alias-repository.port';

const NOT_FOUND: RouteInfo = { kind: 'error', code: 404, reason: 'Not found' };
const MAX_SLUG_LENGTH = 2048;

/**
 * getRoutInfo: what a site path shows. The slug is site-relative and unprefixed (`/job/…`); the query
 * parameters jobId, path and router never take part. Jobs that are not visible on the site are 404s,
 * expired ones still answer so their page can say so.
 */
export class LookupRoute {
  constructor(
    private readonly aliases: PathAliasRepository,
    private readonly jobs: JobRepository,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(input: { slug: string; language?: string | null }, ctx: RequestContext): Promise<RouteInfo> {
    if (input.slug.length > MAX_SLUG_LENGTH) return NOT_FOUND;
    const site = this.sites.get(ctx.site);
    if (!site) return NOT_FOUND;
    const locale = (input.language && localeFromPrefix(input.language)) || ctx.locale;
    const path = lookupSlug(input.slug).split('?')[0] ?? '/';
    const target = await this.aliases.resolve(ctx.site, locale, path);
    if (!target) return NOT_FOUND;
    if (target.kind === 'redirect') return { kind: 'redirect', code: target.code, target: target.target };
    if (target.type !== 'Job') return { kind: 'content', type: target.type, id: target.id, metatags: [] };

    const job = await this.jobs.findById(target.id, locale);
    const now = this.clock.now();
    if (!job || !(isVisibleOn(job, ctx.site, now) || (job.sites.includes(ctx.site) && job.state === 'published' && isExpired(job, now)))) {
      return NOT_FOUND;
    }
    // One canonical URL for a job shown on several sites: the first site that offers it.
    const home = this.sites.get(job.sites[0] ?? ctx.site) ?? site;
    const canonical = canonicalUrl(home, home.locales.includes(locale) ? locale : home.defaultLocale, `/job/${job.slug}`);
    return { kind: 'content', type: 'Job', id: job.id, metatags: jobMetatags(job, canonical) };
  }
}
