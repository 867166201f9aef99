import { z } from 'zod';
import type { GetLandingPage } from '../../../../application/platform/content/get-landing-page.use-case';
import { MAX_PAGE_SIZE } from '../../../../application/platform/jobs/list-jobs.use-case';
import type { GetOrganizationProfile } from '../../../../application/platform/organizations/get-organization-profile.use-case';
import type { ListOrganizationJobs } from '../../../../application/platform/organizations/list-organization-jobs.use-case';
import { landingSearchHref, type LandingPage } from '../../../../domain/content/landing-page';
import { socialLinks, type OrganizationProfile } from '../../../../domain/organization/organization-profile';
import type { Locale } from '../../../../domain/shared/locale';
import { badUserInput } from '../expected-error';
import { organizationsTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { toJobPosting } from './job-posting.mapper';
import { toLocalizedLabel } from './translations.mapper';
import { pageOf, pagedRangeArg, parseArgs } from './validation';

const ProfileArgs = z
  .object({ id: z.string().max(20).nullish(), slug: z.string().max(200).nullish() })
  .refine((a) => Boolean(a.id) !== Boolean(a.slug), 'give either id or slug');
const JobsArgs = z.object({ organizationId: z.string().min(1).max(20), range: pagedRangeArg(MAX_PAGE_SIZE) });
const LandingArgs = z.object({ id: z.string().min(1).max(20) });
const LandingPathArgs = z.object({ path: z.string().min(1).max(300) });

export interface OrganizationsApiDeps {
  readonly getOrganizationProfile: Pick<GetOrganizationProfile, 'execute'>;
  readonly listOrganizationJobs: Pick<ListOrganizationJobs, 'execute'>;
  readonly getLandingPage: Pick<GetLandingPage, 'execute'>;
}

/** Domain OrganizationProfile → schema OrganizationDetails (also the organization-edit part's answer). */
export function toOrganizationDto(p: OrganizationProfile, locale: Locale) {
  return {
    id: p.id,
    name: p.name,
    alternativeName: p.alternativeName,
    slug: p.slug,
    logoUrl: p.logoUrl,
    coverUrl: p.coverUrl,
    organizationLocation: p.location,
    website: p.website,
    companyEmail: p.companyEmail,
    companyPhone: p.companyPhone,
    socialProfiles: socialLinks(p),
    presentation: p.presentationHtml,
    industry: p.industry ? toLocalizedLabel(p.industry.label, locale, p.industry.id) : null,
    size: p.size,
    benefits: p.benefits.map((b) => toLocalizedLabel(b, locale)),
    occupations: p.occupations.map((t) => toLocalizedLabel(t.label, locale, t.id)),
    fieldsOfStudy: p.fieldsOfStudy.map((t) => toLocalizedLabel(t.label, locale, t.id)),
    published: p.published,
    parent: p.parent,
    children: p.children,
    updatedAt: p.updatedAt,
  };
}

const toLandingDto = (page: LandingPage) => ({
  id: page.id,
  path: page.path,
  language: page.locale,
  title: page.title,
  intro: page.introHtml,
  searchQuery: page.searchQuery,
  searchHref: landingSearchHref(page),
});

export function organizationsGraphqlPart(deps: OrganizationsApiDeps): GraphqlPart {
  return {
    typeDefs: organizationsTypeDefs,
    resolvers: {
      Query: {
        async organizationProfile(_, args, ctx) {
          const result = await deps.getOrganizationProfile.execute(parseArgs(ProfileArgs, args), ctx.requestContext);
          return result.ok ? toOrganizationDto(result.value, ctx.requestContext.locale) : null;
        },

        async organizationJobs(_, args, ctx) {
          const { organizationId, range } = parseArgs(JobsArgs, args);
          const result = await deps.listOrganizationJobs.execute({ organizationId, ...pageOf(range) }, ctx.requestContext);
          if (!result.ok) throw badUserInput(result.message ?? result.code);
          return { total: result.value.total, items: result.value.items.map((job) => toJobPosting(job, ctx.requestContext.locale)) };
        },

        async landingPage(_, args, ctx) {
          const result = await deps.getLandingPage.execute(parseArgs(LandingArgs, args), ctx.requestContext);
          return result.ok ? toLandingDto(result.value) : null;
        },

        async landingPageByPath(_, args, ctx) {
          const result = await deps.getLandingPage.execute(parseArgs(LandingPathArgs, args), ctx.requestContext);
          return result.ok ? toLandingDto(result.value) : null;
        },
      },
    },
  };
}
