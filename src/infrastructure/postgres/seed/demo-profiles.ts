import type { OrganizationSize, SocialNetwork } from '../../../domain/organization/organization-profile';
import type { Translated } from '../../../domain/shared/locale';
import { ADMINISTRATIVE_AREAS, PLACES, STREETS } from './demo-places';
import type { Random } from './prng';

/** Benefits of the demo organizations, in the three product languages. */
export const DEMO_BENEFITS: readonly Translated[] = [
  { de: '30 Tage Urlaub', 'en-GB': '30 days of annual leave', fr: '30 jours de congés' },
  { de: 'Flexible Arbeitszeiten', 'en-GB': 'Flexible working hours', fr: 'Horaires flexibles' },
  { de: 'Betriebliche Altersvorsorge', 'en-GB': 'Company pension scheme', fr: 'Retraite d’entreprise' },
  { de: 'JobRad-Leasing', 'en-GB': 'Bike leasing', fr: 'Vélo de fonction en leasing' },
  { de: 'Zuschuss zum Deutschlandticket', 'en-GB': 'Subsidised Germany public transport ticket', fr: 'Participation au Deutschlandticket' },
  { de: 'Moderne Arbeitsplätze', 'en-GB': 'Modern workplaces', fr: 'Postes de travail modernes' },
  { de: 'Weiterbildung in unserer Akademie', 'en-GB': 'Training at our own academy', fr: 'Formation continue dans notre académie' },
  { de: 'Betriebliches Gesundheitsmanagement', 'en-GB': 'Workplace health programme', fr: 'Programme de santé au travail' },
  { de: 'Kantine mit regionalen Gerichten', 'en-GB': 'Canteen with regional dishes', fr: 'Cantine aux plats régionaux' },
  { de: 'Unbefristeter Arbeitsvertrag', 'en-GB': 'Permanent contract', fr: 'Contrat à durée indéterminée' },
  { de: 'Teamevents und Sommerfest', 'en-GB': 'Team events and a summer party', fr: 'Événements d’équipe et fête d’été' },
  { de: 'Kostenlose Parkplätze', 'en-GB': 'Free parking', fr: 'Parking gratuit' },
  { de: 'Urlaubs- und Weihnachtsgeld', 'en-GB': 'Holiday and Christmas bonus', fr: 'Primes de vacances et de Noël' },
];

/** Groups of the demo: parent organization → its subsidiaries (names of DEMO_ORGANIZATIONS). */
export const DEMO_ORGANIZATION_GROUPS: ReadonlyArray<{ readonly parent: string; readonly children: readonly string[] }> = [
  { parent: 'Neckar Software GmbH', children: ['Datenwerk Karlsruhe GmbH', 'Breisgau Digital AG'] },
  { parent: 'Rhein-Ruhr Fahrzeugbau AG', children: ['Pfalz Automotive GmbH', 'Saar Antriebstechnik GmbH'] },
  { parent: 'Klinikum Mainfranken', children: ['Kreiskrankenhaus Kitzingen'] },
];

/** Short names some organizations are also known by. */
const ALTERNATIVE_NAMES: Readonly<Record<string, string>> = {
  'Neckar Software GmbH': 'NeckarSoft',
  'Rhein-Ruhr Fahrzeugbau AG': 'RRF',
  'Klinikum Mainfranken': 'KMF Würzburg',
  'Mainfränkische Sparkasse': 'Sparkasse Mainfranken',
  'Stadtwerke Neckartal GmbH': 'SWN',
  'Hessische Pumpenwerke AG': 'HPW',
};

/** What an industry's organizations say about themselves (German; the presentation is the employer's text). */
const INDUSTRY_TEXT: Readonly<Record<string, { what: string; team: string }>> = {
  'it-software': {
    what: 'entwickelt Software und digitale Lösungen für Kunden aus Mittelstand und öffentlicher Hand',
    team: 'Entwicklung, Beratung und Support',
  },
  gesundheitswesen: {
    what: 'versorgt Patientinnen und Patienten der Region mit moderner Medizin und menschlicher Pflege',
    team: 'Pflege, Medizin und Verwaltung',
  },
  'automobil-zulieferer': {
    what: 'fertigt Komponenten für Fahrzeughersteller in ganz Europa',
    team: 'Produktion, Qualitätssicherung und Entwicklung',
  },
  'maschinen-anlagenbau': {
    what: 'konstruiert und baut Maschinen und Anlagen für die Industrie',
    team: 'Konstruktion, Montage und Service',
  },
  handel: {
    what: 'bietet ihren Kundinnen und Kunden ein breites Sortiment und persönliche Beratung',
    team: 'Verkauf, Logistik und Verwaltung',
  },
  'logistik-transport': { what: 'bewegt Waren zuverlässig zwischen Häfen, Lagern und Kunden', team: 'Disposition, Lager und Fuhrpark' },
  'banken-versicherungen': { what: 'begleitet Privat- und Firmenkunden in allen Finanzfragen', team: 'Beratung, Kreditgeschäft und IT' },
  'oeffentlicher-dienst': {
    what: 'erbringt Dienstleistungen für die Bürgerinnen und Bürger',
    team: 'Verwaltung, Technik und soziale Dienste',
  },
  bauwesen: { what: 'plant und baut Wohn-, Gewerbe- und Infrastrukturprojekte', team: 'Bauleitung, Handwerk und Planung' },
  'energie-umwelt': { what: 'sorgt für eine sichere und nachhaltige Energieversorgung', team: 'Netzbetrieb, Technik und Kundenservice' },
  'gastronomie-hotellerie': {
    what: 'empfängt Gäste aus nah und fern mit regionaler Küche und Gastfreundschaft',
    team: 'Küche, Service und Empfang',
  },
  'chemie-pharma': {
    what: 'forscht, entwickelt und produziert Wirkstoffe und Spezialchemikalien',
    team: 'Labor, Produktion und Qualitätskontrolle',
  },
};

