import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  isPlausibleEmail,
  NAME_MAX_LENGTH,
  ORGANIZATION_NAME_MAX_LENGTH,
  ORGANIZATION_NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../domain/identity/credentials';

/*
 * The account forms' schemas, used by react-hook-form in the browser (zodResolver) and by the /api/auth
 * server routes on the posted form alike. Messages are i18n keys; forms translate them with
 * VALIDATION_VALUES (min/max) so the numbers come from the domain rules.
 */

export const VALIDATION_VALUES = {
  min: PASSWORD_MIN_LENGTH,
  max: PASSWORD_MAX_LENGTH,
  nameMax: NAME_MAX_LENGTH,
  orgMin: ORGANIZATION_NAME_MIN_LENGTH,
} as const;

const required = 'accounts.validation.required';
const email = z
  .string()
  .trim()
  .min(1, required)
  .max(EMAIL_MAX_LENGTH, 'accounts.validation.email')
  .refine((v) => v === '' || isPlausibleEmail(v.toLowerCase()), 'accounts.validation.email');
/** The password being set: length rules. */
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'accounts.validation.passwordTooShort')
  .max(PASSWORD_MAX_LENGTH, 'accounts.validation.passwordTooLong');
/** A password being checked: only present and not absurdly long. */
const givenPassword = z.string().min(1, required).max(PASSWORD_MAX_LENGTH, 'accounts.validation.passwordTooLong');
const name = z.string().trim().min(1, required).max(NAME_MAX_LENGTH, 'accounts.validation.tooLong');

export const loginSchema = z.object({ email, password: givenPassword });
export type LoginValues = z.infer<typeof loginSchema>;

/**
 * The terms checkbox: the browser form holds a boolean,
 * the posted form "true" (with JavaScript) or "on" (a plain checkbox without it).
 */
const acceptTerms = z
  .union([z.boolean(), z.string()], { error: 'consent.required' })
  .refine((v): boolean => v === true || v === 'true' || v === 'on', 'consent.required');

export const applicantRegistrationSchema = z.object({ firstName: name, lastName: name, email, password: newPassword, acceptTerms });
export type ApplicantRegistrationValues = z.infer<typeof applicantRegistrationSchema>;

export const recruiterRegistrationSchema = applicantRegistrationSchema.extend({
  organizationName: z
    .string()
    .trim()
    .min(1, required)
    .min(ORGANIZATION_NAME_MIN_LENGTH, 'accounts.validation.organizationTooShort')
    .max(ORGANIZATION_NAME_MAX_LENGTH, 'accounts.validation.tooLong'),
});
export type RecruiterRegistrationValues = z.infer<typeof recruiterRegistrationSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({ password: newPassword });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

export const changeEmailSchema = z.object({ newEmail: email, currentPassword: givenPassword });
export type ChangeEmailValues = z.infer<typeof changeEmailSchema>;

export const changePasswordSchema = z.object({ currentPassword: givenPassword, newPassword });
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

export const masqueradeSchema = z.object({
  target: z.string().trim().min(1, required).max(EMAIL_MAX_LENGTH, 'accounts.validation.tooLong'),
});
export type MasqueradeValues = z.infer<typeof masqueradeSchema>;
