import { placeForAddress, type Coordinates } from '../../../domain/geo/place-for-address';
import type { FeedItem, JobRefusal } from '../../../domain/job-import/feed-job';
import { importedJobContent } from '../../../domain/job-import/imported-job-content';
import type { Importer } from '../../../domain/job-import/importer';
import { importedJobState, type ImportCounts, type ImportRunRecord, MAX_LOGGED_REFUSALS } from '../../../domain/job-import/import-run';
import { contentFingerprint, planSync, type AcceptedJob } from '../../../domain/job-import/sync-plan';
import { expiryFor, type JobPostingContent } from '../../../domain/job/job-posting';
import { DEFAULT_JOB_REVIEW_POLICY } from '../../../domain/job/job-workflow';
import type { Locale } from '../../../domain/shared/locale';
import type { Clock } from '../../shared/clock.port';
import type { RichTextSanitizer } from '../../shared/rich-text-sanitizer.port';
import type { Geocoder } from '../geo/geocoder.port';
import type { PostingPayment } from '../job-posting/posting-payment.port';
import type { SiteDirectory } from '../site/site-directory.port';
import type { JobFeedParser } from './job-feed-parser.port';
import type { ImportedJobWrite, JobImportStore } from './job-import-store.port';
import { SourceReadError, type JobSourceFetcher } from './job-source-fetcher.port';
import type { TextHasher } from './text-hasher.port';

/** Thrown inside a run when the source or feed fails as a whole; the run's error names it. */
class FeedFailed extends Error {}

interface Pending {
  readonly content: JobPostingContent;
  readonly fingerprint: string;
}

/**
 * One run of an importer: read the whole source (streaming, within the parsers' limits), hold every job
 * to the wizard's rules, then create, update and take offline — one transaction per job, keyed by
 * (importer, source reference). A feed that fails part-way changes nothing (a broken export must not take
 * every job offline); an unchanged job is not written (its content fingerprint is stored). Only the
 * content of jobs that need writing is kept while the feed is read, so a re-run of an unchanged feed
 * holds little more than the references.
 *
 * On a site that charges for postings, a job going online takes a slot or credit of the organization:
 * it is written as a draft, settled, then published; without a slot it stays offline and the log says
 * so (the next run tries again).
 */
