/**
 * Names the GeoNames city file does not carry: federal states by GeoNames admin1 code, in their official
 * German form (the form the jobs table's `administrative_area` uses, so a picked state filters jobs),
 * with the names visitors may type in English or French; and German, English and French labels for
 * the few big cities GeoNames names by their English exonym.
 */
export interface AreaName {
  readonly name: string;
  readonly otherNames: readonly string[];
}

export const ADMIN1_NAMES: Readonly<Record<string, Readonly<Record<string, AreaName>>>> = {
  DE: {
    '01': { name: 'Baden-Württemberg', otherNames: ['Bade-Wurtemberg'] },
    '02': { name: 'Bayern', otherNames: ['Bavaria', 'Bavière'] },
    '03': { name: 'Bremen', otherNames: ['Brême'] },
    '04': { name: 'Hamburg', otherNames: ['Hambourg'] },
    '05': { name: 'Hessen', otherNames: ['Hesse'] },
    '06': { name: 'Niedersachsen', otherNames: ['Lower Saxony', 'Basse-Saxe'] },
    '07': { name: 'Nordrhein-Westfalen', otherNames: ['North Rhine-Westphalia', 'Rhénanie-du-Nord-Westphalie', 'NRW'] },
    '08': { name: 'Rheinland-Pfalz', otherNames: ['Rhineland-Palatinate', 'Rhénanie-Palatinat'] },
    '09': { name: 'Saarland', otherNames: ['Sarre'] },
    '10': { name: 'Schleswig-Holstein', otherNames: [] },
    '11': { name: 'Brandenburg', otherNames: ['Brandebourg'] },
    '12': { name: 'Mecklenburg-Vorpommern', otherNames: ['Mecklenburg-Western Pomerania', 'Mecklembourg-Poméranie-Occidentale'] },
    '13': { name: 'Sachsen', otherNames: ['Saxony', 'Saxe'] },
    '14': { name: 'Sachsen-Anhalt', otherNames: ['Saxony-Anhalt', 'Saxe-Anhalt'] },
    '15': { name: 'Thüringen', otherNames: ['Thuringia', 'Thuringe'] },
    '16': { name: 'Berlin', otherNames: [] },
  },
  AT: {
    '01': { name: 'Burgenland', otherNames: [] },
    '02': { name: 'Kärnten', otherNames: ['Carinthia', 'Carinthie'] },
    '03': { name: 'Niederösterreich', otherNames: ['Lower Austria', 'Basse-Autriche'] },
    '04': { name: 'Oberösterreich', otherNames: ['Upper Austria', 'Haute-Autriche'] },
    '05': { name: 'Salzburg', otherNames: ['Salzbourg'] },
    '06': { name: 'Steiermark', otherNames: ['Styria', 'Styrie'] },
    '07': { name: 'Tirol', otherNames: ['Tyrol'] },
    '08': { name: 'Vorarlberg', otherNames: [] },
    '09': { name: 'Wien', otherNames: ['Vienna', 'Vienne'] },
  },
};

/** GeoNames id → labels per locale, where GeoNames' own name is an exonym. */
export const CITY_LABELS: Readonly<Record<string, { de: string; 'en-GB': string; fr: string }>> = {
  '2867714': { de: 'München', 'en-GB': 'Munich', fr: 'Munich' },
  '2761369': { de: 'Wien', 'en-GB': 'Vienna', fr: 'Vienne' },
  '2800866': { de: 'Brüssel', 'en-GB': 'Brussels', fr: 'Bruxelles' },
  '2747373': { de: 'Den Haag', 'en-GB': 'The Hague', fr: 'La Haye' },
  '2960316': { de: 'Luxemburg', 'en-GB': 'Luxembourg', fr: 'Luxembourg' },
};
