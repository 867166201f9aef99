import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { LandingPageGateway, LandingPageView } from '../../../application/board/content/landing-page-gateway.port';
import { isLocale } from '../../../domain/shared/locale';
import { dataOrThrow, runOperation } from './run-operation';

interface LandingPageDto {
  id: string;
  path: string;
  language: string;
  title: string;
  intro: string;
  searchHref: string;
}

const GET_LANDING_PAGE: TypedDocumentNode<{ landingPage: LandingPageDto | null }, { id: string }> = gql`
  query getLandingPage($id: ID!) {
    landingPage(id: $id) { id path language title intro searchHref }
  }
`;

/** LandingPageGateway over the platform API: `landingPage(id)`. */
export class ApolloLandingPageGateway implements LandingPageGateway {
  constructor(private readonly client: ApolloClient) {}

  async byId(id: string, ctx: BoardContext): Promise<LandingPageView | null> {
    const answer = await runOperation(this.client, 'query', GET_LANDING_PAGE, { id }, ctx);
    const { landingPage } = dataOrThrow('getLandingPage', answer);
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
}
