import { describe, expect, it } from 'vitest';
import {
  applicantRegistrationSchema,
  changePasswordSchema,
  loginSchema,
  recruiterRegistrationSchema,
} from '../../../src/ui/forms/account-schemas';
import { BUNDLED_MESSAGES } from '../../../src/infrastructure/i18n/bundled-messages';
import { lookupMessage } from '../../../src/infrastructure/i18n/messages';

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('account form schemas (the browser and the server use the same ones)', () => {
  it('names each problem with a message key that exists in every language', () => {
    const result = recruiterRegistrationSchema.safeParse({
      firstName: ' ',
      lastName: 'x'.repeat(101),
      email: 'anna@',
      password: 'short',
      organizationName: 'A',
    });
    const messages = messagesOf(result);
    expect(messages).toEqual({
      firstName: 'accounts.validation.required',
      lastName: 'accounts.validation.tooLong',
      email: 'accounts.validation.email',
      password: 'accounts.validation.passwordTooShort',
      organizationName: 'accounts.validation.organizationTooShort',
      acceptTerms: 'consent.required',
    });
    for (const key of Object.values(messages))
      for (const locale of ['de', 'en-GB', 'fr'] as const)
        expect(lookupMessage(BUNDLED_MESSAGES[locale], key), `${key} in ${locale}`).toBeDefined();
  });

  it('accepts good input and trims names', () => {
    const parsed = applicantRegistrationSchema.parse({
      firstName: ' Anna ',
      lastName: 'Becker',
      email: 'Anna@Example.de',
      password: 'a-long-password',
      acceptTerms: true,
    });
    expect(parsed.firstName).toBe('Anna');
    expect(loginSchema.safeParse({ email: 'anna@example.de', password: 'x' }).success).toBe(true);
    // The terms box: a boolean in the browser, "on" from a plain form post; unticked is refused.
    const valid = { firstName: 'A', lastName: 'B', email: 'a@example.de', password: 'a-long-password' };
    for (const ticked of [true, 'on', 'true'])
      expect(applicantRegistrationSchema.safeParse({ ...valid, acceptTerms: ticked }).success).toBe(true);
    for (const unticked of [false, undefined, '', 'off'])
      expect(applicantRegistrationSchema.safeParse({ ...valid, acceptTerms: unticked }).success).toBe(false);
    expect(changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'y'.repeat(129) }).success).toBe(false);
  });
});
