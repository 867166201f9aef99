import { z } from 'zod';
import { isEmailAddress } from '../../domain/job/job-posting';
import {
  isCountryCode,
  isPhoneNumber,
  isWebsiteUrl,
  isZip,
  normalizeProfileUrl,
  PROFILE_LIMITS,
  socialProfileProblem,
  type OrganizationProfileChanges,
} from '../../domain/organization/organization-profile-changes';
import {
  ORGANIZATION_SIZES,
  SOCIAL_NETWORKS,
  type OrganizationProfile,
  type SocialNetwork,
} from '../../domain/organization/organization-profile';
import type { Translated } from '../../domain/shared/locale';

/*
 * The profile form's schema, used by react-hook-form in the browser (zodResolver) and by the board's
 * save route on the posted JSON alike. The numbers and URL rules are the domain's
 * (organization-profile-changes.ts), which the platform checks once more. Messages are i18n keys of
 * `organizationEdit.validation.*`, translated with PROFILE_LIMITS.
 */

const m = (key: string) => `organizationEdit.validation.${key}`;

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, m('tooLong'))
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), m('invalidText'));
const optionalUrl = (check: (url: string) => string | null) =>
  z
    .string()
    .trim()
    .max(PROFILE_LIMITS.urlMax, m('tooLong'))
    .superRefine((value, ctx) => {
      if (value === '') return;
      const problem = check(normalizeProfileUrl(value));
      if (problem) ctx.addIssue({ code: 'custom', message: m(problem) });
    });

const SOCIAL_MESSAGES = { INVALID_URL: 'invalidUrl', WRONG_NETWORK: 'wrongNetwork' } as const;
const socialUrl = (network: SocialNetwork) =>
  optionalUrl((url) => {
    const problem = socialProfileProblem(network, url);
    return problem ? SOCIAL_MESSAGES[problem] : null;
  });
const socialProfiles = z.object(
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, socialUrl(network)])) as Record<
    SocialNetwork,
    ReturnType<typeof socialUrl>
  >,
);

const benefit = z.object({
  de: line(PROFILE_LIMITS.benefitMax).min(1, m('required')),
  'en-GB': line(PROFILE_LIMITS.benefitMax).optional(),
  fr: line(PROFILE_LIMITS.benefitMax).optional(),
});

const termIds = z
  .array(z.string().regex(/^[1-9]\d{0,17}$/, m('required')))
  .max(PROFILE_LIMITS.termsMax, m('tooManyTerms'))
  .refine((ids) => new Set(ids).size === ids.length, m('tooManyTerms'));

export const organizationProfileSchema = z.object({
  name: line(PROFILE_LIMITS.nameMax).min(1, m('required')).min(PROFILE_LIMITS.nameMin, m('tooShort')),
  alternativeName: line(PROFILE_LIMITS.alternativeNameMax),
  location: z.object({
    countryCode: z.string().refine(isCountryCode, m('invalidCountry')),
    addressLine1: line(PROFILE_LIMITS.addressLineMax),
    addressLine2: line(PROFILE_LIMITS.addressLineMax),
    zip: line(PROFILE_LIMITS.zipMax).refine((v) => v === '' || isZip(v), m('invalidZip')),
    locality: line(PROFILE_LIMITS.localityMax),
    administrativeArea: line(PROFILE_LIMITS.administrativeAreaMax),
  }),
  website: optionalUrl((url) => (isWebsiteUrl(url) ? null : 'invalidUrl')),
  // Absent (a client that does not know them): the stored ones stay.
  companyEmail: line(PROFILE_LIMITS.emailMax)
    .refine((v) => v === '' || isEmailAddress(v), m('invalidEmail'))
    .optional(),
  companyPhone: line(PROFILE_LIMITS.phoneMax)
    .refine((v) => v === '' || isPhoneNumber(v), m('invalidPhone'))
    .optional(),
  socialProfiles,
  presentation: z.string().max(PROFILE_LIMITS.presentationMax, m('presentationTooLong')),
  industryId: z.string().regex(/^(|[1-9]\d{0,17})$/, m('required')),
  size: z.union([z.literal(''), z.enum(ORGANIZATION_SIZES)]),
  benefits: z
    .array(benefit)
    .max(PROFILE_LIMITS.benefitsMax, m('tooManyBenefits'))
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((b, i) => {
        const key = b.de.trim().toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: m('duplicateBenefit'), path: [i, 'de'] });
        seen.add(key);
      });
    }),
  // Absent (a client that does not know them): the stored ones stay.
  occupationIds: termIds.optional(),
  fieldOfStudyIds: termIds.optional(),
  published: z.boolean().optional(),
  removeLogo: z.boolean(),
  removeCover: z.boolean(),
});

