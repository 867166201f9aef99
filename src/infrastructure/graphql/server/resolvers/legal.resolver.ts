import { z } from 'zod';
import type { GetLegalDocument } from '../../../../application/platform/content/get-legal-document.use-case';
import { LEGAL_PAGES } from '../../../../domain/content/legal-document';
import { legalTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { parseArgs } from './validation';

const PageArgs = z.object({ page: z.enum(LEGAL_PAGES) });

/** The legal pages slice of the platform API. */
export function legalGraphqlPart(deps: { readonly getLegalDocument: Pick<GetLegalDocument, 'execute'> }): GraphqlPart {
  return {
    typeDefs: legalTypeDefs,
    resolvers: {
      Query: {
        async legalDocument(_, args, ctx) {
          const { page } = parseArgs(PageArgs, args);
          return deps.getLegalDocument.execute({ page }, ctx.requestContext);
        },
      },
    },
  };
}
