import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../../../application/platform/jobs/list-jobs.use-case';
import { landingSearchHref, type LandingPage } from '../../../../domain/content/landing-page';
import { socialLinks, type OrganizationProfile } from '../../../../domain/organization/organization-profile';
import { LOCALES, translate, type Locale, type Translated } from '../../../../domain/shared/locale';
import { badUserInput } from '../expected-error';
import type { ResolverContext } from '../graphql-context';
import { toJobPosting } from './job-posting.mapper';
import { issuesMessage, pagedRangeArg } from './validation';

const ProfileArgs = z
  .object({ id: z.string().max(20).nullish(), slug: z.string().max(200).nullish() })
  .refine((a) => Boolean(a.id) !== Boolean(a.slug), 'give either id or slug');
const JobsArgs = z.object({ organizationId: z.string().min(1).max(20), range: pagedRangeArg(MAX_PAGE_SIZE) });
const LandingArgs = z.object({ id: z.string().min(1).max(20) });

function parse<T>(schema: z.ZodType<T>, args: unknown): T {
  const parsed = schema.safeParse(args);
  if (!parsed.success) throw badUserInput(issuesMessage(parsed.error));
  return parsed.data;
}

const label = (value: Translated, locale: Locale, id: string | null = null) => ({
  id,
  label: translate(value, locale),
  labels: LOCALES.flatMap((l) => (value[l] ? [{ locale: l, value: value[l] }] : [])),
});

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
    socialProfiles: socialLinks(p),
    presentation: p.presentationHtml,
    industry: p.industry ? label(p.industry.label, locale, p.industry.id) : null,
    size: p.size,
    benefits: p.benefits.map((b) => label(b, locale)),
    parent: p.parent,
    children: [...p.children],
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

export const organizationsResolvers = {
  Query: {
    async organizationProfile(_: unknown, args: unknown, ctx: ResolverContext) {
      const result = await ctx.deps.getOrganizationProfile.execute(parse(ProfileArgs, args), ctx.requestContext);
      return result.ok ? toOrganizationDto(result.value, ctx.requestContext.locale) : null;
    },

    async organizationJobs(_: unknown, args: unknown, ctx: ResolverContext) {
      const { organizationId, range } = parse(JobsArgs, args);
      const result = await ctx.deps.listOrganizationJobs.execute(
        { organizationId, page: range.first / range.last + 1, pageSize: range.last },
        ctx.requestContext,
      );
      if (!result.ok) throw badUserInput(result.message ?? result.code);
      return { total: result.value.total, items: result.value.items.map((job) => toJobPosting(job, ctx.requestContext.locale)) };
    },

    async landingPage(_: unknown, args: unknown, ctx: ResolverContext) {
      const result = await ctx.deps.getLandingPage.execute(parse(LandingArgs, args), ctx.requestContext);
      return result.ok ? toLandingDto(result.value) : null;
    },
  },
};
