/** Geo radius options in km. */
export const RADIUS_OPTIONS_KM = [5, 25, 50, 100, 200] as const;
export type RadiusKm = (typeof RADIUS_OPTIONS_KM)[number];
export const isRadiusOption = (n: number): n is RadiusKm => (RADIUS_OPTIONS_KM as readonly number[]).includes(n);
