import { isProfileSection, type ProfileSection } from '../../../domain/organization/profile-sections';

/** The cookie that carries a refused plain form's values back to the edit page for five minutes. */
export const TYPED_SECTION_COOKIE = 'jb_section_typed';

/** The text fields of each list's form (the gallery's file cannot come back; its alt text can). */
export const TYPED_SECTION_FIELDS: Readonly<Record<ProfileSection, readonly string[]>> = {
  gallery: ['altText'],
  faq: ['question', 'answer'],
  videos: ['sourceUrl', 'coverTitle'],
  contacts: ['salutation', 'firstName', 'lastName', 'email', 'jobTitle', 'phone', 'linkedinUrl', 'contactInfo'],
  // itemId: which location's edit form was refused (none: the form adding one).
  locations: ['itemId', 'name', 'addressLine1', 'zip', 'locality', 'countryCode'],
  brochures: ['title'],
};

/** Browsers keep cookies up to about 4 KB; longer values are cut rather than the whole cookie dropped. */
const MAX_ENCODED = 3500;

export interface TypedSectionValues {
  readonly list: ProfileSection;
  readonly values: Readonly<Record<string, string>>;
}

/** The values as the cookie's JSON, each cut until the encoded whole fits. */
export function encodeTypedSectionValues(list: ProfileSection, entries: ReadonlyArray<readonly [string, string]>): string {
  let budget = 2000;
  for (;;) {
    const values = Object.fromEntries(entries.map(([k, v]) => [k, v.slice(0, budget)]));
    const text = JSON.stringify({ list, values });
    if (encodeURIComponent(text).length <= MAX_ENCODED || budget <= 20) return text;
    budget = Math.floor(budget / 2);
  }
}

export function decodeTypedSectionValues(raw: string | undefined): TypedSectionValues | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { list?: unknown; values?: unknown };
    if (!isProfileSection(parsed.list) || typeof parsed.values !== 'object' || parsed.values === null) return null;
    const fields = TYPED_SECTION_FIELDS[parsed.list];
    const values: Record<string, string> = {};
    for (const [k, v] of Object.entries(parsed.values)) if (fields.includes(k) && typeof v === 'string') values[k] = v;
    return { list: parsed.list, values };
  } catch {
    return null;
  }
}
