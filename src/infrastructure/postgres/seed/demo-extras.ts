/** Blog posts, app configuration and accounts of the demo installation. */

export const DEMO_PASSWORD = 'Demo-Passwort-2026!';

export interface DemoAccount {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: 'applicant' | 'recruiter' | 'administrator' | 'site_admin' | 'job_editor';
  /** The site a site_admin's role names (a recruiter's target is its organization, set by the seed). */
  readonly site?: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'bewerber@demo.jobboard.test', firstName: 'Anna', lastName: 'Becker', role: 'applicant' },
  { email: 'recruiter@demo.jobboard.test', firstName: 'Jonas', lastName: 'Keller', role: 'recruiter' },
  { email: 'admin@demo.jobboard.test', firstName: 'Sabine', lastName: 'Hartmann', role: 'administrator' },
  // Staff of the console: an admin of the default site, and a job editor of every site.
  { email: 'siteadmin@demo.jobboard.test', firstName: 'Mehmet', lastName: 'Yilmaz', role: 'site_admin', site: 'default' },
  { email: 'jobeditor@demo.jobboard.test', firstName: 'Lea', lastName: 'Wagner', role: 'job_editor' },
];

/** The organization the demo recruiter owns (index into DEMO_ORGANIZATIONS). */
export const RECRUITER_ORGANIZATION_INDEX = 0;

export interface DemoAppConfig {
  readonly site: string | null;
  readonly name: string;
  readonly key: string;
  readonly value: string;
}

export const DEMO_APP_CONFIG: readonly DemoAppConfig[] = [
  { site: null, name: 'Jobs per page', key: 'jobs_per_page', value: '10' },
  { site: null, name: 'Contact e-mail', key: 'contact_email', value: 'kontakt@jobs-regional.de' },
  { site: null, name: 'Support phone', key: 'support_phone', value: '+49 721 123456-0' },
  { site: null, name: 'Job lifetime in days', key: 'job_lifetime_days', value: '60' },
  { site: 'suedwest', name: 'Contact e-mail', key: 'contact_email', value: 'kontakt@jobs-suedwest.de' },
  { site: 'mainfranken', name: 'Contact e-mail', key: 'contact_email', value: 'service@mainfranken-jobs.de' },
  { site: 'ausbildung', name: 'Home headline', key: 'home_headline', value: 'Finde deinen Ausbildungsplatz in der Region' },
  { site: 'karriere', name: 'Jobs per page', key: 'jobs_per_page', value: '10' },
];

export interface DemoBlogPost {
  readonly slug: string;
  readonly title: string;
  readonly teaser: string;
  readonly bodyHtml: string;
  readonly tags: readonly string[];
  readonly daysAgo: number;
}

export const DEMO_BLOG_POSTS: readonly DemoBlogPost[] = [
  {
    slug: 'bewerbungstipps-fuer-berufseinsteiger',
    title: 'Zehn Bewerbungstipps für Berufseinsteiger',
    teaser: 'Vom Anschreiben bis zum Vorstellungsgespräch: So gelingt der Einstieg ins Berufsleben.',
    bodyHtml:
      '<p>Der erste Job ist ein großer Schritt. Mit guter Vorbereitung überzeugen Sie auch ohne lange Berufserfahrung.</p><h2>Das Anschreiben</h2><p>Schreiben Sie <strong>konkret</strong>, warum Sie zu genau diesem Unternehmen passen.</p><h2>Der Lebenslauf</h2><ul><li>Übersichtlich und lückenlos</li><li>Praktika und Ehrenamt nennen</li><li>Ein aktuelles, freundliches Foto ist optional</li></ul>',
    tags: ['Bewerbung', 'Berufseinstieg'],
    daysAgo: 3,
  },
  {
    slug: 'ausbildung-oder-duales-studium',
    title: 'Ausbildung oder duales Studium – was passt zu mir?',
    teaser: 'Beide Wege verbinden Theorie und Praxis. Wir zeigen die Unterschiede.',
    bodyHtml:
      '<p>Eine <strong>Ausbildung</strong> dauert meist drei Jahre und endet mit einer Prüfung vor der Kammer. Ein <strong>duales Studium</strong> führt zum Bachelor.</p><h2>Worauf es ankommt</h2><ul><li>Schulabschluss und Interessen</li><li>Vergütung und Dauer</li><li>Karrierewege danach</li></ul>',
    tags: ['Ausbildung', 'Studium'],
    daysAgo: 10,
  },
  {
    slug: 'gehaltsverhandlung-richtig-vorbereiten',
    title: 'Gehaltsverhandlung: richtig vorbereiten',
    teaser: 'Mit Marktkenntnis und guten Argumenten in das Gespräch gehen.',
    bodyHtml:
      '<p>Informieren Sie sich vorab über übliche Gehälter in Ihrer Region und Branche.</p><h2>Argumente sammeln</h2><ul><li>Erfolge der letzten Monate</li><li>Zusätzliche Verantwortung</li><li>Weiterbildungen</li></ul><p><em>Tipp:</em> Nennen Sie eine konkrete Zahl statt einer Spanne.</p>',
    tags: ['Gehalt', 'Karriere'],
    daysAgo: 17,
  },
  {
    slug: 'homeoffice-und-hybrides-arbeiten',
    title: 'Homeoffice und hybrides Arbeiten in der Region',
    teaser: 'Immer mehr Arbeitgeber bieten flexible Modelle an. Was Bewerber wissen sollten.',
    bodyHtml:
      '<p>Hybride Arbeit verbindet Tage im Büro mit mobilem Arbeiten.</p><h2>Fragen im Vorstellungsgespräch</h2><ul><li>Wie viele Tage vor Ort sind üblich?</li><li>Welche Ausstattung stellt der Arbeitgeber?</li></ul><h3>Mehr erfahren</h3><p>Alle Remote-Jobs finden Sie in unserer <a href="/jobs">Jobsuche</a>.</p>',
    tags: ['Arbeitswelt', 'Homeoffice'],
    daysAgo: 24,
  },
  {
    slug: 'pflegeberufe-mit-zukunft',
    title: 'Pflegeberufe mit Zukunft',
    teaser: 'Die Pflege sucht Fachkräfte – mit guten Gehältern und vielen Weiterbildungsmöglichkeiten.',
    bodyHtml:
      '<p>Die generalistische Pflegeausbildung öffnet Türen in Klinik, Altenpflege und ambulanter Versorgung.</p><h2>Weiterbildung</h2><ul><li>Intensiv- und Anästhesiepflege</li><li>Praxisanleitung</li><li>Stationsleitung</li></ul>',
    tags: ['Pflege', 'Gesundheit'],
    daysAgo: 31,
  },
];
