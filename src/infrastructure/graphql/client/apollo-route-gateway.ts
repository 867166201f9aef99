import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { RouteGateway } from '../../../application/board/routing/route-gateway.port';
import type { RouteContentType, RouteInfo } from '../../../domain/routing/route-info';
import { languageOf } from '../../../domain/shared/locale';
import { dataOrThrow, runOperation } from './run-operation';

interface RouteInfoDto {
  error: { code: number; reason: string } | null;
  redirect: { code: number; target: string } | null;
  content: { __typename: string; id: string; metatags: Array<{ meta: string; value: string }> } | null;
}

const GET_ROUT_INFO: TypedDocumentNode<{ getRoutInfo: RouteInfoDto }, { slug: string; language: string }> = gql`
  query getRoutInfo($slug: String!, $language: String) {
    getRoutInfo(slug: $slug, language: $language) {
      error { code reason }
      redirect { code target }
      content { __typename id metatags { meta value } }
    }
  }
`;

const CONTENT_TYPES: readonly RouteContentType[] = ['Job', 'LandingPage', 'OrganizationProfile'];
const REDIRECT_CODES = [301, 302, 307, 308] as const;

export function toRouteInfo(dto: RouteInfoDto): RouteInfo {
  if (dto.redirect) {
    const code = REDIRECT_CODES.find((c) => c === dto.redirect?.code) ?? 302;
    return { kind: 'redirect', code, target: dto.redirect.target };
  }
  if (dto.content && (CONTENT_TYPES as readonly string[]).includes(dto.content.__typename)) {
    return {
      kind: 'content',
      type: dto.content.__typename as RouteContentType,
      id: dto.content.id,
      metatags: dto.content.metatags.map(({ meta, value }) => ({ meta, value })),
    };
  }
  return { kind: 'error', code: dto.error?.code ?? 404, reason: dto.error?.reason ?? 'Not found' };
}

/** RouteGateway over getRoutInfo; the language sent is the board locale's short code (de, en, fr). */
export class ApolloRouteGateway implements RouteGateway {
  constructor(private readonly client: ApolloClient) {}

  async lookup(slug: string, ctx: BoardContext): Promise<RouteInfo> {
    const answer = await runOperation(this.client, 'query', GET_ROUT_INFO, { slug, language: languageOf(ctx.locale) }, ctx);
    return toRouteInfo(dataOrThrow('getRoutInfo', answer).getRoutInfo);
  }
}
