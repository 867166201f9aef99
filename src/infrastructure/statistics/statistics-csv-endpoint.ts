import type { Logger } from 'pino';
import type { TokenVerifier } from '../../application/platform/identity/token-verifier.port';
import type { ReadStatistics } from '../../application/platform/statistics/read-statistics.use-case';
import type { StatisticsScope } from '../../domain/statistics/statistics-access';
import { statisticsCsv } from '../../domain/statistics/statistics-csv';
import type { SiteConfig } from '../../domain/site/site-config';
import { answerPersonalFile } from '../files/personal-file-answer';
import { isEntityId } from '../../domain/shared/entity-id';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The download's file name: ASCII only, naming what and which days. */
const fileName = (scope: StatisticsScope, from: string, to: string) =>
  `statistics-${scope.kind === 'job' ? `job-${scope.jobId}` : scope.kind === 'organization' ? `organization-${scope.organizationId}` : 'site'}-${from}-${to}.csv`;

/**
 * `GET /api/statistics/export?job=…|organization=…&from=…&to=…`: the statistics page's days as CSV, for
 * whoever may read them (ReadStatistics decides: the organization's members and staff; the site's, staff).
 * The session comes from the board's cookie or a Bearer token; every refusal is the same 404.
 */
export class StatisticsCsvEndpoint {
  constructor(
    readonly site: SiteConfig,
    private readonly read: Pick<ReadStatistics, 'execute'>,
    readonly tokens: TokenVerifier,
    readonly logger: Pick<Logger, 'error'>,
  ) {}

  handle(request: Request, sessionToken: string | null): Promise<Response> {
    const query = new URL(request.url).searchParams;
    const job = query.get('job');
    const organization = query.get('organization');
    const from = query.get('from');
    const to = query.get('to');
    const scope: StatisticsScope | null =
      job !== null
        ? isEntityId(job)
          ? { kind: 'job', jobId: job }
          : null
        : organization !== null
          ? isEntityId(organization)
            ? { kind: 'organization', organizationId: organization }
            : null
          : { kind: 'site' };
    const validDay = (day: string | null) => day === null || DAY.test(day);
    return answerPersonalFile(request, sessionToken, this, 'statistics export', async (ctx) => {
      if (!scope || !validDay(from) || !validDay(to)) return null;
      const result = await this.read.execute({ scope, from, to }, ctx);
      if (!result.ok) return null;
      const view = result.value;
      const title = view.title ?? this.site.name;
      return new Response(`\uFEFF${statisticsCsv(title, view.days)}`, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${fileName(scope, view.range.from, view.range.to)}"`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
          'X-Robots-Tag': 'noindex',
        },
      });
    });
  }
}
