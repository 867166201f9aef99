import type { JobState, JobType, SalaryUnit } from '../../../domain/job/job';
import { slugify } from '../../../domain/shared/slug';
import type { SiteConfig } from '../../../domain/site/site-config';
import { BENEFITS, DEMO_OCCUPATIONS, OCCUPATIONS_BY_INDUSTRY, type DemoOccupation } from './demo-occupations';
import { ADMINISTRATIVE_AREAS, PLACES, place, STREETS, type Place } from './demo-places';
import { DEMO_TERMS, TRAINING_EMPLOYMENT_TYPES } from './demo-taxonomy';
import type { Random } from './prng';

export interface SeedOrganization {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly industry: string;
  readonly locality: string;
  readonly website: string;
}

export type SeedSite = Pick<SiteConfig, 'key' | 'regions' | 'enabled'>;

/** A generated job row; `terms` are `vocabulary:alias` handles resolved to ids on insert. */
export interface DemoJob {
  readonly id: number;
  readonly type: JobType;
  readonly state: JobState;
  readonly title: string;
  readonly slug: string;
  readonly descriptionHtml: string;
  readonly linkUrl: string | null;
  readonly organizationId: string;
  readonly addressLine1: string;
  readonly place: Place;
  readonly administrativeArea: string;
  readonly lat: number;
  readonly lon: number;
  readonly salary: { min: number; max: number; unit: SalaryUnit } | null;
  readonly featured: boolean;
  readonly external: boolean;
  readonly publishedAt: Date | null;
  readonly expiresAt: Date | null;
  readonly terms: readonly string[];
  readonly sites: readonly string[];
  readonly training: boolean;
}

const DAY = 86_400_000;
const MINUTE = 60_000;
const TRAINING = new Set<string>(TRAINING_EMPLOYMENT_TYPES);

/**
 * The sites that offer a job, home site first. A job is offered on every enabled site whose regions
 * contain its region or "DE". The apprenticeship board (`ausbildung`) is defined by its content: it
 * carries every training job (Ausbildung, Praktikum, Duales Studium) and nothing else, whatever its regions.
 */
export function sitesForJob(region: string, training: boolean, sites: readonly SeedSite[]): string[] {
  const enabled = sites.filter((s) => s.enabled);
  const apprenticeship = enabled.filter((s) => s.key === 'ausbildung' && training).map((s) => s.key);
  const others = enabled.filter((s) => s.key !== 'ausbildung');
  const regional = others.filter((s) => s.regions.includes(region)).map((s) => s.key);
  const nationwide = others.filter((s) => !s.regions.includes(region) && s.regions.includes('DE')).map((s) => s.key);
  return [...apprenticeship, ...regional, ...nationwide];
}

const occupation = (key: string): DemoOccupation => {
  const found = DEMO_OCCUPATIONS.find((o) => o.key === key);
  if (!found) throw new Error(`Unknown demo occupation ${key}`);
  return found;
};

const occupationLabel = (key: string): string => DEMO_TERMS.find((t) => t.vocabulary === 'occupations' && t.key === key)?.de ?? key;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const roundTo = (n: number, step: number) => Math.round(n / step) * step;

export interface GenerateJobsInput {
  readonly count: number;
  readonly firstId: number;
  readonly organizations: readonly SeedOrganization[];
  readonly sites: readonly SeedSite[];
  readonly now: Date;
  readonly random: Random;
}

