import type { BoardContext } from '../board-context';
import type {
  NewsletterAnswer,
  NewsletterDraft,
  NewsletterGateway,
  NewsletterIssueAnswer,
  NewsletterIssueList,
} from './newsletter-gateway.port';

/**
 * The staff's newsletter pages (/admin/newsletter): list, compose, preview, test and send. Who may do
 * what is the platform's decision (its answers carry FORBIDDEN / NOT_FOUND); the pages turn those into
 * a not-found page or a sign-in.
 */
export class RunNewsletterDesk {
  constructor(private readonly newsletter: NewsletterGateway) {}

  list(ctx: BoardContext): Promise<NewsletterIssueList> {
    return this.newsletter.issues(ctx);
  }

  open(id: string | null, origin: string, ctx: BoardContext): Promise<NewsletterIssueAnswer> {
    return this.newsletter.issue(id, origin, ctx);
  }

  save(draft: NewsletterDraft, ctx: BoardContext): Promise<NewsletterIssueAnswer> {
    return this.newsletter.save(draft, ctx);
  }

  sendTest(id: string, origin: string, ctx: BoardContext): Promise<NewsletterAnswer> {
    return this.newsletter.sendTest(id, origin, ctx);
  }

  send(id: string, ctx: BoardContext): Promise<NewsletterIssueAnswer> {
    return this.newsletter.send(id, ctx);
  }
}
