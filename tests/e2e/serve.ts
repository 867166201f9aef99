/**
 * The journeys' server: `npm start`'s own script on a fresh data directory every run. The journeys
 * change accounts, accepted terms, jobs and files; a run must not depend on what the previous one left
 * (the terms journey, for one, withdraws the demo users' acceptance).
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { StripeStandIn } from '../support/stripe-stand-in';

rmSync(resolve(process.env.DATA_DIR ?? 'data/e2e'), { recursive: true, force: true });

// Card payment against a local Stripe stand-in (there is no network here): the platform workers inherit
// the keys and the API address; the stand-in's "Pay" sends its signed notice to the board's own address.
const stripe = new StripeStandIn({ secretKey: 'sk_test_e2e', webhookSecret: 'whsec_e2e' });
const stripeBase = await stripe.start(4400 + Number(process.env.PORT_OFFSET ?? 0));
Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_e2e', STRIPE_WEBHOOK_SECRET: 'whsec_e2e', STRIPE_API_BASE: stripeBase });
await import('../../scripts/start');