export function generateDemoJobs(input: GenerateJobsInput): DemoJob[] {
  const { random: r, now } = input;
  const jobs: DemoJob[] = [];
  const titlesGiven = new Map<string, number>();
  for (let i = 0; i < input.count; i++) {
    const id = input.firstId + i;
    const org = r.pick(input.organizations);
    const occ = occupation(r.pick(OCCUPATIONS_BY_INDUSTRY[org.industry] ?? ['buero-verwaltung']));
    const where = r.chance(0.8) ? place(org.locality) : r.pick(PLACES);

    const training = occ.training.length > 0 && r.chance(0.22);
    let title: string;
    let employment: string;
    if (training) {
      const [t, e] = r.pick(occ.training);
      title = t;
      employment = e;
    } else {
      employment = r.weighted([
        ['vollzeit', 62],
        ['teilzeit', 20],
        ['werkstudent', occ.remoteable ? 8 : 2],
        ['minijob', occ.remoteable ? 2 : 8],
      ] as const);
      // Each occupation's titles in turn, so that the demo has every one of them (the search's relevance
      // suite names them); the draw stays, so that everything drawn after it is as it was.
      r.pick(occ.titles);
      const turn = titlesGiven.get(occ.key) ?? 0;
      titlesGiven.set(occ.key, turn + 1);
      const base = occ.titles[turn % occ.titles.length]!;
      title =
        employment === 'teilzeit'
          ? `${base} in Teilzeit`
          : employment === 'minijob'
            ? `${base} auf Minijob-Basis`
            : employment === 'werkstudent'
              ? `Werkstudent (m/w/d) ${occupationLabel(occ.key)}`
              : base;
    }
    const remote =
      occ.remoteable && !training
        ? r.weighted([
            ['vor-ort', 30],
            ['hybrid', 48],
            ['remote', 22],
          ] as const)
        : r.weighted([
            ['vor-ort', 90],
            ['hybrid', 10],
          ] as const);
    const experience =
      training || employment === 'werkstudent' || employment === 'minijob'
        ? 'berufseinsteiger'
        : r.weighted([
            ['berufseinsteiger', 20],
            ['1-3-jahre', 35],
            ['3-5-jahre', 28],
            ['mehr-als-5-jahre', 17],
          ] as const);

    const terms = [
      `employmentType:${employment}`,
      `remoteOptions:${remote}`,
      `industry:${org.industry}`,
      `occupations:${occ.key}`,
      `yearsOfExperience:${experience}`,
    ];
    if (employment === 'duales-studium')
      terms.push('degreeLevel:schulabschluss', ...(occ.fieldOfStudy ? [`fieldsOfStudy:${occ.fieldOfStudy}`] : []));
    else if (employment === 'ausbildung') terms.push('degreeLevel:schulabschluss');
    else if (occ.fieldOfStudy && !training && r.chance(0.4))
      terms.push(`fieldsOfStudy:${occ.fieldOfStudy}`, `degreeLevel:${r.chance(0.7) ? 'bachelor' : 'master'}`);
    else if (!training && employment === 'vollzeit') terms.push('degreeLevel:berufsausbildung');

    // Lifecycle: mostly published within the last 60 days; a few expired, archived, drafts, scheduled.
    const fate = r.weighted([
      ['live', 91],
      ['expired', 4],
      ['archived', 2],
      ['draft', 1.5],
      ['needs_review', 1],
      ['scheduled', 0.5],
    ] as const);
    let state: JobState = 'published';
    let publishedAt: Date | null = new Date(now.getTime() - r.int(0, 60 * 24 * 60) * MINUTE);
    let expiresAt: Date | null = new Date(now.getTime() + r.int(30 * 24 * 60, 120 * 24 * 60) * MINUTE);
    if (fate === 'expired') {
      publishedAt = new Date(now.getTime() - r.int(61, 100) * DAY);
      expiresAt = new Date(now.getTime() - r.int(1, 20) * DAY);
    } else if (fate === 'archived') {
      state = 'archived';
      publishedAt = new Date(now.getTime() - r.int(30, 90) * DAY);
    } else if (fate === 'draft' || fate === 'needs_review') {
      state = fate;
      publishedAt = null;
      expiresAt = null;
    } else if (fate === 'scheduled') {
      state = 'scheduled';
      publishedAt = new Date(now.getTime() + r.int(2, 14) * DAY);
    }

    const link = state === 'published' && !training && r.chance(0.04);
    const salary = r.chance(0.85) ? salaryFor(employment, occ, r) : null;
    const slug = `${slugify(title)}-${id}`;
    const street = `${r.pick(STREETS)} ${r.int(1, 120)}`;
    jobs.push({
      id,
      type: link ? 'job_per_link' : 'job_per_template',
      state,
      title,
      slug,
      descriptionHtml: link ? linkDescription(org, where) : description(title, org, where, occ, training, r),
      linkUrl: link ? `${org.website}/karriere/stellen/${id}` : null,
      organizationId: org.id,
      addressLine1: street,
      place: where,
      administrativeArea: ADMINISTRATIVE_AREAS[where.region] ?? where.region,
      // A few hundred metres around the town centre, so map pins do not all sit on one spot.
      lat: Number((where.lat + (r.float() - 0.5) * 0.03).toFixed(5)),
      lon: Number((where.lon + (r.float() - 0.5) * 0.04).toFixed(5)),
      salary,
      featured: state === 'published' && r.chance(0.1),
      external: link,
      publishedAt,
      expiresAt,
      terms,
      sites: sitesForJob(where.region, TRAINING.has(employment), input.sites),
      training: TRAINING.has(employment),
    });
  }
  return jobs;
}

