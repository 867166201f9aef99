import { freeBenefit, PROFILE_LIMITS } from '../../domain/organization/organization-profile-changes';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../../domain/organization/organization-profile';
import type { Locale, Translated } from '../../domain/shared/locale';
import type { OrganizationProfileValues } from './organization-profile-schema';

/*
 * The profile form as a browser posts it without JavaScript: one named field per input (`location.zip`,
 * `socialProfiles.xing`), a checkbox per chosen benefit or term, new benefits one per line. Turned into
 * the same values the script sends as JSON, so one schema and one use case judge both. A checkbox that is
 * not ticked sends nothing, so in a plain post an absent one means "no" (the plain form always shows them).
 */

/** A read post's fields, as the form reader hands them over. */
export interface PlainFields {
  get(name: string): string;
  getAll(name: string): string[];
}

/** The field a chosen benefit travels in: its labels as JSON (common ones keep every translation). */
export const BENEFIT_FIELD = 'benefit';
/** Benefits of the employer's own, one per line, in the language of the page. */
export const NEW_BENEFITS_FIELD = 'benefitsNew';

function benefitOf(raw: string): Translated | null {
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (!parsed || typeof parsed !== 'object') return null;
    const out: Record<string, string> = {};
    for (const key of ['de', 'en-GB', 'fr'] as const) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string') out[key] = value;
    }
    return typeof out.de === 'string' ? (out as Translated) : null;
  } catch {
    return null;
  }
}

/** The benefits a plain post chose and typed, in that order; a label given twice is left to the schema to name. */
function benefitsOf(form: PlainFields, locale: Locale): OrganizationProfileValues['benefits'] {
  const chosen = form
    .getAll(BENEFIT_FIELD)
    .map(benefitOf)
    .filter((b): b is Translated => b !== null);
  const typed = form
    .get(NEW_BENEFITS_FIELD)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => freeBenefit(line.slice(0, PROFILE_LIMITS.benefitMax), locale));
  return [...chosen, ...typed].map((b) => ({
    de: b.de,
    ...(b['en-GB'] ? { 'en-GB': b['en-GB'] } : {}),
    ...(b.fr ? { fr: b.fr } : {}),
  }));
}

/** A plain post of the profile form as the form's values. */
export function plainProfileValues(form: PlainFields, locale: Locale): OrganizationProfileValues {
  return {
    name: form.get('name'),
    alternativeName: form.get('alternativeName'),
    location: {
      countryCode: form.get('location.countryCode'),
      addressLine1: form.get('location.addressLine1'),
      addressLine2: form.get('location.addressLine2'),
      zip: form.get('location.zip'),
      locality: form.get('location.locality'),
      administrativeArea: form.get('location.administrativeArea'),
    },
    website: form.get('website'),
    companyEmail: form.get('companyEmail'),
    companyPhone: form.get('companyPhone'),
    socialProfiles: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, form.get(`socialProfiles.${n}`)])) as Record<SocialNetwork, string>,
    presentation: form.get('presentation'),
    industryId: form.get('industryId'),
    size: form.get('size') as OrganizationProfileValues['size'],
    benefits: benefitsOf(form, locale),
    occupationIds: form.getAll('occupationIds'),
    fieldOfStudyIds: form.getAll('fieldOfStudyIds'),
    published: form.get('published') === 'true',
    removeLogo: form.get('removeLogo') === 'true',
    removeCover: form.get('removeCover') === 'true',
  };
}

/** The typed values as they travel back to the page (the long presentation last: the cookie may shorten only it). */
export function typedProfileEntries(values: OrganizationProfileValues): Array<[string, string]> {
  const { presentation, ...rest } = values;
  return [
    ['profile', JSON.stringify(rest)],
    ['presentation', presentation],
  ];
}

const sameShape = (typed: unknown, stored: unknown): boolean =>
  Array.isArray(stored) ? Array.isArray(typed) : typeof typed === typeof stored && (typeof stored !== 'object' || typed !== null);

/** Typed values over the stored ones, field by field where the shape matches; anything else keeps the stored value. */
function over(stored: Record<string, unknown>, typed: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(stored)) {
    const candidate = typed[key];
    if (!sameShape(candidate, value)) continue;
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value)
        ? over(value as Record<string, unknown>, candidate as Record<string, unknown>)
        : candidate;
  }
  return out;
}

/**
 * A refused plain post's values back in the form: the typed ones over the stored profile. Null when
 * nothing usable came back (no cookie, or one that does not parse).
 */
export function restoreTypedProfile(
  typed: { readonly profile?: string | undefined; readonly presentation?: string | undefined },
  stored: OrganizationProfileValues,
): OrganizationProfileValues | null {
  if (typed.profile === undefined) return null;
  try {
    const parsed = JSON.parse(typed.profile) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const merged = over(
      stored as unknown as Record<string, unknown>,
      parsed as Record<string, unknown>,
    ) as unknown as OrganizationProfileValues;
    return {
      ...merged,
      benefits: merged.benefits.filter((b) => typeof b === 'object' && b !== null && typeof b.de === 'string'),
      occupationIds: (merged.occupationIds ?? []).filter((id) => typeof id === 'string'),
      fieldOfStudyIds: (merged.fieldOfStudyIds ?? []).filter((id) => typeof id === 'string'),
      presentation: typed.presentation ?? stored.presentation,
    };
  } catch {
    return null;
  }
}
