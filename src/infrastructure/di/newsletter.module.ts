import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { ManageMyNewsletter } from '../../application/board/newsletter/manage-my-newsletter.use-case';
import type { NewsletterGateway } from '../../application/board/newsletter/newsletter-gateway.port';
import { RunNewsletterDesk } from '../../application/board/newsletter/run-newsletter-desk.use-case';
import { SubscribeToNewsletter } from '../../application/board/newsletter/subscribe-to-newsletter.use-case';
import { UseNewsletterLink } from '../../application/board/newsletter/use-newsletter-link.use-case';
import type { RateLimiter } from '../../application/platform/identity/rate-limiter.port';
import type { SecretTokens } from '../../application/platform/identity/secret-tokens.port';
import type { UserRepository } from '../../application/platform/identity/user-repository.port';
import type { JobRepository } from '../../application/platform/jobs/job-repository.port';
import { ConfirmNewsletter } from '../../application/platform/newsletter/confirm-newsletter.use-case';
import { GetNewsletterIssue } from '../../application/platform/newsletter/get-newsletter-issue.use-case';
import { ListNewsletterIssues } from '../../application/platform/newsletter/list-newsletter-issues.use-case';
import { MyNewsletterSubscription } from '../../application/platform/newsletter/my-newsletter-subscription.use-case';
import type { NewsletterMailComposer } from '../../application/platform/newsletter/newsletter-mail-composer.port';
import type { NewsletterUnitOfWork } from '../../application/platform/newsletter/newsletter-repository.port';
import type { NewsletterTokenSigner } from '../../application/platform/newsletter/newsletter-token-signer.port';
import { RunNewsletterBatches } from '../../application/platform/newsletter/run-newsletter-batches.use-case';
import { SaveNewsletterIssue } from '../../application/platform/newsletter/save-newsletter-issue.use-case';
import { SendNewsletterIssue } from '../../application/platform/newsletter/send-newsletter-issue.use-case';
import { SendNewsletterTest } from '../../application/platform/newsletter/send-newsletter-test.use-case';
import { SignUpForNewsletter } from '../../application/platform/newsletter/sign-up-for-newsletter.use-case';
import { UnsubscribeNewsletter } from '../../application/platform/newsletter/unsubscribe-newsletter.use-case';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { Clock } from '../../application/shared/clock.port';
import type { SiteConfig } from '../../domain/site/site-config';
import { resolveAuthSecret } from '../auth/auth-secret';
import { HmacLinkSigner } from '../auth/hmac-link-signer';
import { ApolloNewsletterGateway } from '../graphql/client/apollo-newsletter-gateway';
import type { NewsletterApiDeps } from '../graphql/server/newsletter-api-deps';
import { newsletterGraphqlPart } from '../graphql/server/resolvers/newsletter.resolver';
import { onShutdown } from '../http/shutdown-hooks';
import { MessageNewsletterMailComposer } from '../mail/newsletter-mail-composer';
import { PostgresNewsletterPersonalData } from '../postgres/newsletter/postgres-newsletter-personal-data';
import { PostgresNewsletterRepository } from '../postgres/newsletter/postgres-newsletter-repository';
import { PostgresNewsletterUnitOfWork } from '../postgres/newsletter/postgres-newsletter-unit-of-work';
import { SanitizeHtmlRichTextSanitizer } from '../sanitize/sanitize-html-rich-text-sanitizer';
import { newsletterBatchLoop } from '../scheduling/newsletter-batch-loop';
import type { PollingLoop } from '../scheduling/polling-loop';
import { ACCOUNTS } from './accounts.module';
import { defineFeature } from './feature-module';
import { PRIVACY } from './privacy-data.module';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.newsletter.${name}`);

export const NEWSLETTER = {
  UnitOfWork: id<NewsletterUnitOfWork>('UnitOfWork'),
  Signer: id<NewsletterTokenSigner>('Signer'),
  Composer: id<NewsletterMailComposer>('Composer'),
  ApiDeps: id<NewsletterApiDeps>('ApiDeps'),
  RunBatches: id<RunNewsletterBatches>('RunBatches'),
  BatchLoop: id<PollingLoop>('BatchLoop'),
  Gateway: id<NewsletterGateway>('Gateway'),
  Subscribe: id<SubscribeToNewsletter>('Subscribe'),
  UseLink: id<UseNewsletterLink>('UseLink'),
  ManageMine: id<ManageMyNewsletter>('ManageMine'),
  Desk: id<RunNewsletterDesk>('Desk'),
} as const;

/**
 * The newsletter: PostgreSQL unit of work (subscriptions, issues, deliveries and the outbox in one
 * transaction), the HMAC signer of the unsubscribe links (AUTH_SECRET), its mail composer, the platform
 * use cases behind /graphql, the batch sender of this worker (NEWSLETTER_POLL_MS), its personal-data
 * source, and the board's use cases on the Apollo gateway.
 */
export function bindNewsletterModule(c: Container, _config: object, env: NodeJS.ProcessEnv = process.env): void {
  c.bind(NEWSLETTER.UnitOfWork).toResolvedValue((pool: Pool) => new PostgresNewsletterUnitOfWork(pool), [T.Pool]);
  c.bind(PRIVACY.SourceFactory).toConstantValue((db) => new PostgresNewsletterPersonalData(db));
  c.bind(NEWSLETTER.Signer).toDynamicValue(() => new HmacLinkSigner(resolveAuthSecret(env)));
  c.bind(NEWSLETTER.Composer).toConstantValue(new MessageNewsletterMailComposer());
  c.bind(NEWSLETTER.ApiDeps).toResolvedValue(
    (
      uow: NewsletterUnitOfWork,
      pool: Pool,
      composer: NewsletterMailComposer,
      signer: NewsletterTokenSigner,
      tokens: SecretTokens,
      limiter: RateLimiter,
      users: UserRepository,
      jobs: JobRepository,
      sites: SiteDirectory,
      clock: Clock,
    ): NewsletterApiDeps => ({
      signUp: new SignUpForNewsletter(uow, composer, tokens, limiter, sites, clock),
      confirm: new ConfirmNewsletter(uow, tokens, clock),
      unsubscribe: new UnsubscribeNewsletter(uow, signer),
      mySubscription: new MyNewsletterSubscription(uow, users, composer, tokens, sites, clock),
      listIssues: new ListNewsletterIssues(uow, sites),
      getIssue: new GetNewsletterIssue(uow, jobs, composer, sites, clock),
      saveIssue: new SaveNewsletterIssue(uow, new SanitizeHtmlRichTextSanitizer(), sites, clock),
      sendTest: new SendNewsletterTest(uow, users, jobs, composer, sites, clock),
      sendIssue: new SendNewsletterIssue(uow, sites, clock),
      consentText: new PostgresNewsletterRepository(pool),
      clock,
    }),
    [
      NEWSLETTER.UnitOfWork,
      T.Pool,
      NEWSLETTER.Composer,
      NEWSLETTER.Signer,
      ACCOUNTS.Tokens,
      ACCOUNTS.Limiter,
      T.UserRepository,
      T.JobRepository,
      T.Sites,
      T.Clock,
    ],
  );
  c.bind(NEWSLETTER.RunBatches).toResolvedValue(
    (
      uow: NewsletterUnitOfWork,
      jobs: JobRepository,
      composer: NewsletterMailComposer,
      signer: NewsletterTokenSigner,
      sites: SiteDirectory,
      clock: Clock,
    ) => new RunNewsletterBatches(uow, jobs, composer, signer, sites, clock),
    [NEWSLETTER.UnitOfWork, T.JobRepository, NEWSLETTER.Composer, NEWSLETTER.Signer, T.Sites, T.Clock],
  );
  c.bind(NEWSLETTER.BatchLoop).toResolvedValue(
    (run: RunNewsletterBatches, site: SiteConfig, logger: Logger) =>
      newsletterBatchLoop(run, site.key, logger.child({ component: 'newsletter' }), Number(env.NEWSLETTER_POLL_MS) || undefined),
    [NEWSLETTER.RunBatches, T.Site, T.Logger],
  );
  c.bind(NEWSLETTER.Gateway).toResolvedValue((client: ApolloClient) => new ApolloNewsletterGateway(client), [T.ApolloClient]);
  c.bind(NEWSLETTER.Subscribe).toResolvedValue((g: NewsletterGateway) => new SubscribeToNewsletter(g), [NEWSLETTER.Gateway]);
  c.bind(NEWSLETTER.UseLink).toResolvedValue((g: NewsletterGateway) => new UseNewsletterLink(g), [NEWSLETTER.Gateway]);
  c.bind(NEWSLETTER.ManageMine).toResolvedValue((g: NewsletterGateway) => new ManageMyNewsletter(g), [NEWSLETTER.Gateway]);
  c.bind(NEWSLETTER.Desk).toResolvedValue((g: NewsletterGateway) => new RunNewsletterDesk(g), [NEWSLETTER.Gateway]);
}

/** Starts this worker's newsletter sender; it stops before the pool closes on shutdown. */
export function startNewsletterBatches(c: Container): void {
  const loop = c.get(NEWSLETTER.BatchLoop);
  loop.start();
  onShutdown(() => loop.stop());
}

export const newsletterFeature = defineFeature({
  name: 'newsletter',
  bind: bindNewsletterModule,
  graphql: (c) => [newsletterGraphqlPart(c.get(NEWSLETTER.ApiDeps))],
  board: (c) => ({
    subscribeToNewsletter: c.get(NEWSLETTER.Subscribe),
    useNewsletterLink: c.get(NEWSLETTER.UseLink),
    manageMyNewsletter: c.get(NEWSLETTER.ManageMine),
    newsletterDesk: c.get(NEWSLETTER.Desk),
  }),
  start: startNewsletterBatches,
});
