import { normalizeVatNumber } from './vat';

/** The organization's customer/billing profile: who the invoice is made out to. */
export interface BillingProfile {
  readonly companyName: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly zip: string;
  readonly locality: string;
  readonly countryCode: string;
  /** Normalized (upper case, no separators); null without one. */
  readonly vatNumber: string | null;
}

export type BillingField = keyof BillingProfile;
export type BillingProblem = { readonly field: BillingField; readonly code: 'REQUIRED' | 'TOO_LONG' | 'INVALID' };

const LIMITS: Partial<Record<BillingField, number>> = {
  companyName: 200,
  email: 254,
  firstName: 100,
  lastName: 100,
  addressLine1: 200,
  addressLine2: 200,
  zip: 20,
  locality: 100,
};
const REQUIRED: readonly BillingField[] = [
  'companyName',
  'email',
  'firstName',
  'lastName',
  'addressLine1',
  'zip',
  'locality',
  'countryCode',
];

/** The profile as typed, trimmed and checked: every problem at once, so the form can show them all. */
export type BillingCheck =
  | { readonly ok: true; readonly value: BillingProfile }
  | { readonly ok: false; readonly problems: readonly BillingProblem[] };

export function checkBillingProfile(input: Readonly<Record<BillingField, string>>): BillingCheck {
  const problems: BillingProblem[] = [];
  const t = (f: BillingField) => (input[f] ?? '').trim();
  for (const field of REQUIRED) if (t(field) === '') problems.push({ field, code: 'REQUIRED' });
  for (const [field, max] of Object.entries(LIMITS) as [BillingField, number][]) {
    if (t(field).length > max) problems.push({ field, code: 'TOO_LONG' });
  }
  const email = t('email');
  if (email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.push({ field: 'email', code: 'INVALID' });
  const country = t('countryCode').toUpperCase();
  if (country !== '' && !/^[A-Z]{2}$/.test(country)) problems.push({ field: 'countryCode', code: 'INVALID' });
  const vat = normalizeVatNumber(input.vatNumber ?? '');
  if (!vat.ok) problems.push({ field: 'vatNumber', code: 'INVALID' });
  if (problems.length > 0 || !vat.ok) return { ok: false, problems };
  return {
    ok: true,
    value: {
      companyName: t('companyName'),
      email,
      firstName: t('firstName'),
      lastName: t('lastName'),
      addressLine1: t('addressLine1'),
      addressLine2: t('addressLine2'),
      zip: t('zip'),
      locality: t('locality'),
      countryCode: country,
      vatNumber: vat.value,
    },
  };
}
