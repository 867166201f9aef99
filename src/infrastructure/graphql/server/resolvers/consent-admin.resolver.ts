import { z } from 'zod';
import { type ConsentRevision, currentRevision } from '../../../../domain/consent/consent-info';
import type { ConsentAdminApiDeps } from '../consent-admin-api-deps';
import { consentAdminTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { parseArgs, signedIn } from './validation';

// Generous bounds: the rules name a text that is too long; these only keep absurd requests out.
const text = z.string().max(100_000);
const RevisionArgs = z.object({
  input: z.object({
    infoId: z.string().max(20),
    textDe: text,
    textEn: text.nullish(),
    textFr: text.nullish(),
    effectiveAt: z.string().max(40).nullish(),
  }),
});

const ActiveArgs = z.object({ infoId: z.string().max(20), active: z.boolean() });

const staffRevision = (r: ConsentRevision) => ({
  id: r.id,
  textDe: r.texts.de,
  textEn: r.texts['en-GB'] ?? null,
  textFr: r.texts.fr ?? null,
  effectiveAt: r.effectiveAt,
});

/**
 * The consent texts' staff operations. Who may is the use cases' decision; a guest is told
 * UNAUTHENTICATED before the arguments are judged.
 */
export function consentAdminGraphqlPart(deps: ConsentAdminApiDeps): GraphqlPart {
  return {
    typeDefs: consentAdminTypeDefs,
    resolvers: {
      Query: {
        async staffConsentTexts(_, __, ctx) {
          const result = await deps.listConsentTexts.execute(undefined, ctx.requestContext);
          if (!result.ok) return { infos: [], errors: [result.code] };
          const now = new Date();
          return {
            infos: result.value.map(({ info, editable }) => ({
              id: info.id,
              type: info.type,
              placement: info.placement,
              optIn: info.optIn,
              active: info.active,
              sites: info.sites,
              editable,
              currentRevisionId: currentRevision(info, now)?.id ?? null,
              revisions: info.revisions.map(staffRevision),
            })),
            errors: [],
          };
        },
      },
      Mutation: {
        async publishConsentRevision(_, args, ctx) {
          if (!signedIn(ctx)) return { revision: null, errors: ['UNAUTHENTICATED'], fieldErrors: [] };
          const { input } = parseArgs(RevisionArgs, args);
          const result = await deps.publishConsentRevision.execute(
            {
              infoId: input.infoId,
              texts: { de: input.textDe, 'en-GB': input.textEn ?? '', fr: input.textFr ?? '' },
              effectiveAt: input.effectiveAt ?? null,
            },
            ctx.requestContext,
          );
          if (result.ok) return { revision: staffRevision(result.revision), errors: [], fieldErrors: [] };
          return {
            revision: null,
            errors: [result.code],
            fieldErrors: 'problems' in result ? result.problems.map((p) => `${p.field}:${p.code}`) : [],
          };
        },
        async setConsentInfoActive(_, args, ctx) {
          if (!signedIn(ctx)) return { active: null, errors: ['UNAUTHENTICATED'] };
          const result = await deps.setConsentInfoActive.execute(parseArgs(ActiveArgs, args), ctx.requestContext);
          return result.ok ? { active: result.active, errors: [] } : { active: null, errors: [result.code] };
        },
      },
    },
  };
}
