import { z } from 'zod';
import { JOB_REVIEW_POLICIES } from '../../domain/job/job-workflow';
import { LOCALES } from '../../domain/shared/locale';
import { RADIUS_OPTIONS_KM } from '../../domain/site/radius';
import type { SiteConfig } from '../../domain/site/site-config';

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c');
const locale = z.enum(LOCALES);
const httpsUrl = z.url({ protocol: /^https$/, message: 'must be an https address' });
const isHttpsUrl = (value: string) => httpsUrl.safeParse(value).success;

/**
 * A raster tile provider: an https template with {z}, {x} and {y} ({s} may stand in the host, so the
 * template is checked as an address with its placeholders filled in), and the credit its terms ask for.
 */
const mapTiles = z
  .object({
    urlTemplate: z
      .string()
      .max(300)
      .refine((u) => ['{z}', '{x}', '{y}'].every((p) => u.includes(p)), 'must contain {z}, {x} and {y}')
      .refine((u) => isHttpsUrl(u.replaceAll(/\{[sxyz]\}/g, 'a')), 'must be an https address'),
    attribution: z.string().min(2).max(200),
    attributionUrl: httpsUrl.max(300),
    maxZoom: z.number().int().min(1).max(22),
  })
  .strict();

/** The shape of `sites/<key>/site.json`. Start-up stops with the failing path when a file does not match. */
export const siteConfigSchema = z
  .object({
    key: z.string().regex(/^[a-z][a-z0-9-]{1,30}$/, 'must be lower-case letters, digits and dashes'),
    name: z.string().min(2).max(80),
    host: z.string().regex(/^[a-z0-9.-]+(:\d+)?$/, 'must be a host name like www.example.de'),
    port: z.number().int().min(1024).max(65535),
    enabled: z.boolean(),
    locales: z
      .array(locale)
      .min(1)
      .refine((l) => l.includes('de'), 'must include de (German is on every site)'),
    defaultLocale: locale,
    regions: z.array(z.string().min(2)).min(1),
    privacyPath: z.enum(['/privacy-policy', '/datenschutz']),
    contactEmail: z
      .string()
      .max(254)
      .regex(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/, 'must be an e-mail address like kontakt@example.de'),
    description: z.string().min(10).max(300),
    theme: z.object({
      primary: colour,
      secondary: colour,
      background: colour,
      logo: z.string().regex(/^\/[\w./-]+\.svg$/, 'must be an absolute path to an .svg file'),
      logoAlt: z.string().min(2),
    }),
    features: z.object({
      blog: z.boolean(),
      newsletter: z.boolean(),
      socialSignIn: z.object({ google: z.boolean(), linkedin: z.boolean() }),
      tracking: z.boolean(),
      euroVat: z.literal(false, { message: 'the euro VAT system is off on every site (spec §1)' }),
      geoSuggestConsent: z.boolean(),
      resume: z.boolean(),
      applicant: z.boolean(),
      latestTerms: z.boolean(),
      subscriptions: z.boolean(),
      creationSource: z.boolean().optional(),
      sessionRefetchSeconds: z.number().int().min(0).max(86_400).optional(),
      jobReview: z.enum(JOB_REVIEW_POLICIES).optional(),
      paidPosting: z.boolean().optional(),
      ownersManageImporters: z.boolean().optional(),
    }),
    listing: z.object({
      jobsPerPage: z.number().int().min(1).max(50),
      organizationsPerPage: z.number().int().min(1).max(50),
      resumesPerPage: z.number().int().min(1).max(50),
      resumeMatchesPerPage: z.number().int().min(1).max(50),
      defaultRadiusKm: z
        .number()
        .refine((n) => (RADIUS_OPTIONS_KM as readonly number[]).includes(n), `must be one of ${RADIUS_OPTIONS_KM.join(', ')}`),
      topJobsOnHome: z.number().int().min(0).max(6),
      featuredJobsOnHome: z.number().int().min(0).max(6),
      videoJobsOnHome: z.number().int().min(0).max(6),
    }),
    sisterSiteRedirect: z.object({ host: z.string().regex(/^[a-z0-9.-]+$/), paths: z.array(z.string().startsWith('/')).min(1) }).optional(),
    geoBounds: z.tuple([z.number(), z.number(), z.number(), z.number()]).optional(),
    mapTiles: mapTiles.optional(),
  })
  .strict()
  .refine((s) => s.locales.includes(s.defaultLocale), { message: 'defaultLocale must be one of locales', path: ['defaultLocale'] });

/** Validates one site's raw config; the error names the site and each failing field. */
export function parseSiteConfig(raw: unknown, source: string): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
  throw new InvalidSiteConfigError(`Invalid site configuration in ${source}: ${problems}`);
}

export class InvalidSiteConfigError extends Error {
  override name = 'InvalidSiteConfigError';
}
