import { z } from 'zod';
import type { ContactRequestView } from '../../../../application/platform/resume-contacts/contact-request-view';
import type { DecideContactRequest } from '../../../../application/platform/resume-contacts/decide-contact-request.use-case';
import {
  OWNER_FILTERS,
  type ListMyContactRequests,
  type ListSentContactRequests,
} from '../../../../application/platform/resume-contacts/list-contact-requests.use-case';
import type { SendContactRequest } from '../../../../application/platform/resume-contacts/send-contact-request.use-case';
import type { GetRecruiterResume } from '../../../../application/platform/resume-search/get-recruiter-resume.use-case';
import type { SearchResumes } from '../../../../application/platform/resume-search/search-resumes.use-case';
import type { ResumeContent } from '../../../../domain/resume/resume';
import { OWNER_ACTIONS } from '../../../../domain/resume-contacts/contact-request';
import { rawResumePlaceOf, type ResumePlaceFilter } from '../../../../domain/resume-search/resume-place-filter';
import { translate } from '../../../../domain/shared/locale';
import { publicOrigin } from '../../../../domain/site/public-origin';
import { resumeRecruitingTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { signInRequired } from '../expected-error';
import { parseArgs, signedIn } from './validation';
import { resumePictureUrl } from '../../../../domain/resume/resume-picture';
import { resumeAttachmentUrl } from '../../../../domain/resume/resume-attachments';
import { ENTITY_ID } from '../../../../domain/shared/entity-id';

/* Edge bounds only: the domain refuses unknown values facet by facet, with the facet named. */
const values = z.array(z.string().max(200)).max(100).nullish();
/** A ResumePlaceInput at the edge (the resume search and the resume alert take the same). */
export const ResumePlaceArgs = z
  .object({
    label: z.string().max(200).nullish(),
    lat: z.number().nullish(),
    lon: z.number().nullish(),
    locationType: z.string().max(40).nullish(),
    country: z.string().max(10).nullish(),
    administrativeArea: z.string().max(200).nullish(),
    radius: z.number().int().nullish(),
  })
  .nullish();
const SearchArgs = z.object({
  input: z.object({
    keywords: z.string().max(1000).nullish(),
    careerStatus: values,
    languages: values,
    skills: values,
    occupations: values,
    place: ResumePlaceArgs,
    page: z.number().int().nullish(),
  }),
});
/** The place searched, as the place field spells a picked suggestion. */
export function toSearchPlace(place: ResumePlaceFilter) {
  const raw = rawResumePlaceOf(place);
  return {
    label: place.label,
    lat: raw.lat ?? null,
    lon: raw.lon ?? null,
    locationType: raw.locationType ?? 'country',
    country: place.country,
    administrativeArea: raw.administrativeArea ?? null,
    radius: raw.radius ?? null,
  };
}

const IdArgs = z.object({ id: z.string().max(100) });
const PageArgs = z.object({ page: z.number().int().nullish() });
const OwnerListArgs = PageArgs.extend({ filter: z.enum(OWNER_FILTERS).nullish() });
const SendArgs = z.object({
  input: z.object({ resumeId: z.string().max(100), message: z.string().max(5000), origin: z.string().max(300).nullish() }),
});
const DecideArgs = z.object({ id: z.string().regex(ENTITY_ID, 'must be a request id'), action: z.enum(OWNER_ACTIONS) });

const toRequest = (r: ContactRequestView) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

// The picture's address only reaches a recruiter whose view kept the picture (full access).
const toContent = (c: ResumeContent) => ({
  ...c,
  personalInfo: {
    ...c.personalInfo,
    hasPicture: c.personalInfo.picture !== null,
    pictureUrl: c.personalInfo.picture ? resumePictureUrl(c.personalInfo.picture) : null,
  },
});

export interface ResumeRecruitingApiDeps {
  readonly searchResumes: Pick<SearchResumes, 'execute'>;
  readonly getRecruiterResume: Pick<GetRecruiterResume, 'execute'>;
  readonly sendContactRequest: Pick<SendContactRequest, 'execute'>;
  readonly decideContactRequest: Pick<DecideContactRequest, 'execute'>;
  readonly listMyContactRequests: Pick<ListMyContactRequests, 'execute'>;
  readonly listSentContactRequests: Pick<ListSentContactRequests, 'execute'>;
}

/** The recruiter side of resumes: reads of what the caller may not see answer null or an error code, never the data. */
export function resumeRecruitingGraphqlPart(deps: ResumeRecruitingApiDeps): GraphqlPart {
  return {
    typeDefs: resumeRecruitingTypeDefs,
    resolvers: {
      Query: {
        async resumeSearch(_, args, ctx) {
          const { input } = parseArgs(SearchArgs, args);
          const result = await deps.searchResumes.execute(input, ctx.requestContext);
          if (!result.ok) {
            const errors =
              result.code === 'INVALID'
                ? result.problems.map((p) => ({ field: p.field, code: p.problem }))
                : [{ field: null, code: result.code }];
            return { errors, total: 0, totalEstimated: false, estimated: false, place: null, items: [], facets: [] };
          }
          const locale = ctx.requestContext.locale;
          return {
            errors: [],
            total: result.value.total,
            totalEstimated: result.value.totalEstimated,
            estimated: result.value.estimated,
            place: result.value.place && toSearchPlace(result.value.place),
            items: result.value.items.map((i) => ({
              ...i,
              updatedAt: i.updatedAt.toISOString(),
              occupations: i.occupations.map((o) => ({ id: o.id, vocabulary: 'occupations', label: translate(o.label, locale) })),
            })),
            facets: result.value.facets.map((f) => ({ ...f, label: f.label ? translate(f.label, locale) : null })),
          };
        },
        async recruiterResume(_, args, ctx) {
          const view = await deps.getRecruiterResume.execute(parseArgs(IdArgs, args), ctx.requestContext);
          if (!view) return null;
          return {
            ...view,
            content: toContent(view.content),
            contactRequest: view.contactRequest ? toRequest(view.contactRequest) : null,
            attachments: view.attachments.map((a) => ({ ...a, url: resumeAttachmentUrl(a.id) })),
          };
        },
        async myContactRequests(_, args, ctx) {
          if (!signedIn(ctx)) throw signInRequired();
          const { filter, page } = parseArgs(OwnerListArgs, args);
          const list = await deps.listMyContactRequests.execute({ filter: filter ?? null, page: page ?? 1 }, ctx.requestContext);
          return (
            list && { total: list.total, rows: list.rows.map((r) => ({ organizationName: r.organizationName, request: toRequest(r) })) }
          );
        },
        async sentContactRequests(_, args, ctx) {
          if (!signedIn(ctx)) throw signInRequired();
          const { page } = parseArgs(PageArgs, args);
          const list = await deps.listSentContactRequests.execute({ page: page ?? 1 }, ctx.requestContext);
          return (
            list && {
              total: list.total,
              slots: list.slots,
              credits: list.credits,
              rows: list.rows.map((r) => ({ resumeId: r.resumeId, resumeHeadline: r.resumeHeadline, request: toRequest(r) })),
            }
          );
        },
      },
      Mutation: {
        async sendContactRequest(_, args, ctx) {
          const { input } = parseArgs(SendArgs, args);
          const result = await deps.sendContactRequest.execute(
            { resumeId: input.resumeId, message: input.message, origin: publicOrigin(ctx.site, input.origin ?? ctx.request.url) },
            ctx.requestContext,
          );
          if (result.ok) return { errors: [], request: toRequest(result.value.request), replayed: result.value.replayed };
          const error = result.code === 'INVALID_MESSAGE' ? { field: 'message', code: result.problem } : { field: null, code: result.code };
          return { errors: [error], request: null, replayed: false };
        },
        async decideContactRequest(_, args, ctx) {
          if (!signedIn(ctx)) return { errors: [{ field: null, code: 'UNAUTHENTICATED' }], state: null };
          const { id, action } = parseArgs(DecideArgs, args);
          const result = await deps.decideContactRequest.execute({ requestId: id, action }, ctx.requestContext);
          return result.ok ? { errors: [], state: result.value.state } : { errors: [{ field: null, code: result.code }], state: null };
        },
      },
    },
  };
}
