import { isVisibleOn } from '../../../domain/job/job';
import type { OutgoingMail } from '../../../domain/mail/mail';
import type { Locale } from '../../../domain/shared/locale';
import type { SiteConfig } from '../../../domain/site/site-config';
import type { JobRepository } from '../jobs/job-repository.port';
import { newsletterPageLink, oneClickUnsubscribeLink, unsubscribePath } from './newsletter-links';
import type { NewsletterMailComposer, NewsletterMailLink } from './newsletter-mail-composer.port';
import type { IssueRecord, NewsletterRepository } from './newsletter-repository.port';

/** The picked jobs (still visible on the site, in the reader's language) and posts of an issue. */
export interface IssueContent {
  readonly jobs: ReadonlyArray<{ readonly title: string; readonly detail: string; readonly path: string }>;
  readonly posts: ReadonlyArray<{ readonly title: string; readonly path: string }>;
}

export async function issueContent(
  issue: IssueRecord,
  locale: Locale,
  deps: { readonly jobs: JobRepository; readonly newsletter: Pick<NewsletterRepository, 'postsByIds'> },
  now: Date,
): Promise<IssueContent> {
  const found = issue.jobIds.length > 0 ? await deps.jobs.findByIds(issue.jobIds, locale) : [];
  const byId = new Map(found.map((job) => [job.id, job]));
  const jobs = issue.jobIds.flatMap((id) => {
    const job = byId.get(id);
    if (!job || !isVisibleOn(job, issue.site, now)) return [];
    return [
      { title: job.title, detail: [job.organization.name, job.location.locality].filter(Boolean).join(', '), path: `/job/${job.slug}` },
    ];
  });
  const posts = issue.postIds.length > 0 ? await deps.newsletter.postsByIds(issue.site, issue.postIds, now) : [];
  return { jobs, posts: posts.map((p) => ({ title: p.title, path: p.path })) };
}

/**
 * An issue's mail to one reader: the content's links on the reader's origin and language, and for a
 * subscriber the unsubscribe page and RFC 8058's one-click address (a test mail to staff has neither).
 */
export function issueMail(
  composer: NewsletterMailComposer,
  to: string,
  issue: IssueRecord,
  content: IssueContent,
  reader: { readonly site: SiteConfig; readonly locale: Locale; readonly origin: string; readonly unsubscribeToken: string | null },
): OutgoingMail {
  const link = (path: string) => newsletterPageLink(reader.origin, reader.site, reader.locale, path);
  const jobs: NewsletterMailLink[] = content.jobs.map((j) => ({ title: j.title, detail: j.detail, link: link(j.path) }));
  const posts: NewsletterMailLink[] = content.posts.map((p) => ({ title: p.title, detail: '', link: link(p.path) }));
  const token = reader.unsubscribeToken;
  return composer.issue(
    to,
    {
      siteName: reader.site.name,
      subject: issue.subject,
      bodyHtml: issue.bodyHtml,
      jobs,
      posts,
      unsubscribeLink: token ? link(unsubscribePath(token)) : null,
      oneClickLink: token ? oneClickUnsubscribeLink(reader.origin, token, reader.locale) : null,
      test: token === null,
    },
    reader.locale,
  );
}
