import type { PersonalDataSource } from '../../../application/platform/privacy/personal-data-source.port';
import { isEntityId } from '../../../domain/shared/entity-id';
import type { Queryable } from '../accounts/queryable';

/**
 * GDPR consents given while signed in, and those given as a guest with the account's address; for the
 * terms, which versions the person accepted (a site asks again only for a version not among them).
 */
export class PostgresConsentPersonalData implements PersonalDataSource {
  readonly section = 'consents';
  constructor(private readonly db: Queryable) {}

  async collect(userId: string): Promise<unknown> {
    if (!isEntityId(userId)) return [];
    const { rows } = await this.db.query(
      `select i.type, i.placement, c.info_id::text as "infoId", c.revision_id::text as "infoRevisionId", c.mail, c.site, c.consented_at as "consentedAt",
              c.terms_version as "termsVersion", c.accepted_terms_versions as "acceptedTermsVersions"
       from user_consents c
       join consent_infos i on i.id = c.info_id
       join users u on u.id = $1
       where c.user_id = u.id or (c.user_id is null and lower(c.mail) = lower(u.email))
       order by c.consented_at`,
      [userId],
    );
    return rows;
  }

  async fileKeys(): Promise<readonly string[]> {
    return [];
  }
}
