import { z } from 'zod';

/** Stripe Checkout as configured for this deployment: both keys, or card payment stays off. */
export interface StripeConfig {
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** Another API address than Stripe's (a local stand-in in tests). */
  readonly apiBase: URL | null;
}

const blankIsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const schema = z
  .object({
    STRIPE_SECRET_KEY: z.preprocess(
      blankIsUnset,
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/)
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: z.preprocess(
      blankIsUnset,
      z
        .string()
        .regex(/^whsec_[A-Za-z0-9]+$/)
        .optional(),
    ),
    STRIPE_API_BASE: z.preprocess(
      blankIsUnset,
      z
        .string()
        .url()
        .refine((u) => /^https?:$/.test(new URL(u).protocol), 'http or https')
        .optional(),
    ),
  })
  .refine((e) => Boolean(e.STRIPE_SECRET_KEY) === Boolean(e.STRIPE_WEBHOOK_SECRET), {
    message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together or not at all',
  });

/**
 * Reads STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_BASE. Neither key: null (pay by invoice
 * only). A malformed value, or one key without the other, stops start-up: a deployment that meant to
 * take cards must not quietly run without.
 */
export function stripeConfigFrom(env: Readonly<Record<string, string | undefined>>): StripeConfig | null {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Stripe configuration: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'keys'}: ${i.message}`).join('; ')}`);
  }
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: apiBase } = parsed.data;
  if (!secretKey || !webhookSecret) return null;
  return { secretKey, webhookSecret, apiBase: apiBase ? new URL(apiBase) : null };
}
