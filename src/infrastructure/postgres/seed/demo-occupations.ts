/**
 * What each demo occupation looks like in a job ad: titles, training titles (with their employment
 * type), tasks, requirements and a yearly salary band for full-time positions.
 */
export interface DemoOccupation {
  readonly key: string;
  readonly titles: readonly string[];
  readonly training: ReadonlyArray<readonly [title: string, employmentType: 'ausbildung' | 'praktikum' | 'duales-studium']>;
  readonly tasks: readonly string[];
  readonly profile: readonly string[];
  readonly salary: readonly [number, number];
  /** Office work that can be done from home. */
  readonly remoteable: boolean;
  readonly fieldOfStudy?: string;
}

export const DEMO_OCCUPATIONS: readonly DemoOccupation[] = [
  {
    key: 'softwareentwicklung',
    titles: [
      'Softwareentwickler (m/w/d) Java',
      'Frontend-Entwickler (m/w/d) React',
      'Senior Backend Developer (m/w/d) Node.js',
      'Full-Stack-Entwickler (m/w/d) TypeScript',
      'Softwarearchitekt (m/w/d)',
    ],
    training: [
      ['Ausbildung zum Fachinformatiker für Anwendungsentwicklung (m/w/d)', 'ausbildung'],
      ['Duales Studium Informatik (B.Sc.) (m/w/d)', 'duales-studium'],
      ['Praktikum Softwareentwicklung (m/w/d)', 'praktikum'],
    ],
    tasks: [
      'Sie entwickeln neue Funktionen für unsere Webanwendungen',
      'Sie schreiben automatisierte Tests und führen Code-Reviews durch',
      'Sie arbeiten eng mit Produktmanagement und UX zusammen',
      'Sie verbessern kontinuierlich Architektur und Performance',
    ],
    profile: [
      'Abgeschlossenes Studium der Informatik oder vergleichbare Ausbildung',
      'Sicherer Umgang mit modernen Programmiersprachen und Git',
      'Freude an sauberem Code und Teamarbeit',
    ],
    salary: [52000, 85000],
    remoteable: true,
    fieldOfStudy: 'informatik',
  },
  {
    key: 'it-administration',
    titles: [
      'Systemadministrator (m/w/d) Linux',
      'IT-Administrator (m/w/d) Windows-Server',
      'IT-Support-Mitarbeiter (m/w/d)',
      'Netzwerkadministrator (m/w/d)',
    ],
    training: [['Ausbildung zum Fachinformatiker für Systemintegration (m/w/d)', 'ausbildung']],
    tasks: [
      'Sie betreuen unsere Server- und Netzwerkinfrastruktur',
      'Sie unterstützen Kolleginnen und Kollegen im 2nd-Level-Support',
      'Sie planen Updates und sorgen für Datensicherheit',
      'Sie dokumentieren Systeme und Prozesse',
    ],
    profile: [
      'Ausbildung als Fachinformatiker oder vergleichbare Qualifikation',
      'Erfahrung mit Virtualisierung und Netzwerken',
      'Strukturierte und serviceorientierte Arbeitsweise',
    ],
    salary: [45000, 68000],
    remoteable: true,
    fieldOfStudy: 'informatik',
  },
  {
    key: 'pflege',
    titles: [
      'Pflegefachkraft (m/w/d)',
      'Gesundheits- und Krankenpfleger (m/w/d) Intensivstation',
      'Altenpfleger (m/w/d)',
      'Pflegehelfer (m/w/d)',
      'Stationsleitung Pflege (m/w/d)',
    ],
    training: [
      ['Ausbildung zur Pflegefachkraft (m/w/d)', 'ausbildung'],
      ['Ausbildung zum Pflegefachhelfer (m/w/d)', 'ausbildung'],
    ],
    tasks: [
      'Sie übernehmen die ganzheitliche Pflege unserer Patientinnen und Patienten',
      'Sie dokumentieren Pflegemaßnahmen sorgfältig',
      'Sie arbeiten eng mit Ärzten und Therapeuten zusammen',
      'Sie beraten Angehörige einfühlsam',
    ],
    profile: ['Abgeschlossene Ausbildung in der Pflege', 'Empathie, Belastbarkeit und Teamgeist', 'Bereitschaft zum Schichtdienst'],
    salary: [40000, 56000],
    remoteable: false,
    fieldOfStudy: 'gesundheit-pflege',
  },
  {
    key: 'medizin',
    titles: [
      'Assistenzarzt (m/w/d) Innere Medizin',
      'Facharzt (m/w/d) Anästhesiologie',
      'Medizinischer Fachangestellter (m/w/d)',
      'Physiotherapeut (m/w/d)',
    ],
    training: [['Ausbildung zum Medizinischen Fachangestellten (m/w/d)', 'ausbildung']],
    tasks: [
      'Sie versorgen Patientinnen und Patienten in Diagnostik und Therapie',
      'Sie arbeiten in einem interdisziplinären Team',
      'Sie wirken an Qualitätssicherung und Fortbildungen mit',
      'Sie übernehmen organisatorische Aufgaben im Praxisalltag',
    ],
    profile: [
      'Abgeschlossene medizinische Ausbildung bzw. Approbation',
      'Verantwortungsbewusstsein und Einfühlungsvermögen',
      'Sehr gute Deutschkenntnisse',
    ],
    salary: [48000, 110000],
    remoteable: false,
    fieldOfStudy: 'gesundheit-pflege',
  },
  {
    key: 'vertrieb',
    titles: [
      'Vertriebsmitarbeiter (m/w/d) Außendienst',
      'Key Account Manager (m/w/d)',
      'Vertriebsinnendienst (m/w/d)',
      'Sales Manager (m/w/d) B2B',
    ],
    training: [
      ['Ausbildung zum Kaufmann im Groß- und Außenhandelsmanagement (m/w/d)', 'ausbildung'],
      ['Duales Studium BWL – Vertrieb (B.A.) (m/w/d)', 'duales-studium'],
    ],
    tasks: [
      'Sie betreuen und erweitern Ihren Kundenstamm',
      'Sie erstellen Angebote und führen Vertragsverhandlungen',
      'Sie beobachten Markt und Wettbewerb',
      'Sie arbeiten eng mit Technik und Marketing zusammen',
    ],
    profile: ['Kaufmännische Ausbildung oder Studium', 'Kommunikationsstärke und Abschlusssicherheit', 'Führerschein Klasse B'],
    salary: [42000, 72000],
    remoteable: true,
    fieldOfStudy: 'wirtschaftswissenschaften',
  },
  {
    key: 'marketing',
    titles: ['Online-Marketing-Manager (m/w/d)', 'Content Manager (m/w/d)', 'Social-Media-Redakteur (m/w/d)', 'Marketing-Referent (m/w/d)'],
    training: [
      ['Praktikum im Marketing (m/w/d)', 'praktikum'],
      ['Duales Studium Marketing-Management (B.A.) (m/w/d)', 'duales-studium'],
    ],
    tasks: [
      'Sie planen und steuern Kampagnen über alle Kanäle',
      'Sie erstellen Inhalte für Website, Newsletter und soziale Medien',
      'Sie werten Kennzahlen aus und leiten Maßnahmen ab',
      'Sie koordinieren Agenturen und Dienstleister',
    ],
    profile: [
      'Studium im Bereich Marketing oder Kommunikation',
      'Sicheres Gespür für Sprache und Zielgruppen',
      'Erfahrung mit Analyse-Werkzeugen',
    ],
    salary: [42000, 65000],
    remoteable: true,
    fieldOfStudy: 'wirtschaftswissenschaften',
  },
  {
    key: 'finanzen-buchhaltung',
    titles: ['Finanzbuchhalter (m/w/d)', 'Bilanzbuchhalter (m/w/d)', 'Controller (m/w/d)', 'Sachbearbeiter Debitorenbuchhaltung (m/w/d)'],
    training: [
      ['Ausbildung zum Bankkaufmann (m/w/d)', 'ausbildung'],
      ['Duales Studium BWL – Finanzdienstleistungen (B.A.) (m/w/d)', 'duales-studium'],
    ],
    tasks: [
      'Sie verantworten die laufende Finanzbuchhaltung',
      'Sie wirken an Monats- und Jahresabschlüssen mit',
      'Sie erstellen Auswertungen für die Geschäftsführung',
      'Sie sind Ansprechpartner für Steuerberater und Prüfer',
    ],
    profile: [
      'Kaufmännische Ausbildung mit Weiterbildung oder Studium',
      'Sicherer Umgang mit DATEV oder SAP',
      'Genauigkeit und Zahlenaffinität',
    ],
    salary: [45000, 70000],
    remoteable: true,
    fieldOfStudy: 'wirtschaftswissenschaften',
  },
  {
    key: 'personalwesen',
    titles: ['HR-Generalist (m/w/d)', 'Personalreferent (m/w/d)', 'Recruiter (m/w/d)', 'Lohn- und Gehaltsbuchhalter (m/w/d)'],
    training: [['Ausbildung zum Personaldienstleistungskaufmann (m/w/d)', 'ausbildung']],
    tasks: [
      'Sie begleiten Mitarbeitende vom Eintritt bis zum Austritt',
      'Sie gestalten Recruiting-Prozesse und führen Gespräche',
      'Sie beraten Führungskräfte in arbeitsrechtlichen Fragen',
      'Sie entwickeln Personalentwicklungsangebote weiter',
    ],
    profile: ['Studium oder Ausbildung mit Schwerpunkt Personal', 'Kenntnisse im Arbeitsrecht', 'Diskretion und Kommunikationsstärke'],
    salary: [44000, 66000],
    remoteable: true,
    fieldOfStudy: 'wirtschaftswissenschaften',
  },
  {
    key: 'logistik',
    titles: [
      'Fachkraft für Lagerlogistik (m/w/d)',
      'Berufskraftfahrer (m/w/d) CE',
      'Disponent (m/w/d)',
      'Staplerfahrer (m/w/d)',
      'Logistikleiter (m/w/d)',
    ],
    training: [
      ['Ausbildung zur Fachkraft für Lagerlogistik (m/w/d)', 'ausbildung'],
      ['Ausbildung zum Kaufmann für Spedition und Logistikdienstleistung (m/w/d)', 'ausbildung'],
    ],
    tasks: [
      'Sie nehmen Waren an, lagern sie ein und kommissionieren Aufträge',
      'Sie planen Touren und Transporte',
      'Sie bedienen Flurförderzeuge und Lagerverwaltungssysteme',
      'Sie achten auf Sicherheit und Ordnung im Lager',
    ],
    profile: [
      'Abgeschlossene Ausbildung in der Logistik wünschenswert',
      'Staplerschein bzw. Führerschein CE von Vorteil',
      'Zuverlässigkeit und Teamfähigkeit',
    ],
    salary: [34000, 52000],
    remoteable: false,
  },
  {
    key: 'produktion',
    titles: [
      'Produktionsmitarbeiter (m/w/d)',
      'Maschinen- und Anlagenführer (m/w/d)',
      'Schichtleiter Produktion (m/w/d)',
      'Qualitätsprüfer (m/w/d)',
    ],
    training: [
      ['Ausbildung zum Maschinen- und Anlagenführer (m/w/d)', 'ausbildung'],
      ['Ausbildung zum Industriemechaniker (m/w/d)', 'ausbildung'],
    ],
    tasks: [
      'Sie rüsten, bedienen und überwachen Produktionsanlagen',
      'Sie prüfen die Qualität unserer Produkte',
      'Sie beheben kleinere Störungen selbstständig',
      'Sie arbeiten an der Optimierung von Abläufen mit',
    ],
    profile: [
      'Technische Ausbildung oder Erfahrung in der Produktion',
      'Bereitschaft zur Schichtarbeit',
      'Sorgfalt und technisches Verständnis',
    ],
    salary: [36000, 54000],
    remoteable: false,
  },
  {
    key: 'elektrotechnik',
    titles: [
      'Elektroniker (m/w/d) für Betriebstechnik',
      'Elektroingenieur (m/w/d)',
      'Servicetechniker (m/w/d) Elektrotechnik',
      'Mechatroniker (m/w/d)',
    ],
    training: [
      ['Ausbildung zum Elektroniker für Betriebstechnik (m/w/d)', 'ausbildung'],
      ['Duales Studium Elektrotechnik (B.Eng.) (m/w/d)', 'duales-studium'],
      ['Ausbildung zum Mechatroniker (m/w/d)', 'ausbildung'],
    ],
    tasks: [
      'Sie installieren und warten elektrische Anlagen',
      'Sie suchen Fehler und setzen Anlagen instand',
      'Sie programmieren Steuerungen (SPS)',
      'Sie dokumentieren Prüfungen nach DGUV V3',
    ],
    profile: ['Ausbildung oder Studium im Bereich Elektrotechnik', 'Erfahrung mit Siemens S7 von Vorteil', 'Selbstständige Arbeitsweise'],
    salary: [44000, 72000],
    remoteable: false,
    fieldOfStudy: 'elektrotechnik',
  },
  {
    key: 'ingenieurwesen',
    titles: [
      'Konstrukteur (m/w/d) Maschinenbau',
      'Projektingenieur (m/w/d)',
      'Entwicklungsingenieur (m/w/d) Fahrzeugtechnik',
      'Prozessingenieur (m/w/d)',
    ],
    training: [
      ['Duales Studium Maschinenbau (B.Eng.) (m/w/d)', 'duales-studium'],
      ['Praktikum Konstruktion (m/w/d)', 'praktikum'],
      ['Ausbildung zum Technischen Produktdesigner (m/w/d)', 'ausbildung'],
    ],
    tasks: [
      'Sie konstruieren Bauteile und Baugruppen mit CAD',
      'Sie begleiten Projekte von der Idee bis zur Serie',
      'Sie führen Berechnungen und Versuche durch',
      'Sie stimmen sich mit Kunden und Lieferanten ab',
    ],
    profile: [
      'Studium des Maschinenbaus oder einer vergleichbaren Fachrichtung',
      'Erfahrung mit SolidWorks, CATIA oder Creo',
      'Analytisches Denken und Teamfähigkeit',
    ],
    salary: [55000, 82000],
    remoteable: true,
    fieldOfStudy: 'maschinenbau',
  },
  {
    key: 'handwerk',
    titles: [
      'Anlagenmechaniker SHK (m/w/d)',
      'Schreiner (m/w/d)',
      'Kfz-Mechatroniker (m/w/d)',
      'Maler und Lackierer (m/w/d)',
      'Dachdecker (m/w/d)',
    ],
    training: [
      ['Ausbildung zum Anlagenmechaniker SHK (m/w/d)', 'ausbildung'],
      ['Ausbildung zum Kfz-Mechatroniker (m/w/d)', 'ausbildung'],
      ['Ausbildung zum Tischler (m/w/d)', 'ausbildung'],
    ],
    tasks: [
      'Sie führen Montage-, Wartungs- und Reparaturarbeiten aus',
      'Sie arbeiten bei unseren Kunden vor Ort',
      'Sie beraten Kunden fachkundig',
      'Sie sorgen für saubere und termingerechte Ausführung',
    ],
    profile: ['Abgeschlossene Ausbildung im Handwerk', 'Führerschein Klasse B', 'Handwerkliches Geschick und Zuverlässigkeit'],
    salary: [36000, 52000],
    remoteable: false,
  },
  {
    key: 'bau',
    titles: ['Bauleiter (m/w/d) Hochbau', 'Maurer (m/w/d)', 'Bauingenieur (m/w/d) Tiefbau', 'Polier (m/w/d)'],
    training: [
      ['Ausbildung zum Maurer (m/w/d)', 'ausbildung'],
      ['Duales Studium Bauingenieurwesen (B.Eng.) (m/w/d)', 'duales-studium'],
    ],
    tasks: [
      'Sie leiten Baustellen termin-, kosten- und qualitätsgerecht',
      'Sie koordinieren Nachunternehmer und Gewerke',
      'Sie führen Aufmaße und Abrechnungen durch',
      'Sie achten auf Arbeitssicherheit',
    ],
    profile: ['Studium oder Ausbildung im Bauwesen', 'Erfahrung auf der Baustelle', 'Durchsetzungsvermögen und Organisationstalent'],
    salary: [45000, 75000],
    remoteable: false,
    fieldOfStudy: 'bauingenieurwesen',
  },
  {
    key: 'buero-verwaltung',
    titles: [
      'Kaufmännischer Sachbearbeiter (m/w/d)',
      'Büroassistenz (m/w/d)',
      'Teamassistenz (m/w/d) Geschäftsführung',
      'Sachbearbeiter Einkauf (m/w/d)',
    ],
    training: [
      ['Ausbildung zum Industriekaufmann (m/w/d)', 'ausbildung'],
      ['Ausbildung zum Kaufmann für Büromanagement (m/w/d)', 'ausbildung'],
    ],
    tasks: [
      'Sie bearbeiten Aufträge und Korrespondenz',
      'Sie pflegen Stammdaten in unserem ERP-System',
      'Sie organisieren Termine, Reisen und Besprechungen',
      'Sie unterstützen das Team in allen Verwaltungsaufgaben',
    ],
    profile: ['Abgeschlossene kaufmännische Ausbildung', 'Sicherer Umgang mit MS Office', 'Organisationstalent und Freundlichkeit'],
    salary: [36000, 50000],
    remoteable: true,
    fieldOfStudy: 'wirtschaftswissenschaften',
  },
  {
    key: 'gastronomie',
    titles: ['Koch (m/w/d)', 'Servicekraft (m/w/d)', 'Rezeptionist (m/w/d)', 'Restaurantleiter (m/w/d)'],
    training: [
      ['Ausbildung zum Koch (m/w/d)', 'ausbildung'],
      ['Ausbildung zur Hotelfachkraft (m/w/d)', 'ausbildung'],
    ],
    tasks: [
      'Sie bereiten Speisen frisch und mit regionalen Zutaten zu',
      'Sie sorgen für einen herzlichen Service',
      'Sie achten auf Hygiene und HACCP-Standards',
      'Sie bringen eigene Ideen in Karte und Ablauf ein',
    ],
    profile: [
      'Erfahrung in Gastronomie oder Hotellerie',
      'Freundliches Auftreten und Teamgeist',
      'Bereitschaft zu Wochenend- und Abenddiensten',
    ],
    salary: [30000, 44000],
    remoteable: false,
  },
  {
    key: 'einzelhandel',
    titles: ['Verkäufer (m/w/d)', 'Filialleiter (m/w/d)', 'Kassierer (m/w/d)', 'Mitarbeiter Warenverräumung (m/w/d)'],
    training: [
      ['Ausbildung zum Kaufmann im Einzelhandel (m/w/d)', 'ausbildung'],
      ['Ausbildung zum Verkäufer (m/w/d)', 'ausbildung'],
    ],
    tasks: [
      'Sie beraten Kundinnen und Kunden kompetent und freundlich',
      'Sie präsentieren Waren ansprechend',
      'Sie kassieren und wickeln Reklamationen ab',
      'Sie kümmern sich um Bestellungen und Warenannahme',
    ],
    profile: ['Erfahrung im Verkauf wünschenswert', 'Freude am Umgang mit Menschen', 'Flexibilität und Zuverlässigkeit'],
    salary: [30000, 46000],
    remoteable: false,
  },
  {
    key: 'erziehung-soziales',
    titles: ['Erzieher (m/w/d)', 'Sozialpädagoge (m/w/d)', 'Heilerziehungspfleger (m/w/d)', 'Kinderpfleger (m/w/d)'],
    training: [
      ['Ausbildung zum Erzieher (m/w/d) – praxisintegriert', 'ausbildung'],
      ['Duales Studium Soziale Arbeit (B.A.) (m/w/d)', 'duales-studium'],
    ],
    tasks: [
      'Sie begleiten Kinder und Jugendliche in ihrer Entwicklung',
      'Sie planen pädagogische Angebote',
      'Sie arbeiten vertrauensvoll mit Eltern zusammen',
      'Sie dokumentieren Beobachtungen und Entwicklungsschritte',
    ],
    profile: ['Staatliche Anerkennung als Erzieher oder Studium der Sozialen Arbeit', 'Geduld, Kreativität und Empathie', 'Teamfähigkeit'],
    salary: [40000, 55000],
    remoteable: false,
    fieldOfStudy: 'soziale-arbeit',
  },
  {
    key: 'kundenservice',
    titles: ['Kundenberater (m/w/d)', 'Mitarbeiter Kundenservice (m/w/d)', 'Customer Success Manager (m/w/d)', 'Servicedisponent (m/w/d)'],
    training: [['Ausbildung zum Kaufmann für Dialogmarketing (m/w/d)', 'ausbildung']],
    tasks: [
      'Sie beantworten Anfragen per Telefon, E-Mail und Chat',
      'Sie finden Lösungen für die Anliegen unserer Kunden',
      'Sie pflegen Kundendaten im CRM',
      'Sie geben Rückmeldungen an Produkt und Vertrieb weiter',
    ],
    profile: [
      'Kaufmännische Ausbildung oder Erfahrung im Service',
      'Freundliche und klare Kommunikation',
      'Sehr gute Deutschkenntnisse, Englisch von Vorteil',
    ],
    salary: [33000, 48000],
    remoteable: true,
  },
  {
    key: 'oeffentliche-verwaltung',
    titles: [
      'Verwaltungsfachangestellter (m/w/d)',
      'Sachbearbeiter (m/w/d) Bürgerservice',
      'Sachbearbeiter (m/w/d) Bauamt',
      'Verwaltungswirt (m/w/d)',
    ],
    training: [
      ['Ausbildung zum Verwaltungsfachangestellten (m/w/d)', 'ausbildung'],
      ['Duales Studium Public Management (B.A.) (m/w/d)', 'duales-studium'],
    ],
    tasks: [
      'Sie bearbeiten Anträge von Bürgerinnen und Bürgern',
      'Sie erstellen Bescheide und Stellungnahmen',
      'Sie wirken an der Digitalisierung der Verwaltung mit',
      'Sie beraten zu Verfahren und Zuständigkeiten',
    ],
    profile: [
      'Ausbildung in der öffentlichen Verwaltung oder vergleichbar',
      'Kenntnisse im Verwaltungsrecht',
      'Serviceorientierung und Sorgfalt',
    ],
    salary: [40000, 58000],
    remoteable: true,
    fieldOfStudy: 'wirtschaftswissenschaften',
  },
  {
    key: 'labor',
    titles: ['Chemielaborant (m/w/d)', 'Biologielaborant (m/w/d)', 'Laborleiter (m/w/d)', 'Chemiker (m/w/d) Analytik'],
    training: [
      ['Ausbildung zum Chemielaboranten (m/w/d)', 'ausbildung'],
      ['Praktikum im Labor (m/w/d)', 'praktikum'],
    ],
    tasks: [
      'Sie führen Analysen und Versuchsreihen durch',
      'Sie werten Messergebnisse aus und dokumentieren sie nach GMP',
      'Sie pflegen und kalibrieren Laborgeräte',
      'Sie arbeiten an der Methodenentwicklung mit',
    ],
    profile: [
      'Ausbildung oder Studium im Bereich Chemie oder Biologie',
      'Sorgfältige und genaue Arbeitsweise',
      'Kenntnisse in HPLC oder GC von Vorteil',
    ],
    salary: [42000, 70000],
    remoteable: false,
    fieldOfStudy: 'chemie',
  },
];

