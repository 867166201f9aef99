import type {
  BatchRecipient,
  IssueRecord,
  NewSubscription,
  NewsletterConsentText,
  NewsletterRepository,
  PickableItem,
  SubscriptionRecord,
} from '../../../application/platform/newsletter/newsletter-repository.port';
import { isEntityId } from '../../../domain/shared/entity-id';
import { blogPostPath } from '../../../domain/content/blog-path';
import type { IssueStatus } from '../../../domain/newsletter/newsletter-issue';
import type { Locale } from '../../../domain/shared/locale';
import type { Queryable } from '../accounts/queryable';

/** Newsletter subscriptions, issues and deliveries (migration 0045) on a pool or inside a transaction. */
export class PostgresNewsletterRepository implements NewsletterRepository {
  constructor(private readonly db: Queryable) {}

  async consentText(site: string, now: Date): Promise<NewsletterConsentText | null> {
    const { rows } = await this.db.query<{ info_id: string; revision_id: string; texts: Record<string, string> }>(
      `select i.id::text as info_id, r.id::text as revision_id, r.texts
       from consent_infos i
       join lateral (select id, texts from consent_info_revisions r
                     where r.info_id = i.id and r.effective_at <= $2 order by r.effective_at desc, r.id desc limit 1) r on true
       where i.active and i.type = 'NEWSLETTER' and (i.sites is null or $1 = any (i.sites))
       order by i.id limit 1`,
      [site, now],
    );
    const row = rows[0];
    return row ? { infoId: row.info_id, revisionId: row.revision_id, texts: row.texts } : null;
  }

  async recordConsent(c: {
    infoId: string;
    revisionId: string;
    userId: string | null;
    mail: string;
    site: string;
    at: Date;
  }): Promise<string> {
    // A user's second consent to the same revision is the first one (unique per user and revision).
    const { rows } = await this.db.query<{ id: string }>(
      `with inserted as (
         insert into user_consents (info_id, revision_id, user_id, mail, site, consented_at)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (user_id, revision_id) where user_id is not null do nothing
         returning id::text)
       select id from inserted
       union all
       select id::text from user_consents where user_id = $3 and revision_id = $2
       limit 1`,
      [c.infoId, c.revisionId, c.userId, c.mail, c.site, c.at],
    );
    return rows[0]!.id;
  }

  async findSubscription(site: string, email: string): Promise<SubscriptionRecord | null> {
    const { rows } = await this.db.query<SubscriptionRow>(`${SUBSCRIPTION} where site = $1 and email = $2 for update`, [site, email]);
    return rows[0] ? subscriptionOf(rows[0]) : null;
  }

  async findSubscriptionById(id: string): Promise<SubscriptionRecord | null> {
    if (!isEntityId(id)) return null;
    const { rows } = await this.db.query<SubscriptionRow>(`${SUBSCRIPTION} where id = $1`, [id]);
    return rows[0] ? subscriptionOf(rows[0]) : null;
  }

  async findByConfirmHash(hash: string): Promise<SubscriptionRecord | null> {
    const { rows } = await this.db.query<SubscriptionRow>(`${SUBSCRIPTION} where confirm_token_hash = $1 for update`, [hash]);
    return rows[0] ? subscriptionOf(rows[0]) : null;
  }

  async insertSubscription(s: NewSubscription): Promise<SubscriptionRecord> {
    const { rows } = await this.db.query<SubscriptionRow>(
      `insert into newsletter_subscriptions
         (site, email, user_id, locale, origin, consent_id, confirm_token_hash, confirm_expires_at, confirmation_sent_at, confirmed_at, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       returning ${SUBSCRIPTION_COLUMNS}`,
      [
        s.site,
        s.email,
        s.userId,
        s.locale,
        s.origin,
        s.consentId,
        s.confirmTokenHash,
        s.confirmExpiresAt,
        s.confirmationSentAt,
        s.confirmedAt,
        s.createdAt,
      ],
    );
    return subscriptionOf(rows[0]!);
  }

  async renewConfirmation(
    id: string,
    hash: string,
    expiresAt: Date,
    sentAt: Date,
    consentId: string | null,
    locale: Locale,
  ): Promise<void> {
    await this.db.query(
      `update newsletter_subscriptions
       set confirm_token_hash = $2, confirm_expires_at = $3, confirmation_sent_at = $4, consent_id = coalesce($5, consent_id), locale = $6
       where id = $1 and confirmed_at is null`,
      [id, hash, expiresAt, sentAt, consentId, locale],
    );
  }

