import { createServerFn } from '@tanstack/react-start';
import { parseTypedValues, typedValuesCookieName } from './typed-values.server';

/** The checkout form's billing fields a refused plain post brings back. */
export const CHECKOUT_TYPED_FIELDS = [
  'companyName',
  'email',
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'zip',
  'locality',
  'countryCode',
  'vatNumber',
] as const;
export type CheckoutTypedValues = Partial<Record<(typeof CHECKOUT_TYPED_FIELDS)[number], string>>;

/**
 * What a refused plain checkout form carried (typed-values.server.ts), read once: the cookie goes as it
 * is read, so a reload shows the saved billing profile again.
 */
export const takeTypedCheckout = createServerFn({ method: 'GET' }).handler(async (): Promise<CheckoutTypedValues> => {
  const { getCookie, setCookie } = await import('@tanstack/react-start/server');
  const name = typedValuesCookieName('checkout');
  const raw = getCookie(name);
  if (raw === undefined) return {};
  setCookie(name, '', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 0 });
  return parseTypedValues(raw, CHECKOUT_TYPED_FIELDS);
});
