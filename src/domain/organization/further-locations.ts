import type { Coordinates } from '../geo/place-for-address';
import { isCountryCode, isZip, PROFILE_LIMITS } from './organization-profile-changes';

/*
 * Further locations of an organization besides its main address: a branch, a plant, a training centre.
 * Each has a name and an address; the platform places it on the map by its town, with the same place
 * data and rule as a posted job (geo/place-for-address.ts). A town the place data does not know leaves
 * the location without a point: shown with its address, never on a wrong spot.
 */

export const LOCATION_LIMITS = {
  /** Enough for a regional employer's branches; a page listing more would not be read. */
  locationsMax: 20,
  nameMax: 120,
  addressLineMax: PROFILE_LIMITS.addressLineMax,
  localityMax: PROFILE_LIMITS.localityMax,
} as const;

export interface FurtherLocation {
  readonly id: string;
  readonly name: string;
  readonly countryCode: string;
  readonly addressLine1: string | null;
  readonly zip: string | null;
  readonly locality: string;
  /** Where the place data puts its town; null when it does not know the town. */
  readonly point: Coordinates | null;
}

/** What an editor enters; the point is the platform's to find. */
export type LocationDraft = Omit<FurtherLocation, 'id' | 'point'>;

export type LocationProblem = 'REQUIRED' | 'TOO_LONG' | 'INVALID_TEXT' | 'INVALID_COUNTRY' | 'INVALID_ZIP';

export interface LocationFieldError {
  readonly field: 'name' | 'countryCode' | 'addressLine1' | 'zip' | 'locality';
  readonly problem: LocationProblem;
}

const hasControlCharacters = (value: string): boolean => /[\u0000-\u001f\u007f]/.test(value);
const blank = (value: string | null): boolean => value === null || value.trim() === '';

/** The draft as stored: every text trimmed, empty optional fields null, the country in upper case. */
export function normalizedLocation(draft: LocationDraft): LocationDraft {
  const optional = (value: string | null) => (blank(value) ? null : value!.trim());
  return {
    name: draft.name.trim(),
    countryCode: draft.countryCode.trim().toUpperCase(),
    addressLine1: optional(draft.addressLine1),
    zip: optional(draft.zip),
    locality: draft.locality.trim(),
  };
}

/** Every problem of a (normalized) draft, field by field: a name and a town are required, the rest must be well-formed. */
export function locationProblems(draft: LocationDraft): LocationFieldError[] {
  const errors: LocationFieldError[] = [];
  const line = (field: LocationFieldError['field'], value: string | null, max: number, required: boolean) => {
    if (blank(value)) {
      if (required) errors.push({ field, problem: 'REQUIRED' });
    } else if (value!.length > max) errors.push({ field, problem: 'TOO_LONG' });
    else if (hasControlCharacters(value!)) errors.push({ field, problem: 'INVALID_TEXT' });
  };
  line('name', draft.name, LOCATION_LIMITS.nameMax, true);
  if (!isCountryCode(draft.countryCode)) errors.push({ field: 'countryCode', problem: 'INVALID_COUNTRY' });
  line('addressLine1', draft.addressLine1, LOCATION_LIMITS.addressLineMax, false);
  if (!blank(draft.zip) && !isZip(draft.zip!)) errors.push({ field: 'zip', problem: 'INVALID_ZIP' });
  line('locality', draft.locality, LOCATION_LIMITS.localityMax, true);
  return errors;
}

/** The address in one line: street, zip and town. */
export function locationAddressLine(location: Pick<FurtherLocation, 'addressLine1' | 'zip' | 'locality'>): string {
  const town = [location.zip, location.locality].filter(Boolean).join(' ');
  return [location.addressLine1, town].filter(Boolean).join(', ');
}

/**
 * A link that shows the point on OpenStreetMap's own site: a plain link, so nothing is loaded from
 * a map service before the visitor decides to follow it.
 */
export function locationMapUrl(point: Coordinates): string {
  const lat = point.lat.toFixed(5);
  const lon = point.lon.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=14/${lat}/${lon}`;
}
