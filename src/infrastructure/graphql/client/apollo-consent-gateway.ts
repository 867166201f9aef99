import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type {
  ConsentGateway,
  ConsentSaveResult,
  ConsentText,
  LatestConsent,
} from '../../../application/board/consent/consent-gateway.port';
import { AcceptTermsDocument, GetGdprConsentInfosDocument, HasTheLatestConsentDocument } from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';

interface Filter {
  placement: string;
  type: string;
}

/** ConsentGateway over the platform API: getGdprConsentInfos, hasTheLatestConsent, acceptTerms. */
export class ApolloConsentGateway implements ConsentGateway {
  constructor(private readonly client: ApolloClient) {}

  async infos(filter: Filter, ctx: BoardContext): Promise<readonly ConsentText[]> {
    const variables = { ...filter, language: ctx.locale, sorting: 'ID_DESC' as const, limit: 1 };
    const answer = await runOperation(this.client, 'query', GetGdprConsentInfosDocument, variables, ctx);
    return dataOrThrow('getGdprConsentInfos', answer).getGdprConsentInfos.map(({ id, type, optIn, text }) => ({ id, type, optIn, text }));
  }

  async latest(filter: Filter, ctx: BoardContext): Promise<LatestConsent | null> {
    const answer = await runOperation(this.client, 'query', HasTheLatestConsentDocument, filter, ctx);
    const found = dataOrThrow('hasTheLatestConsent', answer).hasTheLatestConsent;
    return found ? { id: found.id, infoId: found.infoId, infoRevisionId: found.infoRevisionId, mail: found.mail } : null;
  }

  async acceptTerms(input: { mail: string; infoId: string }, ctx: BoardContext): Promise<ConsentSaveResult> {
    const answer = await runOperation(this.client, 'mutation', AcceptTermsDocument, input, ctx);
    const { errors, consent } = dataOrThrow('acceptTerms', answer).acceptTerms;
    return { errors: [...errors], consentId: consent?.id ?? null };
  }
}
