import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { LandingPageGateway, LandingPageView } from '../../../application/board/content/landing-page-gateway.port';
import { isLocale } from '../../../domain/shared/locale';
import { GetLandingPageByPathDocument, GetLandingPageDocument, type GetLandingPageQuery } from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';

/** LandingPageGateway over the platform API: `landingPage(id)` and `landingPageByPath(path)`. */
export class ApolloLandingPageGateway implements LandingPageGateway {
  constructor(private readonly client: ApolloClient) {}

  async byId(id: string, ctx: BoardContext): Promise<LandingPageView | null> {
    const answer = await runOperation(this.client, 'query', GetLandingPageDocument, { id }, ctx);
    return toView(dataOrThrow('getLandingPage', answer).landingPage, ctx);
  }

  async byPath(path: string, ctx: BoardContext): Promise<LandingPageView | null> {
    const answer = await runOperation(this.client, 'query', GetLandingPageByPathDocument, { path }, ctx);
    return toView(dataOrThrow('getLandingPageByPath', answer).landingPageByPath, ctx);
  }
}

function toView(landingPage: GetLandingPageQuery['landingPage'], ctx: BoardContext): LandingPageView | null {
  if (!landingPage) return null;
  return {
    id: landingPage.id,
    path: landingPage.path,
    locale: isLocale(landingPage.language) ? landingPage.language : ctx.locale,
    title: landingPage.title,
    introHtml: landingPage.intro,
    // Only a path of the board's own search leaves here as the call to action.
    searchHref: /^\/jobs(?:\?|$)/.test(landingPage.searchHref) ? landingPage.searchHref : '/jobs',
  };
}
