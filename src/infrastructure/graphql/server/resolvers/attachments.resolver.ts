import { z } from 'zod';
import { MAX_FILES_PER_REQUEST, type CheckAttachments } from '../../../../application/platform/files/check-attachments.use-case';
import { attachmentsTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { parseArgs } from './validation';

/** Bytes read from each upload for type detection (magic numbers). */
export const HEAD_BYTES = 16;

/**
 * The multipart request spec's Upload: a File placed into the variables by the multipart parser.
 * A plain scalar config (not `new GraphQLScalarType`) so the schema builder creates it in its own graphql realm.
 */
export const UploadScalar = {
  parseValue(value: unknown) {
    if (value instanceof Blob) return value;
    throw new TypeError('Upload must be a file sent as a multipart request part.');
  },
  parseLiteral() {
    throw new TypeError('Upload cannot be written inline; send it as a multipart request part.');
  },
  serialize() {
    throw new TypeError('Upload is an input-only scalar.');
  },
};

const CheckArgs = z.object({
  files: z.array(z.instanceof(Blob)).max(MAX_FILES_PER_REQUEST, `at most ${MAX_FILES_PER_REQUEST} files per request`),
});

export interface AttachmentsApiDeps {
  readonly checkAttachments: Pick<CheckAttachments, 'execute'>;
}

export function attachmentsGraphqlPart(deps: AttachmentsApiDeps): GraphqlPart {
  return {
    typeDefs: attachmentsTypeDefs,
    resolvers: {
      Mutation: {
        async checkAttachments(_, args, ctx) {
          const { files } = parseArgs(CheckArgs, args);
          const incoming = await Promise.all(
            files.map(async (file) => ({
              name: file instanceof File ? file.name : 'blob',
              size: file.size,
              head: new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer()),
            })),
          );
          return deps.checkAttachments.execute(incoming).map(({ name, size, verdict }) => ({
            name,
            size,
            detectedType: verdict.type,
            accepted: verdict.accepted,
            error: verdict.accepted ? null : verdict.error,
          }));
        },
      },
    },
  };
}
