import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchTaxonomy } from '../../../src/domain/search/job-facets';
import { buildJobSearchRequest } from '../../../src/domain/search/job-search-builder';
import type { Locale } from '../../../src/domain/shared/locale';
import { PostgresJobIndex } from '../../../src/infrastructure/postgres/postgres-job-index';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * Relevance over the demo content (site "default", every German job): what a visitor types, the jobs
 * that must be on the first page (10, by relevance), the jobs that must not be found at all, and pairs
 * where the first must rank above the second. Jobs are named by title patterns; every pattern must
 * name jobs of the site, so no case passes for lack of content.
 */

interface Case {
  readonly q: string;
  readonly locale?: Locale;
  /** Each names at least one job of the first page. */
  readonly top: readonly RegExp[];
  /** Each names at least one job found (on any page). */
  readonly found?: readonly RegExp[];
  /** None of these jobs is found. */
  readonly never?: readonly RegExp[];
  /** The best job of the first pattern ranks above the best job of the second. */
  readonly above?: ReadonlyArray<readonly [RegExp, RegExp]>;
}

const CASES: readonly Case[] = [
  // A word finds the compounds it is part of, in titles first, and nothing that merely looks alike.
  {
    q: 'Ingenieur',
    top: [/^Ingénieur mécanique/, /^Projektingenieur/, /^Bauingenieur/],
    found: [/^Elektroingenieur/, /^Prozessingenieur/, /^Entwicklungsingenieur/, /^Vertriebsingenieur/, /^Bauingenieurin/],
    never: [/^Erzieher/, /^Koch/],
  },
  { q: 'Ingenieurin', top: [/^Bauingenieurin/, /^Projektingenieur/], found: [/^Prozessingenieur/], never: [/^Erzieherin/] },
  { q: 'Bauingenieur', top: [/^Bauingenieur \(/, /^Bauingenieurin/], never: [/^Projektingenieur/, /^Elektroingenieur/] },
  {
    q: 'Entwickler',
    top: [/^Softwareentwickler \(/, /^Softwareentwicklerin/, /^Frontend-Entwickler/, /^Full-Stack-Entwickler/],
    never: [/^Erzieher/, /^Heilerziehungspfleger/, /^Sozialpädagoge/],
  },
  { q: 'Softwareentwicklerin', top: [/^Softwareentwicklerin/, /^Softwareentwickler \(/], never: [/^Erzieherin/, /^Frontend/] },
  {
    q: 'Pflege',
    top: [/^Stationsleitung Pflege/, /^Pflegefachkraft/, /^Pflegehelfer/],
    found: [/^Altenpfleger/, /^Altenpflegerin/, /Krankenpfleger/],
    never: [/^Chemiker/, /^Koch/, /^Softwareentwickler/],
    above: [[/^Stationsleitung Pflege/, /^Altenpfleger/]],
  },
  { q: 'Altenpflege', top: [/^Altenpfleger \(/, /^Altenpflegerin/], never: [/^Heilerziehungspfleger/] },
  { q: 'Pfleger', top: [/^Altenpfleger/, /Krankenpfleger/, /^Heilerziehungspfleger/], never: [/^Koch/, /^Elektroniker/] },
  { q: 'Pflegerin', top: [/^Altenpflegerin/, /^Altenpfleger \(/], never: [/^Köchin/] },
  { q: 'Erzieherin', top: [/^Erzieherin/, /^Erzieher \(/], never: [/^Softwareentwickler/, /^Frontend-Entwickler/] },
  { q: 'Erzieher', top: [/^Erzieher \(/, /^Erzieherin/], never: [/^Softwareentwickler/, /^Projektingenieur/] },
  { q: 'Ärztin', top: [/^Assistenzärztin/, /^Assistenzarzt/, /^Facharzt/], never: [/^Physiotherapeut/] },
  { q: 'Arzt', top: [/^Assistenzarzt/, /^Assistenzärztin/, /^Facharzt/], never: [/^Koch/] },
  { q: 'Koch', top: [/^Koch \(/, /^Köchin/, /^Ausbildung zum Koch/], never: [/^Kaufmännischer/, /^Kassierer/] },
  { q: 'Köchin', top: [/^Köchin/, /^Koch \(/], never: [/^Kassierer/] },
  { q: 'Kauffrau', top: [/^Kauffrau für Büromanagement/, /^Ausbildung zum Kaufmann für Büromanagement/], never: [/^Koch/] },
  {
    q: 'Kaufmann',
    top: [/^Ausbildung zum Kaufmann/, /^Kauffrau/],
    found: [/^Ausbildung zum Industriekaufmann/, /^Ausbildung zum Personaldienstleistungskaufmann/],
  },
  { q: 'Fahrer', top: [/^Berufskraftfahrer/, /^Staplerfahrer/], never: [/^Fachkraft für Lagerlogistik/] },
  { q: 'Kraftfahrer', top: [/^Berufskraftfahrer/], never: [/^Staplerfahrer/] },
  { q: 'Helfer', top: [/^Pflegehelfer/, /^Ausbildung zum Pflegefachhelfer/], never: [/^Koch/] },
  { q: 'Leiter', top: [/^Bauleiter/, /^Logistikleiter/, /^Filialleiter/, /^Schichtleiter/], never: [/^Erzieher/] },
  {
    q: 'Administrator',
    top: [/^IT-Administrator/],
    found: [/^Netzwerkadministrator/, /^Systemadministrator/],
    never: [/^Kassierer/],
    above: [[/^IT-Administrator/, /^Netzwerkadministrator/]],
  },
  // Laborleiter ads mention "Laboranten" in their text: found, below the titles.
  { q: 'Laborant', top: [/^Chemielaborant/, /^Laborantin/], above: [[/^Biologielaborant/, /^Laborleiter/]] },
  { q: 'Laborantin', top: [/^Laborantin/, /^Chemielaborant/], never: [/^Köchin/] },
  { q: 'Techniker', top: [/^Servicetechniker/], never: [/^Mechatroniker/] },
  { q: 'Buchhalter', top: [/^Finanzbuchhalter/, /^Bilanzbuchhalter/, /^Lohn- und Gehaltsbuchhalter/], never: [/^Koch/] },
  {
    q: 'Mitarbeiter',
    top: [/^Mitarbeiter Kundenservice/, /^IT-Support-Mitarbeiter/],
    found: [/^Vertriebsmitarbeiter/, /^Produktionsmitarbeiter/],
  },
  { q: 'Referent', top: [/^Personalreferent/, /^Marketing-Referent/], never: [/^Recruiter/] },
  { q: 'Disponent', top: [/^Servicedisponent/, /^Disponent/], never: [/^Kundenberater/] },
  { q: 'Assistenz', top: [/^Büroassistenz/, /^Teamassistenz/], never: [/^Koch/] },
  { q: 'Fachkraft', top: [/^Pflegefachkraft/, /^Fachkraft für Lagerlogistik/] },
  { q: 'Fachangestellter', top: [/^Verwaltungsfachangestellter/, /^Medizinischer Fachangestellter/], never: [/^Kassierer/] },
  { q: 'Mechatroniker', top: [/^Mechatroniker/, /^Kfz-Mechatroniker/], never: [/^Elektroniker/] },
  { q: 'Therapeut', top: [/^Physiotherapeut/], never: [/^Erzieher/] },
  { q: 'Pädagoge', top: [/^Sozialpädagoge/], never: [/^Erzieher/] },
  { q: 'Prüfer', top: [/^Qualitätsprüfer/], never: [/^Maler/] },
  // Titles above the text: the compound's part in a title before jobs that only mention the word.
  { q: 'Entwicklung', top: [/^Praktikum Softwareentwicklung/], above: [[/^Praktikum Softwareentwicklung/, /^Erzieher/]] },
  { q: 'Ingenieur', locale: 'fr', top: [/^Ingénieur mécanique/], above: [[/^Ingénieur mécanique/, /^Projektingenieur/]] },
  // One typo in a word of five letters or more.
  { q: 'Ingenier', top: [/^Projektingenieur/, /^Bauingenieur/], never: [/^Erzieher/] },
  { q: 'Erzeiher', top: [/^Erzieher \(/], never: [/^Softwareentwickler/] },
  { q: 'Pflegefachkarft', top: [/^Pflegefachkraft/], never: [/^Koch/] },
  { q: 'Softwareentwikler', top: [/^Softwareentwickler/], never: [/^Erzieher/] },
  { q: 'Mechatronicker', top: [/^Mechatroniker/], never: [/^Maurer/] },
  { q: 'Staplerfarer', top: [/^Staplerfahrer/], never: [/^Koch/] },
  { q: 'Physiotherapeutt', top: [/^Physiotherapeut/] },
  { q: 'Pflegefchkrft', top: [], never: [/^Pflegefachkraft/] },
  // Gender markers and spellings people type.
  { q: 'Erzieher (m/w/d)', top: [/^Erzieher \(/, /^Erzieherin/], never: [/^Koch/] },
  { q: 'Koch m/w/d', top: [/^Koch \(/], never: [/^Erzieher/] },
  { q: 'Aerztin', top: [/^Assistenzärztin/, /^Assistenzarzt/], never: [/^Koch/] },
  { q: 'Koechin', top: [/^Köchin/, /^Koch \(/], never: [/^Kassierer/] },
  { q: 'Verkaeufer', top: [/^Verkäufer/], never: [/^Koch/] },
  { q: 'Qualitaetspruefer', top: [/^Qualitätsprüfer/], never: [/^Koch/] },
  { q: 'Paedagoge', top: [/^Sozialpädagoge/] },
  { q: 'Aussendienst', top: [/Außendienst/], never: [/^Vertriebsinnendienst/] },
  { q: 'Bruckenbau', top: [/^Bauingenieurin \(w\/m\/d\) Brückenbau/], never: [/^Bauingenieur \(/] },
  // English.
  { q: 'engineer', locale: 'en-GB', top: [/^Mechanical Engineer/, /^Software Engineer/], never: [/^Erzieher/] },
  { q: 'engineers', locale: 'en-GB', top: [/^Mechanical Engineer/, /^Software Engineer/] },
  { q: 'mechanical engineer', locale: 'en-GB', top: [/^Mechanical Engineer/], never: [/^Software Engineer/] },
  { q: 'software engineer', locale: 'en-GB', top: [/^Software Engineer/], never: [/^Mechanical Engineer/] },
  { q: 'enginer', locale: 'en-GB', top: [/^Mechanical Engineer/, /^Software Engineer/] },
  { q: 'nurse', locale: 'en-GB', top: [/^Nurse/], never: [/^Koch/] },
  { q: 'developer', locale: 'en-GB', top: [/^Senior Backend Developer/], never: [/^Erzieher/] },
  { q: 'accountant', locale: 'en-GB', top: [/^Accountant/], never: [/^Koch/] },
  { q: 'sales manager', locale: 'en-GB', top: [/^Sales Manager/], never: [/^Content Manager/] },
  { q: 'manager', locale: 'en-GB', top: [/^Sales Manager/, /^Key Account Manager/, /^Customer Success Manager/] },
  { q: 'intensive care', locale: 'en-GB', top: [/^Nurse \(m\/f\/d\) Intensive Care/], never: [/^Koch/] },
  // French.
  { q: 'ingénieur', locale: 'fr', top: [/^Ingénieur mécanique/, /^Projektingenieur/], never: [/^Erzieher/] },
  { q: 'ingenieur mecanique', locale: 'fr', top: [/^Ingénieur mécanique/], never: [/^Projektingenieur/] },
  { q: 'infirmière', locale: 'fr', top: [/^Infirmier \/ Infirmière/], never: [/^Koch/] },
  { q: 'infirmier', locale: 'fr', top: [/^Infirmier/], never: [/^Koch/] },
  { q: 'développeur', locale: 'fr', top: [/^Développeur web/], never: [/^Erzieher/] },
  { q: 'developpeur', locale: 'fr', top: [/^Développeur web/] },
  { q: 'cuisinier', locale: 'fr', top: [/^Cuisinier/], never: [/^Kassierer/] },
  { q: 'comptable', locale: 'fr', top: [/^Comptable/], never: [/^Koch/] },
  { q: 'éducateur', locale: 'fr', top: [/^Éducateur spécialisé/], never: [/^Koch/] },
];

describe('job search relevance over the demo content', () => {
  let db: TestDatabase;
  let index: PostgresJobIndex;
  let taxonomy: SearchTaxonomy;
  let titles: Map<string, string>;
  const SITE = 'default';

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
    index = new PostgresJobIndex(db.pool);
    taxonomy = await index.terms();
    const { rows } = await db.pool.query<{ id: string; title: string }>(
      `select j.id::text, j.title from job_search s join jobs j on j.id = s.job_id
        where s.sites @> array[$1]::text[] and (s.expires_at is null or s.expires_at > now())`,
      [SITE],
    );
    titles = new Map(rows.map((r) => [r.id, r.title]));
  });
  afterAll(() => db.drop());

  async function search(keys: string, locale: Locale, pageSize: number) {
    const built = buildJobSearchRequest({ segments: [], params: [['search', keys]] }, { locale, pageSize, defaultRadiusKm: 100, taxonomy });
    if (!built.ok) throw new Error(built.code);
    const answer = await index.search({ request: built.value, site: SITE, now: new Date() });
    return { total: answer.total, titles: answer.hits.map((h) => titles.get(h.jobId)!) };
  }

  it('has at least 60 cases in German, English and French', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(CASES.map((c) => c.locale ?? 'de'))).toEqual(new Set(['de', 'en-GB', 'fr']));
  });

  it.each(CASES.map((c) => [`${c.q} (${c.locale ?? 'de'})`, c] as const))('%s', async (_, c) => {
    const every = [...titles.values()];
    for (const pattern of [...c.top, ...(c.found ?? []), ...(c.never ?? []), ...(c.above ?? []).flat()]) {
      expect(
        every.some((t) => pattern.test(t)),
        `the demo content has a job ${pattern}`,
      ).toBe(true);
    }
    const locale = c.locale ?? 'de';
    const first = await search(c.q, locale, 10);
    for (const pattern of c.top)
      expect(
        first.titles.some((t) => pattern.test(t)),
        `${pattern} on the first page: ${first.titles.join(' | ')}`,
      ).toBe(true);
    const all = await search(c.q, locale, 1000);
    expect(all.titles).toHaveLength(all.total);
    for (const pattern of c.found ?? [])
      expect(
        all.titles.some((t) => pattern.test(t)),
        `${pattern} found`,
      ).toBe(true);
    for (const pattern of c.never ?? []) {
      expect(
        all.titles.filter((t) => pattern.test(t)),
        `${pattern} not found`,
      ).toEqual([]);
    }
    for (const [better, worse] of c.above ?? []) {
      const rank = (p: RegExp) => all.titles.findIndex((t) => p.test(t));
      expect(rank(better), `${better} is found`).toBeGreaterThanOrEqual(0);
      const lower = rank(worse);
      if (lower >= 0) expect(rank(better), `${better} above ${worse}`).toBeLessThan(lower);
    }
  });

  it('a search text without words is no search text: every job, not none', async () => {
    const everything = await search('', 'de', 10);
    expect(everything.total).toBe(titles.size);
    for (const keys of ['-', '!', '- !', '(m/w/d)', '…']) expect((await search(keys, 'de', 10)).total, keys).toBe(titles.size);
  });
});
