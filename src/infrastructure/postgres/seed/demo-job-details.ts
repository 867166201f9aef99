import { jobFileKey } from '../../../domain/files/file-key';
import type { JobType } from '../../../domain/job/job';
import type { LanguageLevel } from '../../../domain/job/job-details';
import type { DemoJob } from './demo-jobs';
import { Random } from './prng';

/** The job page's columns (migration 0005) for one demo job. */
export interface DemoJobDetails {
  readonly id: number;
  readonly type: JobType;
  readonly availableFrom: string | null;
  readonly availableUntil: string | null;
  readonly videoUrl: string | null;
  readonly fileKey: string | null;
  readonly fileName: string | null;
  readonly salaryText: string | null;
  readonly languages: ReadonlyArray<{ code: string; level: LanguageLevel }>;
  readonly languagesText: string | null;
  readonly skills: readonly string[];
  readonly skillsText: string | null;
  readonly applicationUrl: string | null;
  readonly applicationEmail: string | null;
}

const DAY = 86_400_000;

/**
 * Real, long-lived public videos (the YouTube IFrame API's own demo, Blender's "Big Buck Bunny", Vimeo's
 * player demo), so the demo's video block plays something when a visitor allows it.
 */
const DEMO_VIDEOS = [
  'https://www.youtube.com/watch?v=M7lc1UVf-VE',
  'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  'https://vimeo.com/76979871',
];

const SKILLS: Readonly<Record<string, readonly string[]>> = {
  softwareentwicklung: ['TypeScript', 'Java', 'Python', 'SQL', 'Git', 'Docker', 'REST-APIs', 'Scrum'],
  'it-administration': ['Linux', 'Windows Server', 'Netzwerktechnik', 'Active Directory', 'Virtualisierung', 'ITIL'],
  pflege: ['Grundpflege', 'Behandlungspflege', 'Wundmanagement', 'Pflegedokumentation', 'Teamfähigkeit', 'Empathie'],
  medizin: ['Diagnostik', 'Notfallmedizin', 'Patientengespräche', 'Dokumentation', 'Teamarbeit'],
  vertrieb: ['Kundenakquise', 'Verhandlungsgeschick', 'CRM-Systeme', 'Angebotserstellung', 'Präsentation'],
  marketing: ['Content-Marketing', 'SEO', 'Social Media', 'Google Analytics', 'Kampagnenplanung'],
  'finanzen-buchhaltung': ['DATEV', 'SAP FI', 'Jahresabschluss', 'Kreditorenbuchhaltung', 'Excel'],
  personalwesen: ['Recruiting', 'Arbeitsrecht', 'Lohnabrechnung', 'Personalentwicklung', 'SAP HCM'],
  logistik: ['Staplerschein', 'Lagerverwaltung', 'Kommissionierung', 'SAP MM', 'Tourenplanung'],
  produktion: ['CNC-Technik', 'Qualitätssicherung', 'Schichtarbeit', 'Lean Production', 'Maschinenbedienung'],
  elektrotechnik: ['SPS-Programmierung', 'Schaltplanlesen', 'Messtechnik', 'VDE-Vorschriften', 'Fehlersuche'],
  ingenieurwesen: ['CAD', 'Projektmanagement', 'FMEA', 'Konstruktion', 'Normen und Richtlinien'],
  handwerk: ['Handwerkliches Geschick', 'Montage', 'Kundenkontakt', 'Materialkunde', 'Arbeitssicherheit'],
  bau: ['Bauleitung', 'AVA', 'Baustellenorganisation', 'Vermessung', 'Arbeitssicherheit'],
  'buero-verwaltung': ['MS Office', 'Terminkoordination', 'Korrespondenz', 'Ablage', 'Organisationstalent'],
  gastronomie: ['HACCP', 'Servicequalität', 'Kassensysteme', 'Gästebetreuung', 'Belastbarkeit'],
  einzelhandel: ['Kundenberatung', 'Warenpräsentation', 'Kassieren', 'Warenwirtschaft', 'Verkaufstalent'],
  'erziehung-soziales': ['Pädagogik', 'Elternarbeit', 'Gruppenarbeit', 'Dokumentation', 'Konfliktlösung'],
  kundenservice: ['Telefonkommunikation', 'Ticketsysteme', 'Beschwerdemanagement', 'Freundlichkeit', 'CRM-Systeme'],
  'oeffentliche-verwaltung': ['Verwaltungsrecht', 'E-Akte', 'Bürgerservice', 'Haushaltsrecht', 'MS Office'],
  labor: ['Analytik', 'HPLC', 'GMP', 'Probenvorbereitung', 'Labordokumentation'],
};

