import type { Locale } from '../../../domain/shared/locale';

/** Demo landing pages: per site two or three, on suedwest also in English and French, on karriere in English. */
export interface DemoLandingPage {
  readonly site: string;
  readonly locale: Locale;
  readonly path: string;
  readonly title: string;
  readonly introHtml: string;
  readonly searchQuery: string;
}

const page = (site: string, locale: Locale, path: string, title: string, introHtml: string, searchQuery: string): DemoLandingPage => ({
  site,
  locale,
  path,
  title,
  introHtml,
  searchQuery,
});

export const DEMO_LANDING_PAGES: readonly DemoLandingPage[] = [
  page(
    'default',
    'de',
    '/pflegejobs',
    'Jobs in der Pflege',
    '<p>Krankenhäuser, Pflegedienste und Seniorenresidenzen suchen <strong>Pflegefachkräfte</strong> und Auszubildende. Hier finden Sie alle offenen Stellen in der Pflege.</p>',
    'search=Pflege',
  ),
  page(
    'default',
    'de',
    '/it-jobs',
    'IT-Jobs in Deutschland',
    '<p>Softwareentwicklung, Administration, Beratung: <em>IT-Fachkräfte</em> werden überall gesucht – vor Ort, hybrid oder remote.</p>',
    'industry=it-software',
  ),
  page(
    'default',
    'de',
    '/ausbildung-starten',
    'Ausbildung starten',
    '<p>Ihr Einstieg ins Berufsleben: Ausbildungsplätze und duale Studiengänge bei Arbeitgebern aus Ihrer Region.</p><ul><li>Handwerk und Technik</li><li>Kaufmännische Berufe</li><li>Pflege und Gesundheit</li></ul>',
    'employmentType=ausbildung',
  ),
  page(
    'suedwest',
    'de',
    '/jobs-in-stuttgart',
    'Jobs in Stuttgart',
    '<p>Die Region Stuttgart ist einer der stärksten Wirtschaftsstandorte Europas. Entdecken Sie offene Stellen bei Arbeitgebern in und um Stuttgart.</p>',
    'geo_location=Stuttgart&radius=25',
  ),
  page(
    'suedwest',
    'de',
    '/pflegejobs-suedwest',
    'Pflegejobs im Südwesten',
    '<p>Kliniken und Pflegedienste zwischen Saarbrücken und dem Bodensee suchen Verstärkung.</p>',
    'search=Pflege',
  ),
  page(
    'suedwest',
    'en-GB',
    '/jobs-in-stuttgart',
    'Jobs in Stuttgart',
    '<p>The Stuttgart region is one of Europe’s strongest economies. Discover vacancies with employers in and around Stuttgart.</p>',
    'geo_location=Stuttgart&radius=25',
  ),
  page(
    'suedwest',
    'fr',
    '/emplois-a-stuttgart',
    'Emplois à Stuttgart',
    '<p>La région de Stuttgart est l’une des plus dynamiques d’Europe. Découvrez les offres des employeurs de Stuttgart et de ses environs.</p>',
    'geo_location=Stuttgart&radius=25',
  ),
  page(
    'mainfranken',
    'de',
    '/jobs-in-wuerzburg',
    'Jobs in Würzburg',
    '<p>Von der Universitätsstadt bis ins Umland: Stellenangebote in Würzburg und Mainfranken.</p>',
    'geo_location=W%C3%BCrzburg&radius=25',
  ),
  page(
    'mainfranken',
    'de',
    '/pflegejobs-mainfranken',
    'Pflegejobs in Mainfranken',
    '<p>Kliniken und Pflegeheime in Mainfranken suchen Pflegefachkräfte.</p>',
    'search=Pflege',
  ),
  page(
    'ausbildung',
    'de',
    '/ausbildung-handwerk',
    'Ausbildung im Handwerk',
    '<p>Mit den Händen arbeiten und am Ende sehen, was man geschafft hat: Ausbildungsplätze im Handwerk.</p>',
    'employmentType=ausbildung&industry=bauwesen',
  ),
  page(
    'ausbildung',
    'de',
    '/duales-studium',
    'Duales Studium',
    '<p>Studieren und Geld verdienen: duale Studiengänge bei Unternehmen der Region.</p>',
    'employmentType=duales-studium',
  ),
  page(
    'karriere',
    'de',
    '/jobs-im-ruhrgebiet',
    'Jobs im Ruhrgebiet',
    '<p>Zwischen Duisburg und Dortmund: offene Stellen bei Arbeitgebern im Ruhrgebiet.</p>',
    'geo_location=Essen&radius=50',
  ),
  page(
    'karriere',
    'de',
    '/it-jobs-rhein-ruhr',
    'IT-Jobs an Rhein und Ruhr',
    '<p>Softwarehäuser, Rechenzentren und Digitalagenturen suchen IT-Talente.</p>',
    'industry=it-software',
  ),
  page(
    'karriere',
    'en-GB',
    '/it-jobs-rhine-ruhr',
    'IT jobs on the Rhine and Ruhr',
    '<p>Software companies, data centres and digital agencies are looking for IT talent.</p>',
    'industry=it-software',
  ),
];