export type OrganizationProfileValues = z.input<typeof organizationProfileSchema>;

/** The numbers the validation messages name. */
export const PROFILE_VALIDATION_VALUES = {
  min: PROFILE_LIMITS.nameMin,
  benefitsMax: PROFILE_LIMITS.benefitsMax,
  presentationMax: PROFILE_LIMITS.presentationMax,
  termsMax: PROFILE_LIMITS.termsMax,
} as const;

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The form's values as the domain's changes (empty → null, URLs with a scheme). */
export function toProfileChanges(values: z.output<typeof organizationProfileSchema>): OrganizationProfileChanges {
  const social: Partial<Record<SocialNetwork, string>> = {};
  for (const network of SOCIAL_NETWORKS) {
    const url = values.socialProfiles[network];
    if (url) social[network] = normalizeProfileUrl(url);
  }
  return {
    name: values.name,
    alternativeName: orNull(values.alternativeName),
    location: {
      countryCode: values.location.countryCode,
      addressLine1: orNull(values.location.addressLine1),
      addressLine2: orNull(values.location.addressLine2),
      zip: orNull(values.location.zip),
      locality: orNull(values.location.locality),
      administrativeArea: orNull(values.location.administrativeArea),
    },
    website: values.website ? normalizeProfileUrl(values.website) : null,
    socialProfiles: social,
    presentationHtml: values.presentation,
    industryId: values.industryId || null,
    size: values.size || null,
    benefits: values.benefits.map((b) => {
      const out: Record<string, string> = { de: b.de };
      if (b['en-GB']) out['en-GB'] = b['en-GB'];
      if (b.fr) out.fr = b.fr;
      return out as Translated;
    }),
    ...(values.occupationIds ? { occupationIds: values.occupationIds } : {}),
    ...(values.fieldOfStudyIds ? { fieldOfStudyIds: values.fieldOfStudyIds } : {}),
    ...(values.published !== undefined ? { published: values.published } : {}),
    ...(values.companyEmail !== undefined ? { companyEmail: orNull(values.companyEmail) } : {}),
    ...(values.companyPhone !== undefined ? { companyPhone: orNull(values.companyPhone) } : {}),
  };
}

/** The form's starting values: the profile as stored. */
export function profileFormDefaults(profile: OrganizationProfile): OrganizationProfileValues {
  return {
    name: profile.name,
    alternativeName: profile.alternativeName ?? '',
    location: {
      countryCode: profile.location.countryCode || 'DE',
      addressLine1: profile.location.addressLine1 ?? '',
      addressLine2: profile.location.addressLine2 ?? '',
      zip: profile.location.zip ?? '',
      locality: profile.location.locality ?? '',
      administrativeArea: profile.location.administrativeArea ?? '',
    },
    website: profile.website ?? '',
    companyEmail: profile.companyEmail ?? '',
    companyPhone: profile.companyPhone ?? '',
    socialProfiles: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, profile.socialProfiles[n] ?? ''])) as Record<SocialNetwork, string>,
    presentation: profile.presentationHtml,
    industryId: profile.industry?.id ?? '',
    size: profile.size ?? '',
    benefits: profile.benefits.map((b) => ({ de: b.de, ...(b['en-GB'] ? { 'en-GB': b['en-GB'] } : {}), ...(b.fr ? { fr: b.fr } : {}) })),
    occupationIds: profile.occupations.map((o) => o.id),
    fieldOfStudyIds: profile.fieldsOfStudy.map((f) => f.id),
    published: profile.published,
    removeLogo: false,
    removeCover: false,
  };
}
