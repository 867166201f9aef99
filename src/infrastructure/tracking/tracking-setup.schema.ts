import { z } from 'zod';
import { ANALYTICS_EVENT_KEYS } from '../../domain/tracking/analytics-event';
import { CONSENT_SERVICES, TRACKER_SERVICES } from '../../domain/tracking/consent-services';
import { CONSENT_VENDORS, type TrackingSetup } from '../../domain/tracking/tracking-setup';

// Trackers and vendor scripts are fetched by visitors' browsers: https only, except a loopback host
// (a local stand-in in tests and development).
const scriptUrl = z
  .string()
  .url()
  .refine((u) => {
    const url = new URL(u);
    return url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname));
  }, 'must be an https URL (http only for localhost)');

// Collectors are called by the server: https, except a loopback host (a local stand-in in tests).
const collectorUrl = scriptUrl;

const vendorServiceId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w .:-]+$/, 'must be letters, digits, spaces, dots, colons, dashes or underscores');

const audienceId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w.-]+$/, 'must be letters, digits, dots, dashes or underscores');

// The global function a tag's script defines; called by the page, so a plain identifier, nothing to evaluate.
const tagFunctionName = z.string().regex(/^[A-Za-z_$][\w$]{0,63}$/, 'must be the name of a global function (letters, digits, _ or $)');

const serviceMap = z.partialRecord(z.enum(CONSENT_SERVICES), vendorServiceId);

/** The shape of `sites/<key>/tracking.json` (optional; without it a site loads no tracker). */
export const trackingSetupSchema = z
  .object({
    consent: z.discriminatedUnion('provider', [
      z.object({ provider: z.literal('first-party') }).strict(),
      z.object({ provider: z.enum(CONSENT_VENDORS), scriptUrl, services: serviceMap }).strict(),
    ]),
    trackers: z.partialRecord(z.enum(TRACKER_SERVICES), scriptUrl).default({}),
    serverSide: z
      .object({
        measurementUrl: collectorUrl.optional(),
        conversionUrl: collectorUrl.optional(),
        conversionEvents: z.array(z.enum(ANALYTICS_EVENT_KEYS)).max(26).optional(),
      })
      .strict()
      .optional(),
    audienceMeasurement: z
      .object({ site: audienceId, domain: z.string().regex(/^[a-z0-9.-]{1,253}$/i, 'must be a host name'), code: audienceId })
      .strict()
      .optional(),
    tags: z.object({ pageAnalytics: tagFunctionName.optional(), webTracking: tagFunctionName.optional() }).strict().optional(),
  })
  .strict()
  .refine((s) => !s.tags?.pageAnalytics || s.trackers.pageAnalytics, {
    message: 'needs trackers.pageAnalytics (the script that defines the tag)',
    path: ['tags', 'pageAnalytics'],
  })
  .refine((s) => !s.tags?.webTracking || s.trackers.eventTracking, {
    message: 'needs trackers.eventTracking (the script that defines the tag)',
    path: ['tags', 'webTracking'],
  })
  .refine((s) => !s.audienceMeasurement || s.trackers.audienceMeasurement, {
    message: 'needs trackers.audienceMeasurement (the script that counts)',
    path: ['audienceMeasurement'],
  })
  .refine(
    (s) =>
      s.consent.provider === 'first-party' ||
      Object.keys(s.trackers).every((t) => s.consent.provider !== 'first-party' && t in s.consent.services),
    { message: 'every tracker needs its service id at the consent vendor (consent.services)', path: ['consent', 'services'] },
  );

/** Validates one site's tracking setup; the error names the source and each failing field. */
export function parseTrackingSetup(raw: unknown, source: string): TrackingSetup {
  const result = trackingSetupSchema.safeParse(raw);
  if (result.success) return result.data as TrackingSetup;
  const problems = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
  throw new InvalidTrackingSetupError(`Invalid tracking configuration in ${source}: ${problems}`);
}

export class InvalidTrackingSetupError extends Error {
  override name = 'InvalidTrackingSetupError';
}
