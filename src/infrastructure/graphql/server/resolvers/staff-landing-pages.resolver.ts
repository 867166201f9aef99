import { z } from 'zod';
import type { StaffLandingPage } from '../../../../application/platform/staff/landing-pages/staff-landing-page-store.port';
import { LOCALES } from '../../../../domain/shared/locale';
import { staffLandingPagesTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import type { StaffLandingPagesApiDeps } from '../staff-landing-pages-api-deps';
import { parseArgs, signedIn } from './validation';
import { ENTITY_ID, isEntityId } from '../../../../domain/shared/entity-id';

const pageId = z.string().regex(ENTITY_ID, 'id must be a number');
const SearchArgs = z.object({
  text: z.string().max(200).nullish(),
  offset: z.number().int().min(0).max(100_000).nullish(),
  limit: z.number().int().min(1).max(100).nullish(),
});
// Shapes and outer bounds only: the rules that staff may break (path shapes, lengths) come back as problems.
const SaveArgs = z.object({
  id: pageId.nullish(),
  input: z.object({
    siteKey: z.string().min(1).max(60),
    locale: z.enum(LOCALES),
    path: z.string().max(300),
    aliases: z.array(z.string().max(300)).max(100),
    title: z.string().max(1000),
    introHtml: z.string().max(200_000),
    searchQuery: z.string().max(2000),
    seoTitle: z.string().max(1000),
    seoDescription: z.string().max(2000),
    published: z.boolean(),
  }),
});
const DeleteArgs = z.object({ id: pageId, confirmed: z.boolean() });

const toGraphql = (page: StaffLandingPage) => ({
  id: page.id,
  siteKey: page.site,
  locale: page.locale,
  path: page.path,
  aliases: [...page.aliases],
  title: page.title,
  introHtml: page.introHtml,
  searchQuery: page.searchQuery,
  seoTitle: page.seoTitle,
  seoDescription: page.seoDescription,
  published: page.published,
  updatedAt: page.updatedAt,
});

/** The console's landing pages: list, one page, save (with aliases) and delete; refusals come back in `errors`. */
export function staffLandingPagesGraphqlPart(deps: StaffLandingPagesApiDeps): GraphqlPart {
  return {
    typeDefs: staffLandingPagesTypeDefs,
    resolvers: {
      Query: {
        async staffLandingPages(_, args, ctx) {
          const a = parseArgs(SearchArgs, args);
          const result = await deps.pages.search({ text: a.text ?? '', offset: a.offset ?? 0, limit: a.limit ?? 25 }, ctx.requestContext);
          return result.ok
            ? { pages: result.value.pages.map(toGraphql), total: result.value.total, errors: [] }
            : { pages: [], total: 0, errors: [result.code] };
        },
        async staffLandingPage(_, args, ctx) {
          // An id that is no number names no page: NOT_FOUND, after the same authorization as any other.
          const id = isEntityId(args.id) ? args.id : '0';
          const result = await deps.pages.find(id, ctx.requestContext);
          return result.ok ? { page: toGraphql(result.value), errors: [] } : { page: null, errors: [result.code] };
        },
      },
      Mutation: {
        async saveStaffLandingPage(_, args, ctx) {
          // A guest is told to sign in before the arguments are judged, as every staff operation does.
          if (!signedIn(ctx)) return { page: null, errors: ['UNAUTHENTICATED'], problems: [] };
          const { id, input } = parseArgs(SaveArgs, args);
          const { siteKey, ...rest } = input;
          const outcome = await deps.save.execute({ id: id ?? null, draft: { ...rest, site: siteKey } }, ctx.requestContext);
          if (outcome.ok) return { page: toGraphql(outcome.page), errors: [], problems: [] };
          return { page: null, errors: [outcome.code], problems: 'problems' in outcome ? [...outcome.problems] : [] };
        },
        async deleteStaffLandingPage(_, args, ctx) {
          if (!signedIn(ctx)) return { errors: ['UNAUTHENTICATED'] };
          const a = parseArgs(DeleteArgs, args);
          const result = await deps.delete.execute(a, ctx.requestContext);
          return { errors: result.ok ? [] : [result.code] };
        },
      },
    },
  };
}
