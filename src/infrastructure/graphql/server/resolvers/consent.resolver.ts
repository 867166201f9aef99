import { z } from 'zod';
import type { AcceptTerms } from '../../../../application/platform/consent/accept-terms.use-case';
import { CONSENT_INFO_SORTINGS } from '../../../../application/platform/consent/consent-repository.port';
import type { CreateGdprUserConsent } from '../../../../application/platform/consent/create-gdpr-user-consent.use-case';
import { MAX_CONSENT_INFOS, type GetGdprConsentInfos } from '../../../../application/platform/consent/get-gdpr-consent-infos.use-case';
import type { HasTheLatestConsent } from '../../../../application/platform/consent/has-the-latest-consent.use-case';
import type { ListConsentInfos } from '../../../../application/platform/consent/list-consent-infos.use-case';
import type { ConsentOutcome } from '../../../../application/platform/consent/record-consent';
import { isLocale, localeFromPrefix, type Locale } from '../../../../domain/shared/locale';
import type { UserConsent } from '../../../../domain/consent/user-consent';
import { badUserInput } from '../expected-error';
import { consentTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { parseArgs } from './validation';

const code = z.string().max(64);

const InfosArgs = z.object({
  id: z.string().max(20).nullish(),
  type: code.nullish(),
  placement: code.nullish(),
  path: z.string().max(2048).nullish(),
  language: z.string().max(16).nullish(),
  sorting: z.enum(CONSENT_INFO_SORTINGS).nullish(),
  limit: z
    .number()
    .int()
    .min(1, `limit must be between 1 and ${MAX_CONSENT_INFOS}`)
    .max(MAX_CONSENT_INFOS, `limit must be between 1 and ${MAX_CONSENT_INFOS}`)
    .nullish(),
  offset: z.number().int().min(0, 'offset must not be negative').max(100_000).nullish(),
});
const CheckArgs = z.object({ type: code, placement: code });
const RefArgs = z.object({ type: code.nullish(), placement: code.nullish() });
// Emptiness is the use case's to judge (it answers MAIL_REQUIRED / INFO_REQUIRED in `errors`).
const ConsentArgs = z.object({ mail: z.string().max(1000), infoId: z.string().max(64) });

/** `de`, `en-GB`, `fr` or the short codes `en`, `fr`; anything else falls back to the request locale. */
const languageOf = (value: string | null | undefined): Locale | null =>
  isLocale(value) ? value : (value && localeFromPrefix(value)) || null;

const toConsentDto = (c: UserConsent) => ({
  id: c.id,
  mail: c.mail,
  infoId: c.infoId,
  infoRevisionId: c.infoRevisionId,
  consentedAt: c.consentedAt,
  site: c.site,
});
const toResultDto = (outcome: ConsentOutcome) =>
  outcome.ok ? { errors: [], consent: toConsentDto(outcome.consent) } : { errors: [...outcome.errors], consent: null };

export interface ConsentApiDeps {
  readonly getGdprConsentInfos: Pick<GetGdprConsentInfos, 'execute'>;
  readonly hasTheLatestConsent: Pick<HasTheLatestConsent, 'execute'>;
  readonly listConsentInfos: Pick<ListConsentInfos, 'execute'>;
  readonly createGdprUserConsent: Pick<CreateGdprUserConsent, 'execute'>;
  readonly acceptTerms: Pick<AcceptTerms, 'execute'>;
}

export function consentGraphqlPart(deps: ConsentApiDeps): GraphqlPart {
  return {
    typeDefs: consentTypeDefs,
    resolvers: {
      Query: {
        async getGdprConsentInfos(_, args, ctx) {
          const input = parseArgs(InfosArgs, args);
          const result = await deps.getGdprConsentInfos.execute({ ...input, language: languageOf(input.language) }, ctx.requestContext);
          if (!result.ok) throw badUserInput(result.message ?? result.code);
          return result.value.map((v) => ({
            id: v.id,
            type: v.type,
            placement: v.placement,
            optIn: v.optIn,
            text: v.text,
            infoRevisionId: v.revisionId,
          }));
        },

        async hasTheLatestConsent(_, args, ctx) {
          const result = await deps.hasTheLatestConsent.execute(parseArgs(CheckArgs, args), ctx.requestContext);
          if (!result.ok) throw badUserInput(result.message ?? result.code);
          const c = result.value;
          return c ? { id: c.id, infoId: c.infoId, infoRevisionId: c.infoRevisionId, mail: c.mail } : null;
        },

        async consentInfos(_, args, ctx) {
          const result = await deps.listConsentInfos.execute(parseArgs(RefArgs, args), ctx.requestContext);
          if (!result.ok) throw badUserInput(result.message ?? result.code);
          return result.value;
        },
      },
      Mutation: {
        async createGdprUserConsent(_, args, ctx) {
          return toResultDto(await deps.createGdprUserConsent.execute(parseArgs(ConsentArgs, args), ctx.requestContext));
        },

        async acceptTerms(_, args, ctx) {
          return toResultDto(await deps.acceptTerms.execute(parseArgs(ConsentArgs, args), ctx.requestContext));
        },
      },
    },
  };
}
