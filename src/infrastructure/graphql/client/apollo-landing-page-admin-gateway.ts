import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type {
  LandingPageAdminGateway,
  LandingPageInput,
  SaveLandingPageAnswer,
  StaffLandingPageAnswer,
  StaffLandingPageSlice,
  StaffLandingPageView,
} from '../../../application/board/landing-page-admin/landing-page-admin-gateway.port';
import {
  DeleteStaffLandingPageDocument,
  SaveStaffLandingPageDocument,
  type StaffLandingPageFieldsFragment,
  StaffLandingPageDocument,
  StaffLandingPagesDocument,
} from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';

// Field by field: Apollo's __typename has no place in the port's values.
const toPage = (p: StaffLandingPageFieldsFragment): StaffLandingPageView => ({
  id: p.id,
  site: p.siteKey,
  locale: p.locale,
  path: p.path,
  aliases: p.aliases,
  title: p.title,
  introHtml: p.introHtml,
  searchQuery: p.searchQuery,
  seoTitle: p.seoTitle,
  seoDescription: p.seoDescription,
  published: p.published,
  updatedAt: p.updatedAt,
});

/** The landing pages' staff operations over the platform's GraphQL API. */
export class ApolloLandingPageAdminGateway implements LandingPageAdminGateway {
  constructor(private readonly client: ApolloClient) {}

  async search(
    query: { readonly text: string; readonly offset: number; readonly limit: number },
    ctx: BoardContext,
  ): Promise<StaffLandingPageSlice> {
    const a = dataOrThrow(
      'staffLandingPages',
      await runOperation(this.client, 'query', StaffLandingPagesDocument, { ...query }, ctx),
    ).staffLandingPages;
    return { pages: a.pages.map(toPage), total: a.total, errors: a.errors };
  }

  async get(id: string, ctx: BoardContext): Promise<StaffLandingPageAnswer> {
    const a = dataOrThrow(
      'staffLandingPage',
      await runOperation(this.client, 'query', StaffLandingPageDocument, { id }, ctx),
    ).staffLandingPage;
    return { page: a.page ? toPage(a.page) : null, errors: a.errors };
  }

  async save(id: string | null, input: LandingPageInput, ctx: BoardContext): Promise<SaveLandingPageAnswer> {
    const { site, aliases, ...rest } = input;
    const variables = { id, input: { ...rest, siteKey: site, aliases: [...aliases] } };
    const a = dataOrThrow(
      'saveStaffLandingPage',
      await runOperation(this.client, 'mutation', SaveStaffLandingPageDocument, variables, ctx),
    ).saveStaffLandingPage;
    return { page: a.page ? toPage(a.page) : null, errors: a.errors, problems: a.problems };
  }

  async remove(id: string, confirmed: boolean, ctx: BoardContext): Promise<{ readonly errors: readonly string[] }> {
    const a = dataOrThrow(
      'deleteStaffLandingPage',
      await runOperation(this.client, 'mutation', DeleteStaffLandingPageDocument, { id, confirmed }, ctx),
    );
    return { errors: a.deleteStaffLandingPage.errors };
  }
}