/** Which occupations an employer of an industry advertises. */
export const OCCUPATIONS_BY_INDUSTRY: Readonly<Record<string, readonly string[]>> = {
  'it-software': ['softwareentwicklung', 'softwareentwicklung', 'it-administration', 'vertrieb', 'kundenservice', 'marketing'],
  gesundheitswesen: ['pflege', 'pflege', 'medizin', 'buero-verwaltung', 'erziehung-soziales'],
  'automobil-zulieferer': ['produktion', 'ingenieurwesen', 'elektrotechnik', 'vertrieb', 'logistik', 'handwerk'],
  'maschinen-anlagenbau': ['ingenieurwesen', 'produktion', 'elektrotechnik', 'vertrieb', 'buero-verwaltung'],
  handel: ['einzelhandel', 'einzelhandel', 'logistik', 'buero-verwaltung', 'marketing'],
  'logistik-transport': ['logistik', 'logistik', 'buero-verwaltung', 'kundenservice'],
  'banken-versicherungen': ['finanzen-buchhaltung', 'vertrieb', 'kundenservice', 'it-administration', 'personalwesen'],
  'oeffentlicher-dienst': [
    'oeffentliche-verwaltung',
    'oeffentliche-verwaltung',
    'erziehung-soziales',
    'it-administration',
    'personalwesen',
  ],
  bauwesen: ['bau', 'bau', 'handwerk', 'ingenieurwesen', 'buero-verwaltung'],
  'energie-umwelt': ['elektrotechnik', 'ingenieurwesen', 'kundenservice', 'handwerk', 'finanzen-buchhaltung'],
  'gastronomie-hotellerie': ['gastronomie', 'gastronomie', 'buero-verwaltung', 'personalwesen'],
  'chemie-pharma': ['labor', 'labor', 'produktion', 'ingenieurwesen', 'vertrieb'],
};

export const BENEFITS = [
  '30 Tage Urlaub',
  'Flexible Arbeitszeiten',
  'Betriebliche Altersvorsorge',
  'JobRad-Leasing',
  'Zuschuss zum Deutschlandticket',
  'Moderne Arbeitsplätze',
  'Weiterbildung in unserer Akademie',
  'Betriebliches Gesundheitsmanagement',
  'Kantine mit regionalen Gerichten',
  'Unbefristeter Arbeitsvertrag',
  'Teamevents und Sommerfest',
  'Kostenlose Parkplätze',
  'Urlaubs- und Weihnachtsgeld',
] as const;
