import type {
  ResumeCard,
  ResumeFacetCount,
  ResumeSearchIndex,
  ResumeSearchPage,
} from '../../../application/platform/resume-search/resume-search-index.port';
import type { CareerStatus } from '../../../domain/resume/resume';
import type { ResumeFacet, ResumeSearchQuery } from '../../../domain/resume-search/resume-search-query';
import type { Translated } from '../../../domain/shared/locale';
import type { Queryable } from '../accounts/queryable';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Facets with open value lists (skills, occupations) count their most frequent values only. */
const OPEN_FACET_VALUES = 30;

interface CardRow {
  public_id: string;
  headline: string;
  desired_location: string;
  career_status: CareerStatus | null;
  languages: string[];
  skills: string[];
  occupations: string[];
  updated_at: string;
}

/*
 * The statement's parameters: $1 organization, $2 words ('' for none), $3 career statuses, $4 languages,
 * $5 skills, $6 occupation ids. A resume is visible to the organization when it is not hidden and does
 * not block it; each facet's own match is a column, so every facet is counted with the other facets'
 * choices but not its own (what a multi-select shows next to each value). Only what the counts and the
 * order need is in a match: the cards' text is read for the page's rows alone, so the matches of a
 * broad search stay in memory instead of spilling to disk (at 100,000 resumes a search with no words
 * holds ≈ 94,000 matches).
 */
const MATCHING = `
  select i.user_id, i.career_status, i.languages, i.skills, i.occupations, i.updated_at, i.listed_at,
         case when $2 = '' then 0 else ts_rank_cd(i.document, job_search_reading($2)) end as rank,
         (cardinality($3::text[]) = 0 or i.career_status = any($3::text[])) as m_career,
         (cardinality($4::text[]) = 0 or i.languages && $4::text[]) as m_languages,
         (cardinality($5::text[]) = 0 or i.skills && $5::text[]) as m_skills,
         (cardinality($6::bigint[]) = 0 or i.occupations && $6::bigint[]) as m_occupations
  from resume_search_index i
  where i.visibility <> 'hidden'
    and not exists (select 1 from resume_blocked_organizations b where b.user_id = i.user_id and b.organization_id = $1)
    and ($2 = '' or i.document @@ job_search_reading($2))`;

/** A card of the row `c` of resume_search_index. */
const CARD = `json_build_object('public_id', c.public_id, 'headline', c.headline, 'desired_location', c.desired_location,
  'career_status', c.career_status, 'languages', c.languages, 'skills', c.skills, 'occupations', c.occupations::text[], 'updated_at', c.updated_at)`;

const params = (q: ResumeSearchQuery, organizationId: string) => [
  organizationId,
  q.keywords,
  q.careerStatus,
  q.languages,
  q.skills,
  q.occupations,
];

/** Resume search on `resume_search_index` (migration 0040), kept by the resume's own writes. */
export class PostgresResumeSearchIndex implements ResumeSearchIndex {
  constructor(private readonly db: Queryable) {}

