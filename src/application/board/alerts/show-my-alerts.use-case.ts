import { alertSearchInput, describeSearch } from '../../../domain/alerts/alert-search';
import type { AlertFrequency } from '../../../domain/alerts/alert-schedule';
import { buildJobSearchRequest } from '../../../domain/search/job-search-builder';
import { toSearchHref } from '../../../domain/search/job-search-url';
import type { SiteListing } from '../../../domain/site/site-config';
import type { BoardContext } from '../board-context';
import type { JobSearchGateway } from '../search/job-search-gateway.port';
import type { JobAlertGateway } from './job-alert-gateway.port';

export interface AlertListItem {
  readonly id: string;
  readonly frequency: AlertFrequency;
  /** The search in words (words, place, filters), in the page's language; empty for "all jobs". */
  readonly description: readonly string[];
  /** Internal href of the search (`/jobs/…?…`). */
  readonly href: string;
  readonly createdAt: string;
  readonly lastSentAt: string | null;
}

/** The dashboard's alert list: each alert's search described and linked in the visitor's language; null for guests. */
export class ShowMyAlerts {
  constructor(
    private readonly alerts: JobAlertGateway,
    private readonly search: JobSearchGateway,
    private readonly listing: Pick<SiteListing, 'jobsPerPage' | 'defaultRadiusKm'>,
  ) {}

  async execute(_input: undefined, ctx: BoardContext): Promise<AlertListItem[] | null> {
    if (!ctx.token) return null;
    const mine = await this.alerts.mine(ctx);
    if (!mine) return null;
    if (mine.length === 0) return [];
    const taxonomy = await this.search.terms(ctx);
    const options = { locale: ctx.locale, pageSize: this.listing.jobsPerPage, defaultRadiusKm: this.listing.defaultRadiusKm, taxonomy };
    return mine.map((alert) => {
      const built = buildJobSearchRequest(alertSearchInput(alert.query), options);
      return {
        id: alert.id,
        frequency: alert.frequency,
        description: built.ok ? describeSearch(built.value, taxonomy, ctx.locale) : [],
        href: built.ok ? toSearchHref(built.value, { locale: ctx.locale, taxonomy }) : '/jobs',
        createdAt: alert.createdAt,
        lastSentAt: alert.lastSentAt,
      };
    });
  }
}