  async confirm(id: string, at: Date): Promise<void> {
    await this.db.query(
      `update newsletter_subscriptions set confirmed_at = $2, confirm_token_hash = null, confirm_expires_at = null
       where id = $1 and confirmed_at is null`,
      [id, at],
    );
  }

  async deleteSubscription(id: string): Promise<boolean> {
    if (!isEntityId(id)) return false;
    const { rowCount } = await this.db.query('delete from newsletter_subscriptions where id = $1', [id]);
    return (rowCount ?? 0) > 0;
  }

  async countConfirmed(site: string): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      'select count(*)::int as n from newsletter_subscriptions where site = $1 and confirmed_at is not null',
      [site],
    );
    return rows[0]?.n ?? 0;
  }

  async listIssues(site: string): Promise<IssueRecord[]> {
    const { rows } = await this.db.query<IssueRow>(`${ISSUE} where i.site = $1 order by i.created_at desc, i.id desc limit 200`, [site]);
    return rows.map(issueOf);
  }

  async findIssue(id: string): Promise<IssueRecord | null> {
    if (!isEntityId(id)) return null;
    const { rows } = await this.db.query<IssueRow>(`${ISSUE} where i.id = $1`, [id]);
    return rows[0] ? issueOf(rows[0]) : null;
  }

  async insertIssue(i: {
    site: string;
    subject: string;
    bodyHtml: string;
    jobIds: readonly string[];
    postIds: readonly string[];
    createdBy: string;
    at: Date;
  }): Promise<IssueRecord> {
    const { rows } = await this.db.query<{ id: string }>(
      `insert into newsletter_issues (site, subject, body_html, job_ids, post_ids, created_by, created_at, updated_at)
       values ($1, $2, $3, $4::bigint[], $5::bigint[], $6, $7, $7) returning id::text`,
      [i.site, i.subject, i.bodyHtml, i.jobIds, i.postIds, i.createdBy, i.at],
    );
    return (await this.findIssue(rows[0]!.id))!;
  }

  async updateDraft(
    id: string,
    i: { subject: string; bodyHtml: string; jobIds: readonly string[]; postIds: readonly string[]; at: Date },
  ): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `update newsletter_issues set subject = $2, body_html = $3, job_ids = $4::bigint[], post_ids = $5::bigint[], updated_at = $6
       where id = $1 and status = 'draft'`,
      [id, i.subject, i.bodyHtml, i.jobIds, i.postIds, i.at],
    );
    return (rowCount ?? 0) > 0;
  }

  async requestSend(id: string, at: Date): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `update newsletter_issues set status = 'sending', send_requested_at = $2, updated_at = $2 where id = $1 and status = 'draft'`,
      [id, at],
    );
    return (rowCount ?? 0) > 0;
  }

  async sendingIssue(site: string): Promise<IssueRecord | null> {
    const { rows } = await this.db.query<IssueRow>(
      `${ISSUE} where i.site = $1 and i.status = 'sending' order by i.send_requested_at, i.id limit 1`,
      [site],
    );
    return rows[0] ? issueOf(rows[0]) : null;
  }

  async claimRecipients(issueId: string, site: string, limit: number): Promise<BatchRecipient[]> {
    const { rows } = await this.db.query<{ id: string; email: string; locale: Locale; origin: string }>(
      `select s.id::text, s.email, s.locale, s.origin
       from newsletter_subscriptions s
       where s.site = $2 and s.confirmed_at is not null
         and not exists (select 1 from newsletter_deliveries d where d.issue_id = $1 and d.subscription_id = s.id)
       order by s.id
       limit $3
       for update of s skip locked`,
      [issueId, site, limit],
    );
    return rows.map((r) => ({ subscriptionId: r.id, email: r.email, locale: r.locale, origin: r.origin }));
  }

  async recordDelivery(issueId: string, subscriptionId: string, at: Date): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `insert into newsletter_deliveries (issue_id, subscription_id, queued_at) values ($1, $2, $3) on conflict do nothing`,
      [issueId, subscriptionId, at],
    );
    return (rowCount ?? 0) > 0;
  }

  async finishIssue(issueId: string, at: Date): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `update newsletter_issues i set status = 'sent', sent_at = $2, updated_at = $2
       where i.id = $1 and i.status = 'sending'
         and not exists (select 1 from newsletter_subscriptions s
                         where s.site = i.site and s.confirmed_at is not null
                           and not exists (select 1 from newsletter_deliveries d where d.issue_id = i.id and d.subscription_id = s.id))`,
      [issueId, at],
    );
    return (rowCount ?? 0) > 0;
  }

  async pickableJobs(site: string, now: Date, limit: number): Promise<PickableItem[]> {
    const { rows } = await this.db.query<{ id: string; title: string; slug: string }>(
      `select j.id::text, j.title, j.slug
       from jobs j join job_sites js on js.job_id = j.id and js.site = $1
       where j.state = 'published' and (j.expires_at is null or j.expires_at > $2)
       order by j.published_at desc nulls last, j.id desc
       limit $3`,
      [site, now, limit],
    );
    return rows.map((r) => ({ id: r.id, title: r.title, path: `/job/${r.slug}` }));
  }

  async pickablePosts(site: string, now: Date, limit: number): Promise<PickableItem[]> {
    const { rows } = await this.db.query<PostRow>(`${POST} order by p.published_at desc, p.id desc limit $3`, [site, now, limit]);
    return rows.map(postOf);
  }

  async postsByIds(site: string, ids: readonly string[], now: Date): Promise<PickableItem[]> {
    const wanted = ids.filter(isEntityId);
    if (wanted.length === 0) return [];
    const { rows } = await this.db.query<PostRow>(`${POST} and p.id = any ($3::bigint[])`, [site, now, wanted]);
    const byId = new Map(rows.map((r) => [r.id, postOf(r)]));
    return wanted.flatMap((id) => byId.get(id) ?? []);
  }
}

