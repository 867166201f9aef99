import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type {
  ConsentGateway,
  ConsentSaveResult,
  ConsentText,
  LatestConsent,
} from '../../../application/board/consent/consent-gateway.port';
import { dataOrThrow, runOperation } from './run-operation';

interface Filter {
  placement: string;
  type: string;
}

const GET_GDPR_CONSENT_INFOS: TypedDocumentNode<
  { getGdprConsentInfos: Array<{ id: string; type: string; optIn: boolean; text: string }> },
  Filter & { language: string; sorting: 'ID_DESC'; limit: number }
> = gql`
  query getGdprConsentInfos($placement: String, $type: String, $language: String, $sorting: ConsentInfoSorting, $limit: Int) {
    getGdprConsentInfos(placement: $placement, type: $type, language: $language, sorting: $sorting, limit: $limit) { id type optIn text }
  }
`;

const HAS_THE_LATEST_CONSENT: TypedDocumentNode<{ hasTheLatestConsent: LatestConsent | null }, Filter> = gql`
  query hasTheLatestConsent($type: String!, $placement: String!) {
    hasTheLatestConsent(type: $type, placement: $placement) { infoRevisionId infoId id mail }
  }
`;

const ACCEPT_TERMS: TypedDocumentNode<
  { acceptTerms: { errors: string[]; consent: { id: string } | null } },
  { mail: string; infoId: string }
> = gql`
  mutation acceptTerms($mail: String!, $infoId: ID!) {
    acceptTerms(mail: $mail, infoId: $infoId) { errors consent { id } }
  }
`;

/** ConsentGateway over the platform API: getGdprConsentInfos, hasTheLatestConsent, acceptTerms. */
export class ApolloConsentGateway implements ConsentGateway {
  constructor(private readonly client: ApolloClient) {}

  async infos(filter: Filter, ctx: BoardContext): Promise<readonly ConsentText[]> {
    const variables = { ...filter, language: ctx.locale, sorting: 'ID_DESC' as const, limit: 1 };
    const answer = await runOperation(this.client, 'query', GET_GDPR_CONSENT_INFOS, variables, ctx);
    return dataOrThrow('getGdprConsentInfos', answer).getGdprConsentInfos.map(({ id, type, optIn, text }) => ({ id, type, optIn, text }));
  }

  async latest(filter: Filter, ctx: BoardContext): Promise<LatestConsent | null> {
    const answer = await runOperation(this.client, 'query', HAS_THE_LATEST_CONSENT, filter, ctx);
    const found = dataOrThrow('hasTheLatestConsent', answer).hasTheLatestConsent;
    return found ? { id: found.id, infoId: found.infoId, infoRevisionId: found.infoRevisionId, mail: found.mail } : null;
  }

  async acceptTerms(input: { mail: string; infoId: string }, ctx: BoardContext): Promise<ConsentSaveResult> {
    const answer = await runOperation(this.client, 'mutation', ACCEPT_TERMS, input, ctx);
    const { errors, consent } = dataOrThrow('acceptTerms', answer).acceptTerms;
    return { errors: [...errors], consentId: consent?.id ?? null };
  }
}
