import type { Vocabulary } from '../../../domain/job/taxonomy';

/** A demo taxonomy term: labels in the three product languages; URL aliases are slugs of them. */
export interface DemoTerm {
  readonly vocabulary: Vocabulary;
  /** The generator's handle; equals the German alias. */
  readonly key: string;
  readonly de: string;
  readonly en: string;
  readonly fr: string;
}

const terms = (vocabulary: Vocabulary, rows: ReadonlyArray<readonly [string, string, string, string]>): DemoTerm[] =>
  rows.map(([key, de, en, fr]) => ({ vocabulary, key, de, en, fr }));

/** Training jobs (the apprenticeship board shows only these). */
export const TRAINING_EMPLOYMENT_TYPES = ['ausbildung', 'praktikum', 'duales-studium'] as const;

export const DEMO_TERMS: readonly DemoTerm[] = [
  ...terms('employmentType', [
    ['vollzeit', 'Vollzeit', 'Full-time', 'Temps plein'],
    ['teilzeit', 'Teilzeit', 'Part-time', 'Temps partiel'],
    ['ausbildung', 'Ausbildung', 'Apprenticeship', 'Apprentissage'],
    ['praktikum', 'Praktikum', 'Internship', 'Stage'],
    ['minijob', 'Minijob', 'Mini-job', 'Mini-job'],
    ['werkstudent', 'Werkstudent', 'Working student', 'Étudiant salarié'],
    ['duales-studium', 'Duales Studium', 'Dual study programme', 'Études en alternance'],
  ]),
  ...terms('remoteOptions', [
    ['vor-ort', 'Vor Ort', 'On-site', 'Sur site'],
    ['hybrid', 'Hybrid', 'Hybrid', 'Hybride'],
    ['remote', 'Remote', 'Remote', 'Télétravail'],
  ]),
  ...terms('industry', [
    ['it-software', 'IT & Software', 'IT & software', 'Informatique et logiciels'],
    ['gesundheitswesen', 'Gesundheitswesen', 'Healthcare', 'Santé'],
    ['automobil-zulieferer', 'Automobil & Zulieferer', 'Automotive', 'Automobile'],
    ['maschinen-anlagenbau', 'Maschinen- & Anlagenbau', 'Mechanical engineering', 'Construction mécanique'],
    ['handel', 'Handel', 'Retail & wholesale', 'Commerce'],
    ['logistik-transport', 'Logistik & Transport', 'Logistics & transport', 'Logistique et transport'],
    ['banken-versicherungen', 'Banken & Versicherungen', 'Banking & insurance', 'Banque et assurance'],
    ['oeffentlicher-dienst', 'Öffentlicher Dienst', 'Public sector', 'Secteur public'],
    ['bauwesen', 'Bauwesen', 'Construction', 'Bâtiment et travaux publics'],
    ['energie-umwelt', 'Energie & Umwelt', 'Energy & environment', 'Énergie et environnement'],
    ['gastronomie-hotellerie', 'Gastronomie & Hotellerie', 'Hospitality', 'Hôtellerie et restauration'],
    ['chemie-pharma', 'Chemie & Pharma', 'Chemicals & pharmaceuticals', 'Chimie et pharmacie'],
  ]),
  ...terms('occupations', [
    ['softwareentwicklung', 'Softwareentwicklung', 'Software development', 'Développement logiciel'],
    ['it-administration', 'IT-Administration', 'IT administration', 'Administration informatique'],
    ['pflege', 'Pflege', 'Nursing & care', 'Soins infirmiers'],
    ['medizin', 'Medizin', 'Medicine', 'Médecine'],
    ['vertrieb', 'Vertrieb', 'Sales', 'Vente'],
    ['marketing', 'Marketing', 'Marketing', 'Marketing'],
    ['finanzen-buchhaltung', 'Finanzen & Buchhaltung', 'Finance & accounting', 'Finance et comptabilité'],
    ['personalwesen', 'Personalwesen', 'Human resources', 'Ressources humaines'],
    ['logistik', 'Logistik', 'Logistics', 'Logistique'],
    ['produktion', 'Produktion', 'Production', 'Production'],
    ['elektrotechnik', 'Elektrotechnik', 'Electrical engineering', 'Électrotechnique'],
    ['ingenieurwesen', 'Ingenieurwesen', 'Engineering', 'Ingénierie'],
    ['handwerk', 'Handwerk', 'Skilled trades', 'Artisanat'],
    ['bau', 'Bau', 'Building & construction', 'Bâtiment'],
    ['buero-verwaltung', 'Büro & Verwaltung', 'Office & administration', 'Bureau et administration'],
    ['gastronomie', 'Gastronomie', 'Food service', 'Restauration'],
    ['einzelhandel', 'Einzelhandel', 'Retail', 'Commerce de détail'],
    ['erziehung-soziales', 'Erziehung & Soziales', 'Education & social work', 'Éducation et social'],
    ['kundenservice', 'Kundenservice', 'Customer service', 'Service client'],
    ['oeffentliche-verwaltung', 'Öffentliche Verwaltung', 'Public administration', 'Administration publique'],
    ['labor', 'Labor', 'Laboratory', 'Laboratoire'],
  ]),
  ...terms('yearsOfExperience', [
    ['berufseinsteiger', 'Berufseinsteiger', 'Entry level', 'Débutant'],
    ['1-3-jahre', '1–3 Jahre', '1–3 years', '1 à 3 ans'],
    ['3-5-jahre', '3–5 Jahre', '3–5 years', '3 à 5 ans'],
    ['mehr-als-5-jahre', 'Mehr als 5 Jahre', 'More than 5 years', 'Plus de 5 ans'],
  ]),
  ...terms('fieldsOfStudy', [
    ['informatik', 'Informatik', 'Computer science', 'Informatique'],
    ['wirtschaftswissenschaften', 'Wirtschaftswissenschaften', 'Business & economics', 'Sciences économiques'],
    ['maschinenbau', 'Maschinenbau', 'Mechanical engineering', 'Génie mécanique'],
    ['elektrotechnik', 'Elektrotechnik', 'Electrical engineering', 'Génie électrique'],
    ['gesundheit-pflege', 'Gesundheit & Pflege', 'Health & nursing', 'Santé et soins'],
    ['soziale-arbeit', 'Soziale Arbeit', 'Social work', 'Travail social'],
    ['bauingenieurwesen', 'Bauingenieurwesen', 'Civil engineering', 'Génie civil'],
    ['chemie', 'Chemie', 'Chemistry', 'Chimie'],
  ]),
  ...terms('degreeLevel', [
    ['schulabschluss', 'Schulabschluss', 'School leaving certificate', 'Diplôme scolaire'],
    ['berufsausbildung', 'Berufsausbildung', 'Vocational training', 'Formation professionnelle'],
    ['bachelor', 'Bachelor', "Bachelor's degree", 'Licence'],
    ['master', 'Master', "Master's degree", 'Master'],
    ['promotion', 'Promotion', 'Doctorate', 'Doctorat'],
  ]),
];