/** Occupations where English is asked for; fewer German words needed in production, logistics, kitchens. */
const ENGLISH = new Set([
  'softwareentwicklung',
  'it-administration',
  'marketing',
  'vertrieb',
  'finanzen-buchhaltung',
  'ingenieurwesen',
  'labor',
]);
const PLAIN_GERMAN = new Set(['produktion', 'logistik', 'gastronomie', 'handwerk', 'bau']);
const DRIVING = new Set(['logistik', 'handwerk', 'bau', 'vertrieb', 'elektrotechnik']);
/** Regions next to France, where French helps. */
const NEAR_FRANCE = new Set(['Baden-Württemberg', 'Rheinland-Pfalz', 'Saarland']);

const handle = (job: DemoJob, vocabulary: string): string | undefined =>
  job.terms.find((t) => t.startsWith(`${vocabulary}:`))?.slice(vocabulary.length + 1);

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Detail values for a demo job, from a random stream of its own (seeded by the job id), so adding
 * details leaves every other demo value — drawn from the main stream — exactly as before. A few
 * published template jobs become file jobs (their ad is a PDF).
 */
export function demoJobDetails(job: DemoJob, seed: number, websiteOf: (organizationId: string) => string): DemoJobDetails {
  const r = new Random((seed ^ Math.imul(job.id, 0x9e3779b1)) >>> 0);
  const occupation = handle(job, 'occupations') ?? '';
  const industry = handle(job, 'industry') ?? '';
  const employment = handle(job, 'employmentType') ?? '';
  const becomesFile = job.type === 'job_per_template' && job.state === 'published' && !job.training && r.chance(0.06);
  const type: JobType = becomesFile ? 'job_per_file' : job.type;

  let availableFrom: string | null = null;
  let availableUntil: string | null = null;
  if (job.publishedAt && (job.training || r.chance(0.35))) {
    const start = new Date(job.publishedAt.getTime() + r.int(14, 75) * DAY);
    availableFrom = isoDate(job.training ? new Date(Date.UTC(start.getUTCFullYear() + (start.getUTCMonth() >= 8 ? 1 : 0), 8, 1)) : start);
    if (!job.training && r.chance(0.2)) availableUntil = isoDate(new Date(Date.parse(availableFrom) + r.int(6, 24) * 30 * DAY));
  }

  const languages: Array<{ code: string; level: LanguageLevel }> = [];
  let languagesText: string | null = null;
  if (employment !== 'minijob') {
    languages.push({ code: 'de', level: PLAIN_GERMAN.has(occupation) || job.training ? 'B2' : 'C1' });
    if (ENGLISH.has(occupation) && r.chance(0.7)) languages.push({ code: 'en', level: r.chance(0.5) ? 'B2' : 'C1' });
    if (NEAR_FRANCE.has(job.administrativeArea) && r.chance(0.15)) {
      languages.push({ code: 'fr', level: 'B1' });
      languagesText = 'Französischkenntnisse sind wegen unserer Kunden im Elsass von Vorteil.';
    }
  }

  const pool = SKILLS[occupation] ?? [];
  const skills = pool.length > 0 ? r.sample(pool, r.int(3, Math.min(5, pool.length))) : [];
  const skillsText = DRIVING.has(occupation) && r.chance(0.5) ? 'Führerschein Klasse B' : null;

  let salaryText: string | null = null;
  if (industry === 'oeffentlicher-dienst') salaryText = `Vergütung nach TVöD, Entgeltgruppe E ${r.int(5, 13)}`;
  else if (!job.salary)
    salaryText = r.pick([
      'Attraktive Vergütung nach Vereinbarung',
      'Tarifliche Vergütung mit Urlaubs- und Weihnachtsgeld',
      'Übertarifliche Bezahlung und Zuschläge',
    ]);

  const website = websiteOf(job.organizationId);
  const host = website.replace(/^https:\/\/www\./, '');
  const applyBy =
    job.type === 'job_per_link'
      ? 'none'
      : // Every template and file job names a way to apply (link jobs apply through their original ad).
        r.weighted([
          ['email', 75],
          ['url', 25],
        ] as const);
  const fileName = becomesFile ? `stellenanzeige-${job.slug.slice(0, 90)}.pdf` : null;

  return {
    id: job.id,
    type,
    availableFrom,
    availableUntil,
    videoUrl: r.chance(0.06) ? r.pick(DEMO_VIDEOS) : null,
    fileKey: fileName ? jobFileKey(String(job.id), fileName) : null,
    fileName,
    salaryText,
    languages,
    languagesText,
    skills,
    skillsText,
    applicationUrl: applyBy === 'url' ? `${website}/karriere/bewerben/${job.id}` : null,
    applicationEmail: applyBy === 'email' ? `bewerbung@${host}` : null,
  };
}