export class SyncJobImport {
  constructor(
    private readonly fetcher: JobSourceFetcher,
    private readonly parser: JobFeedParser,
    private readonly store: JobImportStore,
    private readonly sanitizer: RichTextSanitizer,
    private readonly hasher: TextHasher,
    private readonly geocoder: Geocoder,
    private readonly payment: PostingPayment,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(importer: Importer): Promise<ImportRunRecord> {
    const startedAt = this.clock.now();
    const refusals: JobRefusal[] = [];
    let refusedCount = 0;
    const refuse = (refusal: JobRefusal) => {
      refusedCount++;
      if (refusals.length < MAX_LOGGED_REFUSALS) refusals.push(refusal);
    };
    const failed = (error: string): ImportRunRecord => ({
      startedAt,
      finishedAt: this.clock.now(),
      outcome: 'failed',
      counts: { created: 0, updated: 0, unpublished: 0, unchanged: 0, refused: refusedCount },
      refusals,
      error,
    });

    const stored = await this.store.storedImports(importer.id);
    const storedByReference = new Map(stored.map((s) => [s.reference, s]));
    const mappedTerms = Object.values(importer.mapping).flatMap((m) => [...m.rules.map((r) => r.termId), ...m.defaultTermIds]);
    const knownTerms = await this.store.existingTermIds([...new Set(mappedTerms)]);

    const accepted: AcceptedJob[] = [];
    const pending = new Map<string, Pending>();
    const seen = new Set<string>();
    try {
      for await (const item of this.items(importer)) {
        if (item.kind === 'failed') throw new FeedFailed(`${item.code}: ${item.detail}`);
        if (item.kind === 'refused') {
          refuse(item.refusal);
          continue;
        }
        const { job } = item;
        if (seen.has(job.reference)) {
          refuse({ reference: job.reference, field: 'reference', code: 'DUPLICATE_REFERENCE' });
          continue;
        }
        seen.add(job.reference);
        const result = importedJobContent(job, importer, (html) => this.sanitizer.sanitize(html, 'filtered'));
        if (!result.ok) {
          for (const r of result.refusals) refuse(r);
          continue;
        }
        if (result.content.termIds.some((id) => !knownTerms.has(id))) {
          refuse({ reference: job.reference, field: 'mapping', code: 'TERM_UNKNOWN' });
          continue;
        }
        const fingerprint = this.hasher.hash(contentFingerprint(result.content));
        accepted.push({ reference: job.reference, fingerprint });
        const previous = storedByReference.get(job.reference);
        if (!previous || previous.fingerprint !== fingerprint || !previous.online)
          pending.set(job.reference, { content: result.content, fingerprint });
      }
    } catch (error) {
      if (error instanceof FeedFailed) return failed(error.message);
      if (error instanceof SourceReadError) return failed(`${error.code}: ${error.message}`);
      throw error;
    }

    const counts = await this.apply(importer, planSync(stored, accepted), pending, refuse);
    return {
      startedAt,
      finishedAt: this.clock.now(),
      outcome: 'succeeded',
      counts: { ...counts, refused: refusedCount },
      refusals,
      error: null,
    };
  }

  /** The source's items: one feed, or the jobs of every page a page list names. */
  private async *items(importer: Importer): AsyncIterable<FeedItem> {
    const opened = await this.fetcher.open(importer.sourceUrl);
    if (!opened.ok) throw new FeedFailed(opened.message ? `${opened.code}: ${opened.message}` : opened.code);
    if (importer.format !== 'json_ld_pages') {
      yield* this.parser.readFeed(importer.format, opened.value);
      return;
    }
    const list = await this.parser.readPageList(opened.value);
    if (!list.ok) throw new FeedFailed(list.code);
    for (const pageUrl of list.value) {
      const page = await this.fetcher.open(pageUrl);
      // A page that cannot be fetched refuses its job (which goes offline), not the whole list.
      if (!page.ok) {
        yield { kind: 'refused', refusal: { reference: pageUrl, field: null, code: page.code } };
        continue;
      }
      try {
        yield* this.parser.readJobPage(pageUrl, page.value);
      } catch (error) {
        if (!(error instanceof SourceReadError)) throw error;
        yield { kind: 'refused', refusal: { reference: pageUrl, field: null, code: error.code } };
      }
    }
  }

  private async apply(
    importer: Importer,
    plan: ReturnType<typeof planSync>,
    pending: ReadonlyMap<string, Pending>,
    refuse: (refusal: JobRefusal) => void,
  ): Promise<Omit<ImportCounts, 'refused'>> {
    const site = this.sites.get(importer.site);
    const policy = site?.features.jobReview ?? DEFAULT_JOB_REVIEW_POLICY;
    const paid = Boolean(site?.features.paidPosting);
    const locale: Locale = site?.defaultLocale ?? 'de';
    const places = new Map<string, Promise<Coordinates | null>>();
    const counts = { created: 0, updated: 0, unpublished: 0, unchanged: 0 };

    for (const action of plan) {
      if (action.kind === 'unchanged') {
        counts.unchanged++;
        continue;
      }
      if (action.kind === 'unpublish') {
        await this.store.unpublish(action.jobId);
        counts.unpublished++;
        continue;
      }
      const job = pending.get(action.reference);
      if (!job) continue;
      const now = this.clock.now();
      const online = importedJobState(action.kind, importer.followReview, policy);
      // On a paid site a job goes online only after its slot is settled: until then it is a draft.
      const state = online === 'published' && paid ? 'draft' : online;
      const expiresAt = expiryFor(job.content, now);
      const write: ImportedJobWrite = {
        content: job.content,
        fingerprint: job.fingerprint,
        state,
        coordinates: await this.place(job.content, locale, places),
        publishedAt: state === 'published' ? now : null,
        expiresAt: state === 'published' ? expiresAt : null,
      };
      let jobId: string;
      if (action.kind === 'create') {
        jobId = (await this.store.create(importer, action.reference, write)).jobId;
        counts.created++;
      } else {
        jobId = action.jobId;
        await this.store.update(importer.id, action.reference, jobId, write);
        counts.updated++;
      }
      if (state !== 'draft' || online !== 'published') continue;
      const settled = await this.payment.settle({ id: jobId, organizationId: importer.organizationId }, importer.site, now);
      if (settled === 'unpaid') refuse({ reference: action.reference, field: null, code: 'NO_POSTING_SLOT' });
      else await this.store.publish(jobId, now, expiresAt);
    }
    return counts;
  }

  /** The job's point on the map, looked up once per place per run (a feed names few places many times). */
  private place(content: JobPostingContent, locale: Locale, cache: Map<string, Promise<Coordinates | null>>) {
    const { locality, countryCode } = content.address;
    const key = `${countryCode}|${locality.trim().toLowerCase()}`;
    let found = cache.get(key);
    if (!found) {
      found = this.geocoder
        .suggest({ text: locality.trim().slice(0, 100), limit: 10, locale, bounds: null })
        .then((suggestions) => placeForAddress(locality, countryCode, suggestions))
        // Place data that cannot be read costs the job its point on the map, not its import.
        .catch(() => null);
      cache.set(key, found);
    }
    return found;
  }
}
