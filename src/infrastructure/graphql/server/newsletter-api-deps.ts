import type { ConfirmNewsletter } from '../../../application/platform/newsletter/confirm-newsletter.use-case';
import type { GetNewsletterIssue } from '../../../application/platform/newsletter/get-newsletter-issue.use-case';
import type { ListNewsletterIssues } from '../../../application/platform/newsletter/list-newsletter-issues.use-case';
import type { MyNewsletterSubscription } from '../../../application/platform/newsletter/my-newsletter-subscription.use-case';
import type { SaveNewsletterIssue } from '../../../application/platform/newsletter/save-newsletter-issue.use-case';
import type { SendNewsletterIssue } from '../../../application/platform/newsletter/send-newsletter-issue.use-case';
import type { SendNewsletterTest } from '../../../application/platform/newsletter/send-newsletter-test.use-case';
import type { SignUpForNewsletter } from '../../../application/platform/newsletter/sign-up-for-newsletter.use-case';
import type { UnsubscribeNewsletter } from '../../../application/platform/newsletter/unsubscribe-newsletter.use-case';
import type { NewsletterRepository } from '../../../application/platform/newsletter/newsletter-repository.port';
import type { Clock } from '../../../application/shared/clock.port';

/** What the newsletter adds to the platform API (bound in di/newsletter.module.ts). */
export interface NewsletterApiDeps {
  readonly signUp: Pick<SignUpForNewsletter, 'execute'>;
  readonly confirm: Pick<ConfirmNewsletter, 'execute'>;
  readonly unsubscribe: Pick<UnsubscribeNewsletter, 'execute'>;
  readonly mySubscription: Pick<MyNewsletterSubscription, 'state' | 'change'>;
  readonly listIssues: Pick<ListNewsletterIssues, 'execute'>;
  readonly getIssue: Pick<GetNewsletterIssue, 'execute'>;
  readonly saveIssue: Pick<SaveNewsletterIssue, 'execute'>;
  readonly sendTest: Pick<SendNewsletterTest, 'execute'>;
  readonly sendIssue: Pick<SendNewsletterIssue, 'execute'>;
  /** The consent wording for the sign-up form (read-only, no transaction needed). */
  readonly consentText: Pick<NewsletterRepository, 'consentText'>;
  readonly clock: Clock;
}
