import { roundCoordinate } from '../geo/coordinate';
import { isLocationType, type LocationType } from '../geo/place';
import { isRadiusOption } from '../site/radius';

/**
 * The place part of a resume search, as the place field sends it (a picked suggestion: label, point,
 * type, country, federal state) with the radius. A town or postal code is searched within the radius
 * of its point; a federal state or a country as a whole (no radius).
 */
export interface RawResumePlace {
  readonly label?: string | null;
  readonly lat?: number | null;
  readonly lon?: number | null;
  readonly locationType?: string | null;
  readonly country?: string | null;
  readonly administrativeArea?: string | null;
  readonly radius?: number | null;
}

export type ResumePlaceFilter =
  | {
      readonly kind: 'radius';
      readonly label: string;
      readonly lat: number;
      readonly lon: number;
      readonly locationType: Extract<LocationType, 'locality' | 'postal_code'>;
      readonly country: string;
      readonly administrativeArea: string | null;
      readonly radiusKm: number;
    }
  | { readonly kind: 'region'; readonly label: string; readonly country: string; readonly administrativeArea: string }
  | { readonly kind: 'country'; readonly label: string; readonly country: string };

/** The radius when the search names a town but none of the offered radii (a link typed by hand). */
export const DEFAULT_RESUME_RADIUS_KM = 25;

const COUNTRY = /^[A-Z]{2}$/;
const MAX_TEXT = 100;

const finite = (v: number | null | undefined, limit: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit;

/**
 * The filter, null for none (no place given), or the problem: a place without a known point or type, an
 * unknown country code or federal state, a radius that is not one of the offered ones. A place the search
 * cannot use is refused rather than dropped, so nobody reads resumes from everywhere as resumes from there.
 */
export function resumePlaceFilter(
  raw: RawResumePlace | null | undefined,
): { ok: true; value: ResumePlaceFilter | null } | { ok: false; problem: 'UNKNOWN_VALUE' | 'OUT_OF_RANGE' | 'TOO_LONG' } {
  if (!raw) return { ok: true, value: null };
  const label = (raw.label ?? '').trim();
  const given = label !== '' || raw.lat != null || raw.lon != null || (raw.locationType ?? '') !== '';
  if (!given) return { ok: true, value: null };
  if (label.length > MAX_TEXT || (raw.administrativeArea ?? '').length > MAX_TEXT) return { ok: false, problem: 'TOO_LONG' };
  const type = raw.locationType;
  const country = (raw.country ?? '').toUpperCase();
  if (!isLocationType(type) || !COUNTRY.test(country)) return { ok: false, problem: 'UNKNOWN_VALUE' };
  if (type === 'locality' || type === 'postal_code') {
    if (!finite(raw.lat, 90) || !finite(raw.lon, 180)) return { ok: false, problem: 'OUT_OF_RANGE' };
    const radiusKm = raw.radius ?? DEFAULT_RESUME_RADIUS_KM;
    if (!isRadiusOption(radiusKm)) return { ok: false, problem: 'OUT_OF_RANGE' };
    const administrativeArea = raw.administrativeArea?.trim() || null;
    return {
      ok: true,
      value: {
        kind: 'radius',
        label,
        lat: roundCoordinate(raw.lat),
        lon: roundCoordinate(raw.lon),
        locationType: type,
        country,
        administrativeArea,
        radiusKm,
      },
    };
  }
  if (type === 'administrative_area_level_1') {
    const administrativeArea = raw.administrativeArea?.trim() ?? '';
    if (administrativeArea === '') return { ok: false, problem: 'UNKNOWN_VALUE' };
    return { ok: true, value: { kind: 'region', label, country, administrativeArea } };
  }
  return { ok: true, value: { kind: 'country', label, country } };
}

/** The filter as the place field and stored searches spell it (read back through `resumePlaceFilter`). */
export function rawResumePlaceOf(filter: ResumePlaceFilter): RawResumePlace {
  if (filter.kind === 'radius') {
    const { label, lat, lon, locationType, country, administrativeArea, radiusKm } = filter;
    return { label, lat, lon, locationType, country, administrativeArea, radius: radiusKm };
  }
  if (filter.kind === 'region')
    return {
      label: filter.label,
      locationType: 'administrative_area_level_1',
      country: filter.country,
      administrativeArea: filter.administrativeArea,
    };
  return { label: filter.label, locationType: 'country', country: filter.country };
}
