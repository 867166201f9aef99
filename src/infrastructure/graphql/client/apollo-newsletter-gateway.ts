import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type {
  BoardNewsletterIssue,
  MyNewsletter,
  NewsletterAnswer,
  NewsletterDraft,
  NewsletterGateway,
  NewsletterIssueAnswer,
  NewsletterIssueList,
  NewsletterSignUpForm,
} from '../../../application/board/newsletter/newsletter-gateway.port';
import { ISSUE_STATUSES, type IssueStatus } from '../../../domain/newsletter/newsletter-issue';
import type { SubscriptionState } from '../../../domain/newsletter/newsletter-subscription';
import {
  ChangeMyNewsletterSubscriptionDocument,
  ConfirmNewsletterDocument,
  MyNewsletterSubscriptionDocument,
  type NewsletterIssueFieldsFragment,
  NewsletterIssueDocument,
  type NewsletterIssueResultFieldsFragment,
  NewsletterIssuesDocument,
  NewsletterSignUpFormDocument,
  SaveNewsletterIssueDocument,
  SendNewsletterIssueDocument,
  SendNewsletterTestDocument,
  SignUpForNewsletterDocument,
  UnsubscribeNewsletterDocument,
} from './generated/operations';
import { dataOrSignedOut, dataOrThrow, runOperation } from './run-operation';

// The schema answers states as strings; the board knows these.
const statusOf = (s: string): IssueStatus => ISSUE_STATUSES.find((k) => k.toUpperCase() === s) ?? 'draft';
const stateOf = (s: string | null): SubscriptionState | null => (s === 'CONFIRMED' ? 'confirmed' : s === 'PENDING' ? 'pending' : null);

// Field by field: Apollo's __typename has no place in the port's values.
const toIssue = (i: NewsletterIssueFieldsFragment): BoardNewsletterIssue => ({
  id: i.id,
  subject: i.subject,
  bodyHtml: i.bodyHtml,
  jobIds: i.jobIds,
  postIds: i.postIds,
  status: statusOf(i.status),
  createdAt: i.createdAt,
  sentAt: i.sentAt,
  recipients: i.recipients,
});

const toIssueAnswer = (r: NewsletterIssueResultFieldsFragment): NewsletterIssueAnswer => ({
  issue: r.issue ? toIssue(r.issue) : null,
  previewHtml: r.previewHtml,
  jobs: r.jobs.map((j) => ({ id: j.id, title: j.title, path: j.path })),
  posts: r.posts.map((p) => ({ id: p.id, title: p.title, path: p.path })),
  errors: r.errors,
  fieldErrors: r.fieldErrors.map((e) => ({ field: e.field, code: e.code })),
});

const toMine = (m: {
  state: string | null;
  consentHtml: string | null;
  consentRevisionId: string | null;
  errors: readonly string[];
}): MyNewsletter => ({
  state: stateOf(m.state),
  consentHtml: m.consentHtml,
  consentRevisionId: m.consentRevisionId,
  errors: m.errors,
});

const answer = (r: { errors: readonly string[] }): NewsletterAnswer => ({ errors: r.errors });

/** NewsletterGateway over the platform API. */
export class ApolloNewsletterGateway implements NewsletterGateway {
  constructor(private readonly client: ApolloClient) {}

  async signUpForm(ctx: BoardContext): Promise<NewsletterSignUpForm | null> {
    const form = dataOrThrow(
      'newsletterSignUpForm',
      await runOperation(this.client, 'query', NewsletterSignUpFormDocument, {}, ctx),
    ).newsletterSignUpForm;
    return form ? { consentRevisionId: form.consentRevisionId, consentHtml: form.consentHtml } : null;
  }

  async signUp(input: { email: string; consentRevisionId: string; origin: string }, ctx: BoardContext) {
    return answer(
      dataOrThrow('signUpForNewsletter', await runOperation(this.client, 'mutation', SignUpForNewsletterDocument, { input }, ctx))
        .signUpForNewsletter,
    );
  }

  async confirm(token: string, ctx: BoardContext) {
    return answer(
      dataOrThrow('confirmNewsletter', await runOperation(this.client, 'mutation', ConfirmNewsletterDocument, { token }, ctx))
        .confirmNewsletter,
    );
  }

  async unsubscribe(token: string, ctx: BoardContext) {
    return answer(
      dataOrThrow('unsubscribeNewsletter', await runOperation(this.client, 'mutation', UnsubscribeNewsletterDocument, { token }, ctx))
        .unsubscribeNewsletter,
    );
  }

  async mine(ctx: BoardContext): Promise<MyNewsletter> {
    // Personal: a guest is not asked about, a session that just ended reads as a guest.
    const signedOut: MyNewsletter = { state: null, consentHtml: null, consentRevisionId: null, errors: ['UNAUTHENTICATED'] };
    if (!ctx.token) return signedOut;
    const answer = dataOrSignedOut(
      'myNewsletterSubscription',
      await runOperation(this.client, 'query', MyNewsletterSubscriptionDocument, {}, ctx),
    );
    return answer ? toMine(answer.myNewsletterSubscription) : signedOut;
  }

  async changeMine(
    input: { subscribe: boolean; consentRevisionId: string | null; origin: string },
    ctx: BoardContext,
  ): Promise<MyNewsletter> {
    return toMine(
      dataOrThrow(
        'changeMyNewsletterSubscription',
        await runOperation(this.client, 'mutation', ChangeMyNewsletterSubscriptionDocument, { input }, ctx),
      ).changeMyNewsletterSubscription,
    );
  }

  async issues(ctx: BoardContext): Promise<NewsletterIssueList> {
    const list = dataOrThrow(
      'newsletterIssues',
      await runOperation(this.client, 'query', NewsletterIssuesDocument, {}, ctx),
    ).newsletterIssues;
    return { issues: list.issues.map(toIssue), subscribers: list.subscribers, errors: list.errors };
  }

  async issue(id: string | null, origin: string, ctx: BoardContext): Promise<NewsletterIssueAnswer> {
    return toIssueAnswer(
      dataOrThrow('newsletterIssue', await runOperation(this.client, 'query', NewsletterIssueDocument, { id, origin }, ctx))
        .newsletterIssue,
    );
  }

  async save(draft: NewsletterDraft, ctx: BoardContext): Promise<NewsletterIssueAnswer> {
    const input = { id: draft.id, subject: draft.subject, body: draft.body, jobIds: [...draft.jobIds], postIds: [...draft.postIds] };
    return toIssueAnswer(
      dataOrThrow('saveNewsletterIssue', await runOperation(this.client, 'mutation', SaveNewsletterIssueDocument, { input }, ctx))
        .saveNewsletterIssue,
    );
  }

  async sendTest(id: string, origin: string, ctx: BoardContext): Promise<NewsletterAnswer> {
    return answer(
      dataOrThrow('sendNewsletterTest', await runOperation(this.client, 'mutation', SendNewsletterTestDocument, { id, origin }, ctx))
        .sendNewsletterTest,
    );
  }

  async send(id: string, ctx: BoardContext): Promise<NewsletterIssueAnswer> {
    return toIssueAnswer(
      dataOrThrow('sendNewsletterIssue', await runOperation(this.client, 'mutation', SendNewsletterIssueDocument, { id }, ctx))
        .sendNewsletterIssue,
    );
  }
}
