import type { FacetCount, JobIndex, JobIndexAnswer, JobIndexQuery } from '../../src/application/platform/search/job-index.port';
import { isVisibleOn, type Job } from '../../src/domain/job/job';
import type { Term } from '../../src/domain/job/taxonomy';
import { FACET_VOCABULARY, JOB_FACET_FIELDS, type JobFacetField, type SearchTaxonomy } from '../../src/domain/search/job-facets';
import { facetOfGroup, hasPoint, type JobSearchRequest } from '../../src/domain/search/job-search-request';

const termsOf = (job: Job): Term[] => [
  ...job.employmentTypes,
  ...job.remoteOptions,
  ...job.industries,
  ...job.occupations,
  ...job.yearsOfExperience,
];

const valuesOf = (job: Job, field: JobFacetField): string[] =>
  field === 'company'
    ? [job.organization.id]
    : termsOf(job)
        .filter((t) => t.vocabulary === FACET_VOCABULARY[field])
        .map((t) => t.id);

function distanceKm(job: Job, request: JobSearchRequest): number | null {
  const geo = request.geoLocation;
  if (!hasPoint(geo) || job.location.lat === null || job.location.lon === null) return null;
  const dx = (job.location.lon - geo.lon) * 111.32 * Math.cos((geo.lat * Math.PI) / 180);
  const dy = (job.location.lat - geo.lat) * 110.574;
  return Math.sqrt(dx * dx + dy * dy);
}

/**
 * In-memory fake of the JobIndex port with the contract's rules (visibility, OR inside / AND across
 * facets, self-excluding counts, radius), and a naive text match: every word in the title, case-insensitive.
 */
export class InMemoryJobIndex implements JobIndex {
  constructor(
    private readonly jobs: readonly Job[],
    private readonly taxonomy: SearchTaxonomy = [],
  ) {}

  async search({ request, site, now, publishedAfter }: JobIndexQuery): Promise<JobIndexAnswer> {
    const groups = request.condition_group.groups.map((g) => ({
      field: facetOfGroup(g),
      values: g.conditions.map((c) => c.value),
      like: g.conditions.find((c) => c.operator === 'LIKE')?.value,
    }));
    const base = this.jobs.filter((job) => {
      if (!isVisibleOn(job, site, now)) return false;
      if (publishedAfter) {
        const published = job.publishedAt ? new Date(job.publishedAt).getTime() : 0;
        if (published <= publishedAfter.getTime() || published > now.getTime()) return false;
      }
      const words = request.fulltext?.keys.toLowerCase().split(/\s+/) ?? [];
      if (!words.every((w) => job.title.toLowerCase().includes(w))) return false;
      const geo = request.geoLocation;
      if (geo?.radius != null) {
        const d = distanceKm(job, request);
        if (d === null || d > geo.radius) return false;
      }
      return groups.every((g) => g.field !== undefined || !g.like || job.organization.name.toLowerCase().includes(g.like.toLowerCase()));
    });
    const passes = (job: Job, without: JobFacetField | null) =>
      groups.every((g) => g.field === undefined || g.field === without || valuesOf(job, g.field).some((v) => g.values.includes(v)));
    const matching = base.filter((job) => passes(job, null));
    const sorted = [...matching].sort((a, b) =>
      request.sort === 'distance'
        ? (distanceKm(a, request) ?? 0) - (distanceKm(b, request) ?? 0)
        : (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''),
    );
    const facetCounts: FacetCount[] = [];
    for (const field of JOB_FACET_FIELDS) {
      const counted = new Map<string, { n: number; job: Job }>();
      for (const job of base.filter((j) => passes(j, field))) {
        for (const v of valuesOf(job, field)) counted.set(v, { n: (counted.get(v)?.n ?? 0) + 1, job });
      }
      for (const [value, { n, job }] of counted) {
        const term = termsOf(job).find((t) => t.id === value);
        facetCounts.push({
          field,
          value,
          count: n,
          estimated: false,
          label: term ? term.label : { de: job.organization.name },
          alias: term ? term.alias : { de: job.organization.slug },
        });
      }
    }
    facetCounts.sort((a, b) => b.count - a.count || a.label.de.localeCompare(b.label.de));
    return {
      hits: sorted
        .slice(request.range.first, request.range.first + request.range.last)
        .map((job) => ({ jobId: job.id, distanceKm: distanceKm(job, request), top: false })),
      total: matching.length,
      totalEstimated: false,
      facetCounts,
      // The fake's terms belong to no group (groups are covered on PostgreSQL: tests/integration/search/facet-groups.test.ts).
      facetGroupCounts: [],
    };
  }

  async terms(): Promise<SearchTaxonomy> {
    return this.taxonomy;
  }
}