/** A demo facet group: a named set of one vocabulary's terms (by their keys), labels in three languages. */
export interface DemoTermGroup {
  readonly vocabulary: Vocabulary;
  readonly key: string;
  readonly de: string;
  readonly en: string;
  readonly fr: string;
  readonly terms: readonly string[];
}

/** Occupational fields above the occupations (every demo occupation is in one). */
export const DEMO_TERM_GROUPS: readonly DemoTermGroup[] = [
  { vocabulary: 'occupations', key: 'it', de: 'IT', en: 'IT', fr: 'Informatique', terms: ['softwareentwicklung', 'it-administration'] },
  {
    vocabulary: 'occupations',
    key: 'gesundheit-soziales',
    de: 'Gesundheit & Soziales',
    en: 'Health & social care',
    fr: 'Santé et social',
    terms: ['pflege', 'medizin', 'erziehung-soziales'],
  },
  {
    vocabulary: 'occupations',
    key: 'technik',
    de: 'Technik & Naturwissenschaften',
    en: 'Engineering & science',
    fr: 'Technique et sciences',
    terms: ['elektrotechnik', 'ingenieurwesen', 'produktion', 'labor'],
  },
  {
    vocabulary: 'occupations',
    key: 'handwerk-bau',
    de: 'Handwerk & Bau',
    en: 'Trades & construction',
    fr: 'Artisanat et bâtiment',
    terms: ['handwerk', 'bau'],
  },
  {
    vocabulary: 'occupations',
    key: 'wirtschaft-verwaltung',
    de: 'Wirtschaft & Verwaltung',
    en: 'Business & administration',
    fr: 'Économie et administration',
    terms: [
      'vertrieb',
      'marketing',
      'finanzen-buchhaltung',
      'personalwesen',
      'buero-verwaltung',
      'kundenservice',
      'oeffentliche-verwaltung',
    ],
  },
  {
    vocabulary: 'occupations',
    key: 'handel-logistik-gastronomie',
    de: 'Handel, Logistik & Gastronomie',
    en: 'Retail, logistics & hospitality',
    fr: 'Commerce, logistique et restauration',
    terms: ['einzelhandel', 'logistik', 'gastronomie'],
  },
];
