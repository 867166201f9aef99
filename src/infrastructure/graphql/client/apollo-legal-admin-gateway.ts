import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type {
  LegalAdminGateway,
  LegalVersionInput,
  PublishLegalVersionAnswer,
  StaffLegalPages,
} from '../../../application/board/legal-admin/legal-admin-gateway.port';
import { PublishLegalVersionDocument, StaffLegalPagesDocument } from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';

/** The legal pages' staff operations over the platform's GraphQL API. */
export class ApolloLegalAdminGateway implements LegalAdminGateway {
  constructor(private readonly client: ApolloClient) {}

  async pages(ctx: BoardContext): Promise<StaffLegalPages> {
    const answer = dataOrThrow(
      'staffLegalPages',
      await runOperation(this.client, 'query', StaffLegalPagesDocument, {}, ctx),
    ).staffLegalPages;
    // Field by field: Apollo's __typename has no place in the port's values.
    return {
      pages: answer.pages.map((p) => ({
        page: p.page,
        locale: p.locale,
        currentVersion: p.currentVersion ?? null,
        versions: p.versions.map((v) => ({ version: v.version, html: v.html })),
      })),
      errors: answer.errors,
    };
  }

  async publish(input: LegalVersionInput, ctx: BoardContext): Promise<PublishLegalVersionAnswer> {
    const answer = dataOrThrow(
      'publishLegalVersion',
      await runOperation(this.client, 'mutation', PublishLegalVersionDocument, { input: { ...input } }, ctx),
    ).publishLegalVersion;
    return { version: answer.version ?? null, errors: answer.errors, fieldErrors: answer.fieldErrors };
  }
}
