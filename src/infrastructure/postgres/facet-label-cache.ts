import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import type { Translated } from '../../domain/shared/locale';

export interface TermLabel {
  readonly id: string;
  readonly vocabulary: string;
  readonly labels: Translated;
  readonly aliases: Translated;
  /** The term's place in its vocabulary (lists of a job's terms are ordered by it, then by id). */
  readonly weight: number;
  /** The facet group the term belongs to, if any. */
  readonly groupId: string | null;
}

export interface GroupLabel {
  readonly id: string;
  readonly vocabulary: string;
  readonly labels: Translated;
}

export interface OrganizationLabel {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
}

/**
 * How long a label may be shown after it changed. Every search labels its facet values; asking the
 * database each time cost two statements per search (≈ 1 ms of a 10 ms budget), for data
 * editors change a few times a year. A renamed term or organization shows its new name within this.
 */
export const LABEL_TTL_MS = 60_000;
/** Organizations kept per process: a large board's employers with jobs, a few hundred bytes each. */
const MAX_ORGANIZATIONS = 20_000;
/** Facet terms are a few hundred at most (job cards ask for the other vocabularies' terms too). */
const MAX_TERMS = 5_000;

/**
 * Labels and aliases of facet values (terms, organizations) and of the terms on job cards, for a
 * process, read from the database only for values it has not seen within LABEL_TTL_MS.
 */
export class FacetLabelCache {
  private readonly terms: LRUCache<string, TermLabel>;
  private readonly organizations: LRUCache<string, OrganizationLabel>;
  private readonly groups: LRUCache<string, GroupLabel>;

  constructor(
    private readonly pool: pg.Pool,
    /** Milliseconds of a monotonic clock (tests pass their own). */
    now: () => number = () => performance.now(),
  ) {
    // The clock is read on every lookup (ttlResolution 0): a few dozen lookups per search cost nothing.
    const options = { ttl: LABEL_TTL_MS, ttlResolution: 0, perf: { now } };
    this.terms = new LRUCache({ max: MAX_TERMS, ...options });
    this.organizations = new LRUCache({ max: MAX_ORGANIZATIONS, ...options });
    this.groups = new LRUCache({ max: MAX_TERMS, ...options });
  }

  async termLabels(ids: readonly string[]): Promise<Map<string, TermLabel>> {
    return this.lookup(ids, this.terms, (missing) =>
      this.pool.query<TermLabel>(
        'select id::text, vocabulary, labels, aliases, weight, group_id::text as "groupId" from terms where id = any($1::bigint[])',
        [missing],
      ),
    );
  }

  async groupLabels(ids: readonly string[]): Promise<Map<string, GroupLabel>> {
    return this.lookup(ids, this.groups, (missing) =>
      this.pool.query<GroupLabel>('select id::text, vocabulary, labels from term_groups where id = any($1::bigint[])', [missing]),
    );
  }

  async organizationLabels(ids: readonly string[]): Promise<Map<string, OrganizationLabel>> {
    return this.lookup(ids, this.organizations, (missing) =>
      this.pool.query<OrganizationLabel>('select id::text, name, slug from organizations where id = any($1::bigint[])', [missing]),
    );
  }

  private async lookup<T extends { readonly id: string }>(
    ids: readonly string[],
    cache: LRUCache<string, T>,
    read: (missing: string[]) => Promise<{ rows: T[] }>,
  ): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    const missing: string[] = [];
    for (const id of ids) {
      const hit = cache.get(id);
      if (hit) found.set(id, hit);
      else missing.push(id);
    }
    if (missing.length > 0) {
      for (const row of (await read(missing)).rows) {
        cache.set(row.id, row);
        found.set(row.id, row);
      }
    }
    return found;
  }
}
