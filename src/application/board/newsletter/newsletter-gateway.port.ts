import type { IssueStatus } from '../../../domain/newsletter/newsletter-issue';
import type { SubscriptionState } from '../../../domain/newsletter/newsletter-subscription';
import type { BoardContext } from '../board-context';

/** An expected failure's codes (empty on success). */
export interface NewsletterAnswer {
  readonly errors: readonly string[];
}

export interface NewsletterSignUpForm {
  readonly consentRevisionId: string;
  readonly consentHtml: string;
}

export interface MyNewsletter extends NewsletterAnswer {
  readonly state: SubscriptionState | null;
  readonly consentHtml: string | null;
  readonly consentRevisionId: string | null;
}

export interface BoardNewsletterIssue {
  readonly id: string;
  readonly subject: string;
  readonly bodyHtml: string;
  readonly jobIds: readonly string[];
  readonly postIds: readonly string[];
  readonly status: IssueStatus;
  readonly createdAt: string;
  readonly sentAt: string | null;
  readonly recipients: number;
}

export interface NewsletterPickable {
  readonly id: string;
  readonly title: string;
  readonly path: string;
}

export interface NewsletterIssueAnswer extends NewsletterAnswer {
  readonly issue: BoardNewsletterIssue | null;
  readonly previewHtml: string | null;
  readonly jobs: readonly NewsletterPickable[];
  readonly posts: readonly NewsletterPickable[];
  readonly fieldErrors: ReadonlyArray<{ readonly field: string; readonly code: string }>;
}

export interface NewsletterIssueList extends NewsletterAnswer {
  readonly issues: readonly BoardNewsletterIssue[];
  readonly subscribers: number;
}

export interface NewsletterDraft {
  readonly id: string | null;
  readonly subject: string;
  readonly body: string;
  readonly jobIds: readonly string[];
  readonly postIds: readonly string[];
}

/** The platform's newsletter, as the board reaches it. */
export interface NewsletterGateway {
  signUpForm(ctx: BoardContext): Promise<NewsletterSignUpForm | null>;
  signUp(input: { email: string; consentRevisionId: string; origin: string }, ctx: BoardContext): Promise<NewsletterAnswer>;
  confirm(token: string, ctx: BoardContext): Promise<NewsletterAnswer>;
  unsubscribe(token: string, ctx: BoardContext): Promise<NewsletterAnswer>;
  mine(ctx: BoardContext): Promise<MyNewsletter>;
  changeMine(input: { subscribe: boolean; consentRevisionId: string | null; origin: string }, ctx: BoardContext): Promise<MyNewsletter>;
  issues(ctx: BoardContext): Promise<NewsletterIssueList>;
  issue(id: string | null, origin: string, ctx: BoardContext): Promise<NewsletterIssueAnswer>;
  save(draft: NewsletterDraft, ctx: BoardContext): Promise<NewsletterIssueAnswer>;
  sendTest(id: string, origin: string, ctx: BoardContext): Promise<NewsletterAnswer>;
  send(id: string, ctx: BoardContext): Promise<NewsletterIssueAnswer>;
}