const SUBSCRIPTION_COLUMNS = `id::text, site, email, user_id::text, locale, origin, confirm_expires_at, confirmation_sent_at, created_at, confirmed_at`;
const SUBSCRIPTION = `select ${SUBSCRIPTION_COLUMNS} from newsletter_subscriptions`;

interface SubscriptionRow {
  id: string;
  site: string;
  email: string;
  user_id: string | null;
  locale: Locale;
  origin: string;
  confirm_expires_at: Date | null;
  confirmation_sent_at: Date | null;
  created_at: Date;
  confirmed_at: Date | null;
}

const subscriptionOf = (r: SubscriptionRow): SubscriptionRecord => ({
  id: r.id,
  site: r.site,
  email: r.email,
  userId: r.user_id,
  locale: r.locale,
  origin: r.origin,
  confirmExpiresAt: r.confirm_expires_at,
  confirmationSentAt: r.confirmation_sent_at,
  createdAt: r.created_at,
  confirmedAt: r.confirmed_at,
});

// The recipients are counted from the committed deliveries: a concurrent batch's count is its own.
const ISSUE = `select i.id::text, i.site, i.subject, i.body_html, i.job_ids::text[] as job_ids, i.post_ids::text[] as post_ids, i.status,
  i.created_at, i.updated_at, i.send_requested_at, i.sent_at,
  (select count(*)::int from newsletter_deliveries d where d.issue_id = i.id) as recipients
  from newsletter_issues i`;

interface IssueRow {
  id: string;
  site: string;
  subject: string;
  body_html: string;
  job_ids: string[];
  post_ids: string[];
  status: IssueStatus;
  created_at: Date;
  updated_at: Date;
  send_requested_at: Date | null;
  sent_at: Date | null;
  recipients: number;
}

const issueOf = (r: IssueRow): IssueRecord => ({
  id: r.id,
  site: r.site,
  subject: r.subject,
  bodyHtml: r.body_html,
  jobIds: r.job_ids,
  postIds: r.post_ids,
  status: r.status,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  sendRequestedAt: r.send_requested_at,
  sentAt: r.sent_at,
  recipients: r.recipients,
});

const POST = `select p.id::text, p.title, p.slug, p.published_at from blog_posts p
  where $1 = any (p.sites) and p.published_at is not null and p.published_at <= $2`;

interface PostRow {
  id: string;
  title: string;
  slug: string;
  published_at: Date;
}

const postOf = (r: PostRow): PickableItem => ({
  id: r.id,
  title: r.title,
  path: blogPostPath({ slug: r.slug, publishedAt: r.published_at.toISOString() }),
});
