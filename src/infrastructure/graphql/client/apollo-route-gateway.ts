import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { RouteGateway } from '../../../application/board/routing/route-gateway.port';
import type { RouteContentType, RouteInfo } from '../../../domain/routing/route-info';
import { languageOf } from '../../../domain/shared/locale';
import { GetRoutInfoDocument, type GetRoutInfoQuery } from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';

const CONTENT_TYPES: readonly RouteContentType[] = ['Job', 'LandingPage', 'OrganizationProfile'];
const REDIRECT_CODES = [301, 302, 307, 308] as const;

export function toRouteInfo(dto: GetRoutInfoQuery['getRoutInfo']): RouteInfo {
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
    const answer = await runOperation(this.client, 'query', GetRoutInfoDocument, { slug, language: languageOf(ctx.locale) }, ctx);
    return toRouteInfo(dataOrThrow('getRoutInfo', answer).getRoutInfo);
  }
}
