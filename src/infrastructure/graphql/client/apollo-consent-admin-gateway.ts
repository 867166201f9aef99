import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type {
  ConsentAdminGateway,
  ConsentRevisionInput,
  PublishRevisionAnswer,
  SetActiveAnswer,
  StaffConsentRevisionView,
  StaffConsentTexts,
} from '../../../application/board/consent-admin/consent-admin-gateway.port';
import {
  PublishConsentRevisionDocument,
  SetConsentInfoActiveDocument,
  StaffConsentTextsDocument,
  type StaffConsentRevisionFieldsFragment,
} from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';

// Field by field: Apollo's __typename has no place in the port's values.
const toRevision = (r: StaffConsentRevisionFieldsFragment): StaffConsentRevisionView => ({
  id: r.id,
  textDe: r.textDe,
  textEn: r.textEn ?? null,
  textFr: r.textFr ?? null,
  effectiveAt: r.effectiveAt,
});

/** The consent texts' staff operations over the platform's GraphQL API. */
export class ApolloConsentAdminGateway implements ConsentAdminGateway {
  constructor(private readonly client: ApolloClient) {}

  async texts(ctx: BoardContext): Promise<StaffConsentTexts> {
    const answer = dataOrThrow(
      'staffConsentTexts',
      await runOperation(this.client, 'query', StaffConsentTextsDocument, {}, ctx),
    ).staffConsentTexts;
    return {
      infos: answer.infos.map((i) => ({
        id: i.id,
        type: i.type,
        placement: i.placement,
        optIn: i.optIn,
        active: i.active,
        sites: i.sites ?? null,
        editable: i.editable,
        currentRevisionId: i.currentRevisionId ?? null,
        revisions: i.revisions.map(toRevision),
      })),
      errors: answer.errors,
    };
  }

  async publishRevision(input: ConsentRevisionInput, ctx: BoardContext): Promise<PublishRevisionAnswer> {
    const { effectiveAt, ...rest } = input;
    const answer = dataOrThrow(
      'publishConsentRevision',
      await runOperation(
        this.client,
        'mutation',
        PublishConsentRevisionDocument,
        { input: { ...rest, ...(effectiveAt ? { effectiveAt } : {}) } },
        ctx,
      ),
    ).publishConsentRevision;
    return {
      revision: answer.revision ? toRevision(answer.revision) : null,
      errors: answer.errors,
      fieldErrors: answer.fieldErrors,
    };
  }

  async setActive(input: { readonly infoId: string; readonly active: boolean }, ctx: BoardContext): Promise<SetActiveAnswer> {
    const answer = dataOrThrow(
      'setConsentInfoActive',
      await runOperation(this.client, 'mutation', SetConsentInfoActiveDocument, { infoId: input.infoId, active: input.active }, ctx),
    ).setConsentInfoActive;
    return { active: answer.active ?? null, errors: answer.errors };
  }
}