const SIZES_BY_SUFFIX: ReadonlyArray<readonly [RegExp, readonly OrganizationSize[]]> = [
  [/\bAG\b|Klinikum|Stadtwerke|Sparkasse|Stadt |Stadtverwaltung|Regierungspräsidium|Bezirksamt/, ['250-999', '1000+']],
  [/GmbH|eG|KG/, ['10-49', '50-249', '250-999']],
  [/.*/, ['1-9', '10-49', '50-249']],
];

export interface DemoProfile {
  readonly alternativeName: string | null;
  readonly addressLine1: string;
  readonly zip: string | null;
  readonly administrativeArea: string | null;
  readonly socialProfiles: Partial<Record<SocialNetwork, string>>;
  readonly presentationHtml: string;
  readonly size: OrganizationSize;
  readonly benefits: readonly Translated[];
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A realistic profile for a demo organization. Uses its own Random (never the jobs' one), so adding
 * profile fields does not change which jobs the demo has. Logos and covers stay empty: the demo ships
 * no images and the page never loads anything from outside the site.
 */
export function demoProfile(org: { name: string; slug: string; industry: string; locality: string }, r: Random): DemoProfile {
  const place = PLACES.find((p) => p.locality === org.locality);
  const text = INDUSTRY_TEXT[org.industry] ?? { what: 'ist ein Arbeitgeber aus der Region', team: 'vielen Bereichen' };
  const benefits = r.sample(DEMO_BENEFITS, r.int(3, 5));
  const networks: SocialNetwork[] = ['linkedin', ...r.sample(['xing', 'instagram', 'facebook', 'youtube'] as const, r.int(1, 2))];
  const socialProfiles: Partial<Record<SocialNetwork, string>> = {};
  for (const n of networks) socialProfiles[n] = socialUrl(n, org.slug);
  const sizes = SIZES_BY_SUFFIX.find(([pattern]) => pattern.test(org.name))![1];
  const name = escapeHtml(org.name);
  return {
    alternativeName: ALTERNATIVE_NAMES[org.name] ?? null,
    addressLine1: `${r.pick(STREETS)} ${r.int(1, 120)}`,
    zip: place?.zip ?? null,
    administrativeArea: place ? (ADMINISTRATIVE_AREAS[place.region] ?? null) : null,
    socialProfiles,
    presentationHtml:
      `<p>Die <strong>${name}</strong> ${text.what}. Unser Sitz ist in ${escapeHtml(org.locality)}, wo wir seit vielen Jahren fest verwurzelt sind.</p>` +
      `<h2>Was uns ausmacht</h2><p>Unsere Teams in ${text.team} arbeiten eng zusammen und übernehmen früh Verantwortung.</p>` +
      `<h3>Ihre Vorteile bei uns</h3><ul>${benefits.map((b) => `<li>${escapeHtml(b.de)}</li>`).join('')}</ul>`,
    size: r.pick(sizes),
    benefits,
  };
}

function socialUrl(network: SocialNetwork, slug: string): string {
  switch (network) {
    case 'linkedin':
      return `https://www.linkedin.com/company/${slug}`;
    case 'xing':
      return `https://www.xing.com/pages/${slug}`;
    case 'instagram':
      return `https://www.instagram.com/${slug.replace(/-/g, '')}`;
    case 'facebook':
      return `https://www.facebook.com/${slug.replace(/-/g, '')}`;
    case 'youtube':
      return `https://www.youtube.com/@${slug.replace(/-/g, '')}`;
    default:
      return `https://${network.toLowerCase()}.example/${slug}`;
  }
}
