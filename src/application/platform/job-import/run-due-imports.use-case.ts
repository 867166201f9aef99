import { failureMailDue, nextRunAfter, RUN_LEASE_MS } from '../../../domain/job-import/import-run';
import { publicPath } from '../../../domain/routing/canonical';
import type { Clock } from '../../shared/clock.port';
import type { MailComposer } from '../mail/mail-composer.port';
import type { SiteDirectory } from '../site/site-directory.port';
import type { ImporterRepository } from './importer-repository.port';
import type { SyncJobImport } from './sync-job-import.use-case';

/** The organization's view of its importers and their log, where the failure mail leads. */
export const ORGANIZATION_IMPORTS_PATH = '/job-manager/imports';

/**
 * One round of the import scheduler on a site: claim the next due importer (no other worker runs it
 * meanwhile; a worker that dies gives it back when its lease passes), run it, and finish it — log entry,
 * next due time and failure streak in one transaction, with the owner's mail in the outbox when the
 * streak reaches the limit. An error the run did not expect is logged as a failed run too: the importer
 * is never left claimed.
 */
export class RunDueImports {
  constructor(
    private readonly importers: ImporterRepository,
    private readonly sync: Pick<SyncJobImport, 'execute'>,
    private readonly composer: MailComposer,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  /** The run's outcome, or null when nothing was due. */
  async execute(input: { readonly site: string }): Promise<{ readonly importerId: string; readonly outcome: string } | null> {
    const now = this.clock.now();
    const importer = await this.importers.claimDue(input.site, now, new Date(now.getTime() + RUN_LEASE_MS));
    if (!importer) return null;
    let run: Awaited<ReturnType<SyncJobImport['execute']>>;
    try {
      run = await this.sync.execute(importer);
    } catch (error) {
      run = {
        startedAt: now,
        finishedAt: this.clock.now(),
        outcome: 'failed',
        counts: { created: 0, updated: 0, unpublished: 0, unchanged: 0, refused: 0 },
        refusals: [],
        error: `RUN_FAILED: ${error instanceof Error ? error.message : 'unexpected error'}`.slice(0, 500),
      };
    }
    const failedRuns = run.outcome === 'failed' ? importer.failedRuns + 1 : 0;
    const mail = failureMailDue(failedRuns) ? await this.failureMail(importer, failedRuns, run.error ?? '') : null;
    await this.importers.finishRun(importer.id, run, { nextRunAt: nextRunAfter(run.finishedAt, importer.intervalHours), failedRuns }, mail);
    return { importerId: importer.id, outcome: run.outcome };
  }

  private async failureMail(
    importer: { id: string; name: string; site: string; organizationId: string },
    failedRuns: number,
    error: string,
  ) {
    const site = this.sites.get(importer.site);
    const to = site ? await this.importers.ownerEmailOf(importer.organizationId) : null;
    if (!site || !to) return null;
    const locale = site.defaultLocale;
    const link = `https://${site.host}${publicPath(site, locale, ORGANIZATION_IMPORTS_PATH)}`;
    const mail = this.composer.compose(
      to,
      { kind: 'import-failing', siteName: site.name, importerName: importer.name, failedRuns, error, link },
      locale,
    );
    return { mail, site: site.key };
  }
}
