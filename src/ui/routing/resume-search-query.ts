import type { PlaceSelection } from '../../domain/geo/place';
import type { RawResumePlace } from '../../domain/resume-search/resume-place-filter';
import { RESUME_FACETS, type ResumeFacet } from '../../domain/resume-search/resume-search-query';

/**
 * The place keys, named as the place field's inputs (`geo_location` the text; the rest once a suggestion
 * is picked) and the radius select.
 */
export const RESUME_PLACE_KEYS = [
  'geo_location',
  'lat',
  'lon',
  'locationType',
  'country',
  'administrative_area_level_1',
  'radius',
] as const;
export type ResumePlaceKey = (typeof RESUME_PLACE_KEYS)[number];

/** The resume search's address: `?keywords=…&careerStatus=a&careerStatus=b&…&geo_location=…&lat=…&radius=25&page=2`. */
export interface ResumeSearchParams extends Readonly<Record<ResumePlaceKey, string>> {
  readonly keywords: string;
  readonly careerStatus: readonly string[];
  readonly languages: readonly string[];
  readonly skills: readonly string[];
  readonly occupations: readonly string[];
  readonly page: number;
}

const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value])
    .slice(0, 60)
    .map((v) => String(v).slice(0, 200));

/** No place. */
export const NO_PLACE_PARAMS: Readonly<Record<ResumePlaceKey, string>> = Object.fromEntries(
  RESUME_PLACE_KEYS.map((k) => [k, '']),
) as Record<ResumePlaceKey, string>;

/** A picked place (and its radius) as the address's place keys; no place without one. */
export function placeParamsOf(place: PlaceSelection | null, radiusKm: number | null): Record<ResumePlaceKey, string> {
  if (!place) return { ...NO_PLACE_PARAMS };
  return {
    geo_location: place.label,
    lat: String(place.lat),
    lon: String(place.lon),
    locationType: place.locationType,
    country: place.country,
    administrative_area_level_1: place.administrativeArea ?? '',
    radius: radiusKm === null ? '' : String(radiusKm),
  };
}

/** Each place key's text ('' when absent; the router may have read a number). */
export const placeParams = (search: Record<string, unknown>): Record<ResumePlaceKey, string> =>
  Object.fromEntries(
    RESUME_PLACE_KEYS.map((key) => {
      const v = search[key];
      return [key, typeof v === 'string' ? v.slice(0, 200) : typeof v === 'number' && Number.isFinite(v) ? String(v) : ''];
    }),
  ) as Record<ResumePlaceKey, string>;

/** `validateSearch` of /resumes: the keys as given (judging values is the domain's job, on the platform). */
export function parseResumeSearch(search: Record<string, unknown>): ResumeSearchParams {
  const page = Number(search.page);
  return {
    keywords:
      typeof search.keywords === 'string'
        ? search.keywords.slice(0, 1000)
        : typeof search.keywords === 'number'
          ? String(search.keywords)
          : '',
    careerStatus: list(search.careerStatus),
    languages: list(search.languages),
    skills: list(search.skills),
    occupations: list(search.occupations),
    ...placeParams(search),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The internal href of a search (the router localizes it). */
export function resumeSearchHref(params: ResumeSearchParams): string {
  const query = new URLSearchParams();
  if (params.keywords) query.set('keywords', params.keywords);
  for (const facet of RESUME_FACETS) for (const v of params[facet]) query.append(facet, v);
  if (params.geo_location.trim() !== '') for (const key of RESUME_PLACE_KEYS) if (params[key] !== '') query.set(key, params[key]);
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `/resumes?${text}` : '/resumes';
}

export const withFacetValue = (params: ResumeSearchParams, facet: ResumeFacet, value: string): ResumeSearchParams => ({
  ...params,
  [facet]: params[facet].includes(value) ? params[facet].filter((v) => v !== value) : [...params[facet], value],
  page: 1,
});

const numberOrNull = (text: string): number | null => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text));

/**
 * The place of the address as the search takes it; null without a place text (a radius alone is no
 * place). Values are passed as given: judging them is the domain's job, on the platform.
 */
export function rawPlaceOf(params: ResumeSearchParams): RawResumePlace | null {
  const p = params;
  if (p.geo_location.trim() === '') return null;
  return {
    label: p.geo_location,
    lat: numberOrNull(p.lat),
    lon: numberOrNull(p.lon),
    locationType: p.locationType || null,
    country: p.country || null,
    administrativeArea: p.administrative_area_level_1 || null,
    radius: numberOrNull(p.radius),
  };
}
