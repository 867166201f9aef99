import { z } from 'zod';
import type { SendContactMessage } from '../../../../application/platform/contact/send-contact-message.use-case';
import { CONTACT_LIMITS } from '../../../../domain/contact/contact-message';
import { contactTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { HEAD_BYTES } from './attachments.resolver';
import { parseArgs } from './validation';

// Lengths are the use case's to judge: it answers TOO_LONG per field however long the text, so a form
// needs no length rule of its own. The request's own body bound keeps absurd text away.
const SendArgs = z.object({
  input: z.object({
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    body: z.string(),
    copy: z.boolean(),
  }),
  files: z.array(z.instanceof(Blob)).max(CONTACT_LIMITS.maxFiles, `at most ${CONTACT_LIMITS.maxFiles} files per message`).nullish(),
});

export interface ContactApiDeps {
  readonly sendContactMessage: Pick<SendContactMessage, 'execute'>;
}

/** The contact slice of the platform API: zod at the edge, the use case decides. */
export function contactGraphqlPart(deps: ContactApiDeps): GraphqlPart {
  return {
    typeDefs: contactTypeDefs,
    resolvers: {
      Mutation: {
        async sendContactMessage(_, args, ctx) {
          const { input, files } = parseArgs(SendArgs, args);
          const uploads = await Promise.all(
            (files ?? []).map(async (file) => ({
              name: file instanceof File ? file.name : 'file',
              size: file.size,
              head: new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer()),
              bytes: async () => new Uint8Array(await file.arrayBuffer()),
            })),
          );
          const outcome = await deps.sendContactMessage.execute({ ...input, files: uploads }, ctx.requestContext);
          if (outcome.ok) return { sent: true, errors: [] };
          return { sent: false, errors: outcome.errors.map((e) => ({ field: e.field, code: e.code, detail: e.detail ?? null })) };
        },
      },
    },
  };
}
