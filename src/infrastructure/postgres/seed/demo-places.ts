/** German cities with real coordinates, grouped by federal state code (the `region` sites select by). */
export interface Place {
  readonly locality: string;
  readonly zip: string;
  readonly lat: number;
  readonly lon: number;
  readonly region: string;
}

export const ADMINISTRATIVE_AREAS: Readonly<Record<string, string>> = {
  BW: 'Baden-Württemberg',
  RP: 'Rheinland-Pfalz',
  SL: 'Saarland',
  BY: 'Bayern',
  NW: 'Nordrhein-Westfalen',
  HE: 'Hessen',
  BE: 'Berlin',
  HH: 'Hamburg',
  SN: 'Sachsen',
  NI: 'Niedersachsen',
};

const p = (locality: string, zip: string, lat: number, lon: number, region: string): Place => ({ locality, zip, lat, lon, region });

export const PLACES: readonly Place[] = [
  p('Stuttgart', '70173', 48.7758, 9.1829, 'BW'),
  p('Karlsruhe', '76133', 49.0069, 8.4037, 'BW'),
  p('Freiburg im Breisgau', '79098', 47.999, 7.8421, 'BW'),
  p('Mannheim', '68159', 49.4875, 8.466, 'BW'),
  p('Heidelberg', '69117', 49.3988, 8.6724, 'BW'),
  p('Ulm', '89073', 48.4011, 9.9876, 'BW'),
  p('Heilbronn', '74072', 49.1427, 9.2109, 'BW'),
  p('Pforzheim', '75175', 48.8922, 8.6946, 'BW'),
  p('Reutlingen', '72764', 48.4914, 9.2043, 'BW'),
  p('Konstanz', '78462', 47.6603, 9.1758, 'BW'),
  p('Mainz', '55116', 49.9929, 8.2473, 'RP'),
  p('Koblenz', '56068', 50.3569, 7.589, 'RP'),
  p('Trier', '54290', 49.7499, 6.6371, 'RP'),
  p('Kaiserslautern', '67655', 49.4447, 7.769, 'RP'),
  p('Ludwigshafen am Rhein', '67059', 49.4774, 8.4452, 'RP'),
  p('Landau in der Pfalz', '76829', 49.1985, 8.1169, 'RP'),
  p('Saarbrücken', '66111', 49.2402, 6.9969, 'SL'),
  p('Neunkirchen', '66538', 49.3447, 7.1797, 'SL'),
  p('Saarlouis', '66740', 49.313, 6.7516, 'SL'),
  p('Homburg', '66424', 49.3269, 7.3386, 'SL'),
  p('Würzburg', '97070', 49.7913, 9.9534, 'BY'),
  p('Schweinfurt', '97421', 50.0492, 10.2194, 'BY'),
  p('Aschaffenburg', '63739', 49.9769, 9.1481, 'BY'),
  p('Kitzingen', '97318', 49.7363, 10.1588, 'BY'),
  p('Bamberg', '96047', 49.8988, 10.9028, 'BY'),
  p('Nürnberg', '90402', 49.4521, 11.0767, 'BY'),
  p('München', '80331', 48.1351, 11.582, 'BY'),
  p('Augsburg', '86150', 48.3705, 10.8978, 'BY'),
  p('Regensburg', '93047', 49.0134, 12.1016, 'BY'),
  p('Köln', '50667', 50.9375, 6.9603, 'NW'),
  p('Düsseldorf', '40213', 51.2277, 6.7735, 'NW'),
  p('Essen', '45127', 51.4556, 7.0116, 'NW'),
  p('Dortmund', '44135', 51.5136, 7.4653, 'NW'),
  p('Bochum', '44787', 51.4818, 7.2162, 'NW'),
  p('Duisburg', '47051', 51.4344, 6.7623, 'NW'),
  p('Bonn', '53111', 50.7374, 7.0982, 'NW'),
  p('Münster', '48143', 51.9607, 7.6261, 'NW'),
  p('Wuppertal', '42103', 51.2562, 7.1508, 'NW'),
  p('Frankfurt am Main', '60311', 50.1109, 8.6821, 'HE'),
  p('Wiesbaden', '65183', 50.0782, 8.2398, 'HE'),
  p('Darmstadt', '64283', 49.8728, 8.6512, 'HE'),
  p('Kassel', '34117', 51.3127, 9.4797, 'HE'),
  p('Offenbach am Main', '63065', 50.0956, 8.7761, 'HE'),
  p('Gießen', '35390', 50.5841, 8.6784, 'HE'),
  p('Berlin', '10115', 52.52, 13.405, 'BE'),
  p('Hamburg', '20095', 53.5511, 9.9937, 'HH'),
  p('Leipzig', '04109', 51.3397, 12.3731, 'SN'),
  p('Dresden', '01067', 51.0504, 13.7373, 'SN'),
  p('Hannover', '30159', 52.3759, 9.732, 'NI'),
];

export function place(locality: string): Place {
  const found = PLACES.find((x) => x.locality === locality);
  if (!found) throw new Error(`Unknown demo place ${locality}`);
  return found;
}

export const STREETS = [
  'Hauptstraße',
  'Bahnhofstraße',
  'Industriestraße',
  'Schillerstraße',
  'Goethestraße',
  'Friedrichstraße',
  'Gartenstraße',
  'Am Marktplatz',
  'Lindenallee',
  'Rheinstraße',
  'Kaiserstraße',
  'Mühlweg',
  'Gewerbepark',
] as const;
