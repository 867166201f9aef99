import type pg from 'pg';
import { DEMO_TERM_GROUPS } from './demo-taxonomy';

/** The demo facet groups, and each demo term's group (`terms` by `vocabulary:key`, as insertTerms answers). */
export async function insertTermGroups(client: pg.PoolClient, terms: ReadonlyMap<string, string>): Promise<void> {
  const { rows } = await client.query<{ id: string; handle: string }>(
    `insert into term_groups (vocabulary, key, labels, weight)
     select v, k, l, w from unnest($1::text[], $2::text[], $3::jsonb[], $4::int[]) as t(v, k, l, w)
     on conflict (vocabulary, key) do update set labels = excluded.labels, weight = excluded.weight
     returning id::text, vocabulary || ':' || key as handle`,
    [
      DEMO_TERM_GROUPS.map((g) => g.vocabulary),
      DEMO_TERM_GROUPS.map((g) => g.key),
      DEMO_TERM_GROUPS.map((g) => JSON.stringify({ de: g.de, 'en-GB': g.en, fr: g.fr })),
      DEMO_TERM_GROUPS.map((_, i) => i),
    ],
  );
  const groupOf = new Map(rows.map((r) => [r.handle, r.id]));
  const pairs = DEMO_TERM_GROUPS.flatMap((g) =>
    g.terms.map((key) => [terms.get(`${g.vocabulary}:${key}`), groupOf.get(`${g.vocabulary}:${g.key}`)] as const),
  ).filter((p): p is readonly [string, string] => p[0] !== undefined && p[1] !== undefined);
  await client.query('update terms t set group_id = p.g from unnest($1::bigint[], $2::bigint[]) as p(t, g) where t.id = p.t', [
    pairs.map((p) => p[0]),
    pairs.map((p) => p[1]),
  ]);
}
