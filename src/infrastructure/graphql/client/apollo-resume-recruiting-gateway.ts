import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type {
  BoardContactRequest,
  BoardResumeSearch,
  ResumeRecruitingGateway,
} from '../../../application/board/resume-recruiting/resume-recruiting-gateway.port';
import { isLocationType, type PlaceSelection } from '../../../domain/geo/place';
import { CAREER_STATUSES } from '../../../domain/resume/resume';
import { CONTACT_REQUEST_STATES, type OwnerAction } from '../../../domain/resume-contacts/contact-request';
import { RESUME_FACETS, type RawResumeSearch } from '../../../domain/resume-search/resume-search-query';
import { toContent } from './apollo-resume-gateway';
import {
  type ContactRequestFieldsFragment,
  DecideContactRequestDocument,
  MyContactRequestsDocument,
  RecruiterResumeDocument,
  ResumeSearchDocument,
  type ResumeSearchQuery,
  SendContactRequestDocument,
  SentContactRequestsDocument,
} from './generated/operations';
import { knownValue } from './known-value';
import { dataOrSignedOut, dataOrThrow, runOperation } from './run-operation';

const toRequest = (r: ContactRequestFieldsFragment): BoardContactRequest => ({
  id: r.id,
  state: knownValue(CONTACT_REQUEST_STATES, r.state) ?? 'pending',
  message: r.message,
  payment: r.payment === 'slot' ? 'slot' : 'credit',
  createdAt: r.createdAt,
  expiresAt: r.expiresAt,
  decidedAt: r.decidedAt ?? null,
  refunded: r.refunded,
});

const errorsOf = (errors: readonly { field?: string | null; code: string }[]) =>
  errors.map((e) => ({ field: e.field ?? null, code: e.code }));

/** ResumeRecruitingGateway over the platform API. */
/** The searched place as the place field shows a picked one (null when the answer names no usable place). */
export function placeOf(place: ResumeSearchQuery['resumeSearch']['place']): PlaceSelection | null {
  if (!place || !isLocationType(place.locationType)) return null;
  return {
    label: place.label,
    lat: place.lat ?? 0,
    lon: place.lon ?? 0,
    locationType: place.locationType,
    country: place.country,
    administrativeArea: place.administrativeArea ?? null,
  };
}

export class ApolloResumeRecruitingGateway implements ResumeRecruitingGateway {
  constructor(private readonly client: ApolloClient) {}

  async search(query: RawResumeSearch, ctx: BoardContext): Promise<BoardResumeSearch> {
    const input = {
      keywords: query.keywords ?? null,
      careerStatus: query.careerStatus ? [...query.careerStatus] : null,
      languages: query.languages ? [...query.languages] : null,
      skills: query.skills ? [...query.skills] : null,
      occupations: query.occupations ? [...query.occupations] : null,
      place: query.place ?? null,
      page: query.page ?? null,
    };
    const { resumeSearch: r } = dataOrThrow('resumeSearch', await runOperation(this.client, 'query', ResumeSearchDocument, { input }, ctx));
    return {
      errors: errorsOf(r.errors),
      total: r.total,
      totalEstimated: r.totalEstimated,
      estimated: r.estimated,
      place: placeOf(r.place),
      radiusKm: r.place?.radius ?? null,
      items: r.items.map((i) => ({
        id: i.id,
        headline: i.headline,
        desiredLocation: i.desiredLocation,
        careerStatus: knownValue(CAREER_STATUSES, i.careerStatus),
        languages: [...i.languages],
        skills: [...i.skills],
        occupations: i.occupations.map((o) => ({ id: o.id, label: o.label })),
        updatedAt: i.updatedAt,
      })),
      facets: r.facets.flatMap((f) => {
        const facet = knownValue(RESUME_FACETS, f.facet);
        return facet ? [{ facet, value: f.value, label: f.label ?? null, count: f.count }] : [];
      }),
    };
  }

  async resume(id: string, ctx: BoardContext) {
    const { recruiterResume: r } = dataOrThrow(
      'recruiterResume',
      await runOperation(this.client, 'query', RecruiterResumeDocument, { id: id.slice(0, 100) }, ctx),
    );
    if (!r) return null;
    return {
      id: r.id,
      access: r.access === 'full' ? ('full' as const) : ('anonymous' as const),
      contactApproved: r.contactApproved,
      own: r.own,
      updatedAt: r.updatedAt ?? null,
      content: toContent(r.content),
      contactRequest: r.contactRequest ? toRequest(r.contactRequest) : null,
      attachments: r.attachments,
    };
  }

  async send(input: { readonly resumeId: string; readonly message: string; readonly origin: string | null }, ctx: BoardContext) {
    const { sendContactRequest: r } = dataOrThrow(
      'sendContactRequest',
      await runOperation(this.client, 'mutation', SendContactRequestDocument, { input }, ctx),
    );
    return { errors: errorsOf(r.errors), replayed: r.replayed, request: r.request ? toRequest(r.request) : null };
  }

  async decide(id: string, action: OwnerAction, ctx: BoardContext) {
    const { decideContactRequest: r } = dataOrThrow(
      'decideContactRequest',
      await runOperation(this.client, 'mutation', DecideContactRequestDocument, { id, action }, ctx),
    );
    return { errors: errorsOf(r.errors), state: knownValue(CONTACT_REQUEST_STATES, r.state) };
  }

  async mine(filter: 'pending' | 'approved' | null, page: number, ctx: BoardContext) {
    // Personal: a guest is not asked about, a session that just ended reads as a guest (no list).
    if (!ctx.token) return null;
    const r =
      dataOrSignedOut('myContactRequests', await runOperation(this.client, 'query', MyContactRequestsDocument, { filter, page }, ctx))
        ?.myContactRequests ?? null;
    return r && { total: r.total, rows: r.rows.map((x) => ({ organizationName: x.organizationName, request: toRequest(x.request) })) };
  }

  async sent(page: number, ctx: BoardContext) {
    // Personal: a guest is not asked about, a session that just ended reads as a guest (no list).
    if (!ctx.token) return null;
    const r =
      dataOrSignedOut('sentContactRequests', await runOperation(this.client, 'query', SentContactRequestsDocument, { page }, ctx))
        ?.sentContactRequests ?? null;
    return (
      r && {
        total: r.total,
        slots: r.slots,
        credits: r.credits,
        rows: r.rows.map((x) => ({ resumeId: x.resumeId ?? null, resumeHeadline: x.resumeHeadline, request: toRequest(x.request) })),
      }
    );
  }
}