  async search(query: ResumeSearchQuery, viewer: { readonly organizationId: string }, perPage: number): Promise<ResumeSearchPage> {
    const { rows } = await this.db.query<{
      total: string;
      items: CardRow[] | null;
      facets: { facet: ResumeFacet; value: string; count: string }[] | null;
    }>(
      `with m as materialized (${MATCHING})
       select
         (select count(*) from m where m_career and m_languages and m_skills and m_occupations) as total,
         (select json_agg(${CARD} order by p.rank desc, p.updated_at desc, p.user_id desc) from (
            select user_id, rank, updated_at from m where m_career and m_languages and m_skills and m_occupations
            order by rank desc, updated_at desc, user_id desc limit $7 offset $8) p
            join resume_search_index c on c.user_id = p.user_id) as items,
         (select json_agg(f) from (
            select 'careerStatus' as facet, career_status as value, count(*) as count from m
             where career_status is not null and m_languages and m_skills and m_occupations group by career_status
            union all
            select 'languages', v, count(*) from m, unnest(m.languages) v where m_career and m_skills and m_occupations group by v
            union all
            (select 'skills', v, count(*) from m, unnest(m.skills) v where m_career and m_languages and m_occupations
              group by v order by count(*) desc, v limit ${OPEN_FACET_VALUES})
            union all
            (select 'occupations', v::text, count(*) from m, unnest(m.occupations) v where m_career and m_languages and m_skills
              group by v order by count(*) desc, v limit ${OPEN_FACET_VALUES})) f) as facets`,
      [...params(query, viewer.organizationId), perPage, (query.page - 1) * perPage],
    );
    const row = rows[0]!;
    const items = row.items ?? [];
    const facets = row.facets ?? [];
    const labels = await this.occupationLabels([
      ...items.flatMap((i) => i.occupations),
      ...facets.filter((f) => f.facet === 'occupations').map((f) => f.value),
    ]);
    return {
      total: Number(row.total),
      items: items.map((i) => this.card(i, labels)),
      facets: facets.map(
        (f): ResumeFacetCount => ({
          facet: f.facet,
          value: f.value,
          label: f.facet === 'occupations' ? (labels.get(f.value) ?? null) : null,
          count: Number(f.count),
        }),
      ),
    };
  }

  async listedSince(
    query: ResumeSearchQuery,
    viewer: { readonly organizationId: string },
    since: Date,
    limit: number,
  ): Promise<readonly ResumeCard[]> {
    const { rows } = await this.db.query<{ card: CardRow }>(
      `select ${CARD} as card from (${MATCHING}) m join resume_search_index c on c.user_id = m.user_id
       where m_career and m_languages and m_skills and m_occupations and m.listed_at > $7
       order by m.listed_at desc, m.user_id desc limit $8`,
      [...params(query, viewer.organizationId), since, limit],
    );
    const labels = await this.occupationLabels(rows.flatMap((r) => r.card.occupations));
    return rows.map((r) => this.card(r.card, labels));
  }

  async ownerOf(publicId: string): Promise<string | null> {
    if (!UUID.test(publicId)) return null;
    const { rows } = await this.db.query<{ user_id: string }>('select user_id::text from resume_search_index where public_id = $1', [
      publicId,
    ]);
    return rows[0]?.user_id ?? null;
  }

  async publicIdOf(ownerId: string): Promise<string | null> {
    if (!/^\d{1,18}$/.test(ownerId)) return null;
    const { rows } = await this.db.query<{ public_id: string }>('select public_id::text from resume_search_index where user_id = $1', [
      ownerId,
    ]);
    return rows[0]?.public_id ?? null;
  }

  async knownOccupations(ids: readonly string[]): Promise<readonly string[]> {
    if (ids.length === 0) return [];
    const { rows } = await this.db.query<{ id: string }>(
      `select id::text from terms where vocabulary = 'occupations' and id = any($1::bigint[])`,
      [ids],
    );
    return rows.map((r) => r.id);
  }

  private card(row: CardRow, labels: ReadonlyMap<string, Translated>): ResumeCard {
    return {
      id: row.public_id,
      headline: row.headline,
      desiredLocation: row.desired_location,
      careerStatus: row.career_status,
      languages: row.languages,
      skills: row.skills,
      occupations: row.occupations.flatMap((id) => {
        const label = labels.get(id);
        return label ? [{ id, label }] : [];
      }),
      updatedAt: new Date(row.updated_at),
    };
  }

  async occupationLabels(ids: readonly string[]): Promise<Map<string, Translated>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const { rows } = await this.db.query<{ id: string; labels: Translated }>(
      'select id::text, labels from terms where id = any($1::bigint[])',
      [unique],
    );
    return new Map(rows.map((r) => [r.id, r.labels]));
  }
}
