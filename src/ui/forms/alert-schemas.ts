import { z } from 'zod';
import { ALERT_FREQUENCIES } from '../../domain/alerts/alert-schedule';
import { EMAIL_MAX_LENGTH } from '../../domain/identity/credentials';

/*
 * The bookmark and alert forms' fields, shared by the server endpoints and the browser (messages are
 * i18n keys under alerts.validation.*).
 */

/**
 * The bookmark button's submission: `toggle={jobId}:{true|false}`, the state asked for. One field (the
 * button's own name and value), so every button on a page can submit the page's one bookmark form.
 */
export const bookmarkFormSchema = z
  .object({ toggle: z.string().regex(/^\d{1,18}:(true|false)$/) })
  .transform(({ toggle }) => ({ jobId: toggle.split(':')[0]!, bookmarked: toggle.endsWith(':true') }));

export const alertFormSchema = z.object({
  query: z.string().max(4000),
  frequency: z.enum(ALERT_FREQUENCIES, { message: 'alerts.validation.frequency' }),
  /** Guests only; signed-in users' alerts go to their account's address. */
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, 'alerts.validation.email')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'alerts.validation.email')
    .optional()
    .default(''),
});

export type AlertFormValues = z.input<typeof alertFormSchema>;
