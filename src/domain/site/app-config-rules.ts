/*
 * Which configuration entries staff may set, and what each value must look like. The set is closed: the
 * board reads these keys and nothing else, so a key outside it would be stored and never used (a typo
 * that silently does nothing). The read-only flag is platform-wide (one row for every site): when on,
 * every write of the platform is refused until staff turn it off.
 */

export const READ_ONLY_KEY = 'read_only_mode';

type ValueRule = 'count' | 'email' | 'phone' | 'text' | 'flag';

/** The allowed keys and the kind of value each takes. */
export const CONFIG_KEYS: Readonly<Record<string, ValueRule>> = {
  jobs_per_page: 'count',
  job_lifetime_days: 'count',
  contact_email: 'email',
  support_phone: 'phone',
  home_headline: 'text',
  [READ_ONLY_KEY]: 'flag',
};

export const isConfigKey = (key: string): boolean => Object.hasOwn(CONFIG_KEYS, key);

export const MAX_CONFIG_NAME_LENGTH = 120;
export const MAX_CONFIG_VALUE_LENGTH = 500;

export type ConfigProblem =
  | { readonly field: 'key'; readonly code: 'KEY_NOT_ALLOWED' }
  | { readonly field: 'name'; readonly code: 'NAME_REQUIRED' | 'NAME_TOO_LONG' }
  | { readonly field: 'value'; readonly code: 'VALUE_REQUIRED' | 'VALUE_TOO_LONG' | 'INVALID_VALUE' };

export interface ConfigDraft {
  readonly key: string;
  readonly name: string;
  readonly value: string;
}

const VALID: Record<ValueRule, (value: string) => boolean> = {
  count: (v) => /^[1-9]\d{0,5}$/.test(v),
  email: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
  phone: (v) => /^\+?[0-9][0-9 ()/-]{3,30}$/.test(v),
  text: () => true,
  flag: (v) => v === 'true' || v === 'false',
};

/** A configuration entry staff may store, trimmed, or every problem it has (nothing is written then). */
export function checkConfigEntry(draft: ConfigDraft): { ok: true; entry: ConfigDraft } | { ok: false; problems: readonly ConfigProblem[] } {
  const problems: ConfigProblem[] = [];
  const key = draft.key.trim();
  const name = draft.name.trim();
  const value = draft.value.trim();
  if (!isConfigKey(key)) problems.push({ field: 'key', code: 'KEY_NOT_ALLOWED' });
  if (name === '') problems.push({ field: 'name', code: 'NAME_REQUIRED' });
  else if (name.length > MAX_CONFIG_NAME_LENGTH) problems.push({ field: 'name', code: 'NAME_TOO_LONG' });
  if (value === '') problems.push({ field: 'value', code: 'VALUE_REQUIRED' });
  else if (value.length > MAX_CONFIG_VALUE_LENGTH) problems.push({ field: 'value', code: 'VALUE_TOO_LONG' });
  else if (isConfigKey(key) && !VALID[CONFIG_KEYS[key]!](value)) problems.push({ field: 'value', code: 'INVALID_VALUE' });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, entry: { key, name, value } };
}

/** The flag's value as stored: on only for exactly `true`; anything else (or no row) keeps the platform writable. */
export const isReadOnlyValue = (value: string | null | undefined): boolean => value === 'true';

/** Entries of every site (the flag among them) are an administrator's; a site's own entries its site admins' too. */
export const isPlatformWideKey = (key: string): boolean => key === READ_ONLY_KEY;
