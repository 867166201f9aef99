import type { PersonalDataSource } from '../../../application/platform/privacy/personal-data-source.port';
import { isEntityId } from '../../../domain/shared/entity-id';
import type { Queryable } from '../accounts/queryable';

/*
 * Newsletter subscriptions (migration 0045): the account's own (subscribed from the dashboard) and those
 * made with the account's address through the sign-up form, once the account has verified that address
 * (the same proof the double opt-in asked for). The consents given with them are the consents section's.
 * The account's go with the user row by cascade; the others are erased here. No files.
 */
const OF_USER = `join users u on u.id = $1
  where (s.user_id = u.id or (s.user_id is null and u.email_verified and s.email = lower(u.email)))`;

export class PostgresNewsletterPersonalData implements PersonalDataSource {
  readonly section = 'newsletterSubscriptions';
  constructor(private readonly db: Queryable) {}

  async collect(userId: string): Promise<unknown> {
    if (!isEntityId(userId)) return [];
    const { rows } = await this.db.query(
      `select s.site, s.email, s.locale, case when s.user_id is null then 'guest' else 'account' end as "subscribedAs",
              s.created_at as "createdAt", s.confirmed_at as "confirmedAt", s.confirmation_sent_at as "confirmationSentAt",
              c.consented_at as "consentedAt", c.revision_id::text as "consentRevisionId",
              (select count(*)::int from newsletter_deliveries d where d.subscription_id = s.id) as "issuesReceived"
       from newsletter_subscriptions s left join user_consents c on c.id = s.consent_id
       ${OF_USER}
       order by s.created_at desc, s.id desc`,
      [userId],
    );
    return rows;
  }

  async fileKeys(): Promise<readonly string[]> {
    return [];
  }

  async eraseUnlinked(userId: string): Promise<void> {
    if (!isEntityId(userId)) return;
    await this.db.query(
      `delete from newsletter_subscriptions s using users u
       where u.id = $1 and s.user_id is null and u.email_verified and s.email = lower(u.email)`,
      [userId],
    );
  }
}