function salaryFor(employment: string, occ: DemoOccupation, r: Random): { min: number; max: number; unit: SalaryUnit } {
  switch (employment) {
    case 'ausbildung': {
      const min = roundTo(r.int(950, 1250), 10);
      return { min, max: min + roundTo(r.int(100, 250), 10), unit: 'MONTH' };
    }
    case 'duales-studium': {
      const min = roundTo(r.int(1150, 1500), 10);
      return { min, max: min + roundTo(r.int(100, 300), 10), unit: 'MONTH' };
    }
    case 'praktikum': {
      const min = roundTo(r.int(600, 1400), 50);
      return { min, max: min, unit: 'MONTH' };
    }
    case 'werkstudent':
      return { min: r.int(14, 17), max: r.int(18, 22), unit: 'HOUR' };
    case 'minijob':
      return { min: 14, max: r.int(14, 16), unit: 'HOUR' };
    case 'teilzeit': {
      const min = roundTo((occ.salary[0] / 12) * 0.6 + r.int(0, 400), 50);
      return { min, max: min + roundTo(r.int(300, 900), 50), unit: 'MONTH' };
    }
    default: {
      const [lo, hi] = occ.salary;
      const min = roundTo(lo + r.float() * (hi - lo) * 0.6, 500);
      return { min, max: Math.min(hi + 10_000, min + roundTo(r.int(5_000, 15_000), 500)), unit: 'YEAR' };
    }
  }
}

const TRAINING_TASKS = [
  'Du lernst alle Abteilungen und Abläufe unseres Betriebs kennen',
  'Du arbeitest von Anfang an in echten Projekten mit',
  'Erfahrene Ausbilderinnen und Ausbilder begleiten dich',
  'Theorie in Berufsschule oder Hochschule und Praxis bei uns wechseln sich ab',
];

const list = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;

/** Only p, h2, h3, ul, li, strong, em and a: the filtered rich-text format */
function description(title: string, org: SeedOrganization, where: Place, occ: DemoOccupation, training: boolean, r: Random): string {
  const intro = training
    ? `<p>Starte deine Zukunft bei <strong>${escapeHtml(org.name)}</strong> in ${escapeHtml(where.locality)}! Wir bieten zum nächsten Ausbildungsjahr: <em>${escapeHtml(title)}</em>.</p>`
    : `<p><strong>${escapeHtml(org.name)}</strong> sucht für den Standort ${escapeHtml(where.locality)} zum nächstmöglichen Zeitpunkt Verstärkung als <em>${escapeHtml(title)}</em>.</p>`;
  const profile = training
    ? [
        'Guter Realschulabschluss, Fachhochschulreife oder Abitur',
        'Interesse an praktischer Arbeit und Technik bzw. Organisation',
        'Motivation, Zuverlässigkeit und Lernbereitschaft',
      ]
    : occ.profile;
  return [
    intro,
    `<h2>${training ? 'Das erwartet dich' : 'Ihre Aufgaben'}</h2>`,
    list(training ? TRAINING_TASKS : occ.tasks),
    `<h2>${training ? 'Das bringst du mit' : 'Ihr Profil'}</h2>`,
    list(profile),
    `<h2>${training ? 'Das bieten wir dir' : 'Wir bieten'}</h2>`,
    list(r.sample(BENEFITS, 4)),
    '<h3>Kontakt</h3>',
    `<p>Wir freuen uns auf ${training ? 'deine' : 'Ihre'} Bewerbung! Mehr über uns unter <a href="${org.website}">${escapeHtml(org.website.replace(/^https:\/\//, ''))}</a>.</p>`,
  ].join('');
}

function linkDescription(org: SeedOrganization, where: Place): string {
  return `<p><strong>${escapeHtml(org.name)}</strong> in ${escapeHtml(where.locality)}: Die vollständige Stellenanzeige finden Sie auf unserer Karriereseite.</p>`;
}
