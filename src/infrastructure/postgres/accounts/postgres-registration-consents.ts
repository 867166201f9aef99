import type { RegistrationConsents } from '../../../application/platform/identity/registration-consents.port';
import { TERMS_PLACEMENT, TERMS_TYPE } from '../../../domain/consent/consent-info';
import type { Queryable } from './queryable';

/**
 * The revision in force is chosen as `currentRevision` (domain/consent/consent-info.ts) chooses it: the
 * newest already effective, ties to the higher id; infos of every site (sites null) or of this one.
 */
export class PostgresRegistrationConsents implements RegistrationConsents {
  constructor(private readonly db: Queryable) {}

  async recordTermsAcceptance(input: { userId: string; mail: string; site: string; at: Date; termsVersion: string | null }): Promise<void> {
    await this.db.query(
      `insert into user_consents (info_id, revision_id, user_id, mail, site, consented_at, terms_version, accepted_terms_versions)
       select i.id, r.id, $1, $2, $3, $4, $7::text, case when $7::text is null then '{}'::text[] else array[$7::text] end
       from consent_infos i
       join lateral (
         select r.id from consent_info_revisions r
         where r.info_id = i.id and r.effective_at <= $4
         order by r.effective_at desc, r.id desc limit 1
       ) r on true
       where i.active and i.type = $5 and i.placement = $6 and (i.sites is null or $3 = any (i.sites))
       on conflict (user_id, revision_id) where user_id is not null do nothing`,
      [input.userId, input.mail, input.site, input.at, TERMS_TYPE, TERMS_PLACEMENT, input.termsVersion],
    );
  }
}
