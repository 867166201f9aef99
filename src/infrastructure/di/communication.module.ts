import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { ContactGateway } from '../../application/board/contact/contact-gateway.port';
import { SendContactForm } from '../../application/board/contact/send-contact-form.use-case';
import type { ContactUnitOfWork } from '../../application/platform/contact/contact-unit-of-work.port';
import { SendContactMessage } from '../../application/platform/contact/send-contact-message.use-case';
import type { RateLimiter } from '../../application/platform/identity/rate-limiter.port';
import type { MailComposer } from '../../application/platform/mail/mail-composer.port';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { LegalDocumentGateway } from '../../application/board/content/legal-document-gateway.port';
import { ShowLegalDocument } from '../../application/board/content/show-legal-document.use-case';
import { GetLegalDocument } from '../../application/platform/content/get-legal-document.use-case';
import type { LegalDocumentSource } from '../../application/platform/content/legal-document-source.port';
import type { LegalVersionStore } from '../../application/platform/legal-admin/legal-version-store.port';
import type { Clock } from '../../application/shared/clock.port';
import { FileLegalDocumentSource } from '../config/file-legal-document-source';
import { LayeredLegalDocumentSource } from '../config/layered-legal-document-source';
import { PostgresLegalVersionStore } from '../postgres/legal-admin/postgres-legal-version-store';
import { ApolloLegalDocumentGateway } from '../graphql/client/apollo-legal-document-gateway';
import { legalGraphqlPart } from '../graphql/server/resolvers/legal.resolver';
import { SanitizeHtmlRichTextSanitizer } from '../sanitize/sanitize-html-rich-text-sanitizer';
import { ApolloContactGateway } from '../graphql/client/apollo-contact-gateway';
import type { BlogGateway } from '../../application/board/content/blog-gateway.port';
import type { HomeHighlightsGateway } from '../../application/board/jobs/home-highlights-gateway.port';
import { ShowHomeBlocks } from '../../application/board/jobs/show-home-blocks.use-case';
import type { JobHighlights } from '../../application/platform/jobs/job-highlights.port';
import type { JobRepository } from '../../application/platform/jobs/job-repository.port';
import { ListHomeHighlights } from '../../application/platform/jobs/list-home-highlights.use-case';
import { ApolloHomeHighlightsGateway } from '../graphql/client/apollo-home-highlights-gateway';
import { homeGraphqlPart } from '../graphql/server/resolvers/home.resolver';
import { PostgresJobHighlights } from '../postgres/postgres-job-highlights';
import { BLOG } from './blog.module';
import { contactGraphqlPart } from '../graphql/server/resolvers/contact.resolver';
import { PostgresContactUnitOfWork } from '../postgres/contact/postgres-contact-unit-of-work';
import { ACCOUNTS } from './accounts.module';
import { defineFeature } from './feature-module';
import { MAIL } from './mail.module';
import { LEGAL_SOURCE, LEGAL_VERSION_STORE } from './legal-source.token';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.communication.${name}`);

export const COMMUNICATION = {
  ContactUnitOfWork: id<ContactUnitOfWork>('ContactUnitOfWork'),
  SendContactMessage: id<SendContactMessage>('SendContactMessage'),
  ContactGateway: id<ContactGateway>('ContactGateway'),
  SendContactForm: id<SendContactForm>('SendContactForm'),
  LegalSource: LEGAL_SOURCE,
  GetLegalDocument: id<GetLegalDocument>('GetLegalDocument'),
  LegalGateway: id<LegalDocumentGateway>('LegalGateway'),
  ShowLegalDocument: id<ShowLegalDocument>('ShowLegalDocument'),
  JobHighlights: id<JobHighlights>('JobHighlights'),
  ListHomeHighlights: id<ListHomeHighlights>('ListHomeHighlights'),
  HomeHighlightsGateway: id<HomeHighlightsGateway>('HomeHighlightsGateway'),
  ShowHomeBlocks: id<ShowHomeBlocks>('ShowHomeBlocks'),
} as const;

/**
 * Content and communication: the contact form (platform use case on the mail outbox, its GraphQL part,
 * the Apollo gateway and the board use case), the legal pages (the sites' files with the console's stored wordings on top, sanitized) and the
 * home page's blocks (highlighted jobs from job_highlights, the latest blog posts).
 */
export function bindCommunicationModule(c: Container, config: { readonly sitesDir?: string | undefined }): void {
  c.bind(COMMUNICATION.ContactUnitOfWork).toResolvedValue((pool: Pool) => new PostgresContactUnitOfWork(pool), [T.Pool]);
  c.bind(COMMUNICATION.SendContactMessage).toResolvedValue(
    (sites: SiteDirectory, composer: MailComposer, uow: ContactUnitOfWork, limiter: RateLimiter) =>
      new SendContactMessage(sites, composer, uow, limiter),
    [T.Sites, MAIL.Composer, COMMUNICATION.ContactUnitOfWork, ACCOUNTS.Limiter],
  );
  c.bind(COMMUNICATION.ContactGateway).toResolvedValue((client: ApolloClient) => new ApolloContactGateway(client), [T.ApolloClient]);
  c.bind(COMMUNICATION.SendContactForm).toResolvedValue((g: ContactGateway) => new SendContactForm(g), [COMMUNICATION.ContactGateway]);

  c.bind(LEGAL_VERSION_STORE).toResolvedValue((pool: Pool) => new PostgresLegalVersionStore(pool), [T.Pool]);
  const files = new FileLegalDocumentSource(config.sitesDir);
  c.bind(COMMUNICATION.LegalSource).toResolvedValue(
    (stored: LegalVersionStore) => new LayeredLegalDocumentSource(files, stored),
    [LEGAL_VERSION_STORE],
  );
  c.bind(COMMUNICATION.GetLegalDocument).toResolvedValue(
    (source: LegalDocumentSource, sites: SiteDirectory, clock: Clock) =>
      new GetLegalDocument(source, sites, new SanitizeHtmlRichTextSanitizer(), clock),
    [COMMUNICATION.LegalSource, T.Sites, T.Clock],
  );
  c.bind(COMMUNICATION.LegalGateway).toResolvedValue((client: ApolloClient) => new ApolloLegalDocumentGateway(client), [T.ApolloClient]);
  c.bind(COMMUNICATION.ShowLegalDocument).toResolvedValue(
    (g: LegalDocumentGateway) => new ShowLegalDocument(g),
    [COMMUNICATION.LegalGateway],
  );

  c.bind(COMMUNICATION.JobHighlights).toResolvedValue((pool: Pool) => new PostgresJobHighlights(pool), [T.Pool]);
  c.bind(COMMUNICATION.ListHomeHighlights).toResolvedValue(
    (highlights: JobHighlights, jobs: JobRepository, clock: Clock) => new ListHomeHighlights(highlights, jobs, clock),
    [COMMUNICATION.JobHighlights, T.JobRepository, T.Clock],
  );
  c.bind(COMMUNICATION.HomeHighlightsGateway).toResolvedValue(
    (client: ApolloClient) => new ApolloHomeHighlightsGateway(client),
    [T.ApolloClient],
  );
  c.bind(COMMUNICATION.ShowHomeBlocks).toResolvedValue(
    (g: HomeHighlightsGateway, blog: BlogGateway) => new ShowHomeBlocks(g, blog),
    [COMMUNICATION.HomeHighlightsGateway, BLOG.BlogGateway],
  );
}

export const communicationFeature = defineFeature({
  name: 'communication',
  bind: bindCommunicationModule,
  graphql: (c) => [
    contactGraphqlPart({ sendContactMessage: c.get(COMMUNICATION.SendContactMessage) }),
    legalGraphqlPart({ getLegalDocument: c.get(COMMUNICATION.GetLegalDocument) }),
    homeGraphqlPart({ listHomeHighlights: c.get(COMMUNICATION.ListHomeHighlights) }),
  ],
  board: (c) => ({
    sendContactForm: c.get(COMMUNICATION.SendContactForm),
    showLegalDocument: c.get(COMMUNICATION.ShowLegalDocument),
    showHomeBlocks: c.get(COMMUNICATION.ShowHomeBlocks),
  }),
});
