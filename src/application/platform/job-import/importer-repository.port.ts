import type { Importer, ImporterSettings, MappedVocabulary } from '../../../domain/job-import/importer';
import type { Translated } from '../../../domain/shared/locale';
import type { ImportRunRecord } from '../../../domain/job-import/import-run';
import type { OutgoingMail } from '../../../domain/mail/mail';

/** An importer a worker has claimed for one run, with the failed runs in a row before it. */
export interface ClaimedImporter extends Importer {
  readonly failedRuns: number;
}

/** A run as the import log shows it. */
export interface ImportRunEntry extends ImportRunRecord {
  readonly id: string;
}

/** An importer with the state of its schedule, for the pages. */
export interface ImporterOverview extends Importer {
  readonly organizationName: string;
  readonly nextRunAt: string;
  readonly running: boolean;
  readonly failedRuns: number;
  readonly lastRun: ImportRunEntry | null;
}

export interface ImporterOptions {
  readonly organizations: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  readonly terms: ReadonlyArray<{ readonly id: string; readonly vocabulary: MappedVocabulary; readonly label: Translated }>;
}

export interface ImporterRepository {
  /**
   * The next enabled importer of the site whose run is due and that no worker holds (or whose holder's
   * lease passed), claimed until `leaseUntil` (FOR UPDATE SKIP LOCKED: two workers never claim the same).
   */
  claimDue(site: string, now: Date, leaseUntil: Date): Promise<ClaimedImporter | null>;
  /**
   * In one transaction: the run goes into the log, the importer is released with its next due time and
   * failure streak, and the owner's mail (when one is due) goes into the outbox.
   */
  finishRun(
    importerId: string,
    run: ImportRunRecord,
    schedule: { readonly nextRunAt: Date; readonly failedRuns: number },
    mail: { readonly mail: OutgoingMail; readonly site: string } | null,
  ): Promise<void>;
  /** The owner's address where the organization has one (for the failure mail). */
  ownerEmailOf(organizationId: string): Promise<string | null>;
  findById(id: string): Promise<ImporterOverview | null>;
  /** The site's importers; with `ownerId`, only those of organizations that user owns. */
  listForSite(site: string, ownerId: string | null): Promise<ImporterOverview[]>;
  /** What the settings form offers: organizations to import for (with `ownerId`: those that user owns), and the terms a mapping may name. */
  options(ownerId: string | null): Promise<ImporterOptions>;
  create(settings: ImporterSettings, now: Date): Promise<string>;
  update(id: string, settings: ImporterSettings): Promise<boolean>;
  /** Deletes the importer; the jobs it created go offline in the same transaction. */
  delete(id: string): Promise<boolean>;
  /** "Run now": due at once (a run in progress is not interrupted; the next one starts when it ends). */
  requestRun(id: string, now: Date): Promise<boolean>;
  runs(importerId: string, limit: number): Promise<ImportRunEntry[]>;
}
