import { createServerFn } from '@tanstack/react-start';
import { isApplicationTypedField } from '../forms/application-typed-values';
import { parseTypedRecord, parseTypedValues, typedValuesCookieName } from './typed-values.server';

/** The contact form's text fields a refused plain post brings back (the files never do). */
export const CONTACT_TYPED_FIELDS = ['name', 'email', 'subject', 'body', 'copy'] as const;
export type ContactTypedValues = Partial<Record<(typeof CONTACT_TYPED_FIELDS)[number], string>>;

/**
 * What a refused plain contact form carried (typed-values.server.ts), read once: the cookie goes as it
 * is read, so a reload shows the empty form.
 */
export const takeTypedContact = createServerFn({ method: 'GET' }).handler(async (): Promise<ContactTypedValues> => {
  const { getCookie, setCookie } = await import('@tanstack/react-start/server');
  const name = typedValuesCookieName('contact');
  const raw = getCookie(name);
  if (raw === undefined) return {};
  setCookie(name, '', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 0 });
  return parseTypedValues(raw, CONTACT_TYPED_FIELDS);
});

/**
 * What a refused plain application carried (its text fields, the answers and the consent box; never
 * its files), read once like the contact form's.
 */
export const takeTypedApplication = createServerFn({ method: 'GET' }).handler(async (): Promise<Record<string, string>> => {
  const { getCookie, setCookie } = await import('@tanstack/react-start/server');
  const name = typedValuesCookieName('application');
  const raw = getCookie(name);
  if (raw === undefined) return {};
  setCookie(name, '', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 0 });
  return parseTypedRecord(raw, isApplicationTypedField);
});
