import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { ContactGateway, ContactResult, ContactSubmission } from '../../../application/board/contact/contact-gateway.port';
import type { ContactErrorCode, ContactField } from '../../../domain/contact/contact-message';
import { SendContactMessageDocument } from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';

/** ContactGateway over the platform API; the message goes multipart (the upload link) with its files. */
export class ApolloContactGateway implements ContactGateway {
  constructor(private readonly client: ApolloClient) {}

  async send(s: ContactSubmission, ctx: BoardContext): Promise<ContactResult> {
    const input = { name: s.name, email: s.email, subject: s.subject, body: s.body, copy: s.copy };
    const answer = await runOperation(this.client, 'mutation', SendContactMessageDocument, { input, files: [...s.files] }, ctx);
    const result = dataOrThrow('sendContactMessage', answer).sendContactMessage;
    if (result.sent) return { ok: true };
    return {
      ok: false,
      errors: result.errors.map((e) => ({
        field: e.field as ContactField,
        code: e.code as ContactErrorCode,
        ...(e.detail ? { detail: e.detail } : {}),
      })),
    };
  }
}
