import type pg from 'pg';
import type { ConsentInfoQuery, ConsentRepository, NewUserConsent } from '../../application/platform/consent/consent-repository.port';
import type { ConsentInfo, ConsentRevision } from '../../domain/consent/consent-info';
import type { UserConsent } from '../../domain/consent/user-consent';
import type { Translated } from '../../domain/shared/locale';
import { isEntityId } from '../../domain/shared/entity-id';

interface InfoRow {
  id: string;
  type: string;
  placement: string;
  opt_in: boolean;
  active: boolean;
  sites: string[] | null;
  path: string | null;
  revisions: Array<{ id: number | string; texts: Translated; effective_at: string }>;
}

interface ConsentRow {
  id: string;
  info_id: string;
  revision_id: string;
  user_id: string | null;
  mail: string;
  site: string;
  consented_at: Date;
  terms_version: string | null;
  accepted_terms_versions: string[];
}

const CONSENT_COLUMNS = 'id, info_id, revision_id, user_id, mail, site, consented_at, terms_version, accepted_terms_versions';

// Every revision of each info travels with it (a handful per info): the use cases pick the one in force.
const INFO_COLUMNS = `
  i.id, i.type, i.placement, i.opt_in, i.active, i.sites, i.path,
  coalesce((select json_agg(json_build_object('id', r.id, 'texts', r.texts, 'effective_at', r.effective_at) order by r.effective_at, r.id)
            from consent_info_revisions r where r.info_id = i.id), '[]') as revisions`;

const ORDER: Record<ConsentInfoQuery['sorting'], string> = { ID_ASC: 'i.id asc', ID_DESC: 'i.id desc' };

/** Consent infos, revisions and user consents in PostgreSQL (`consent_infos`, `consent_info_revisions`, `user_consents`). */
export class PostgresConsentRepository implements ConsentRepository {
  constructor(private readonly pool: pg.Pool) {}

  async listActiveInfos(query: ConsentInfoQuery): Promise<readonly ConsentInfo[]> {
    const { rows } = await this.pool.query<InfoRow>(
      `select ${INFO_COLUMNS}
       from consent_infos i
       where i.active
         and (i.sites is null or i.sites @> array[$1::text])
         and ($2::bigint is null or i.id = $2)
         and ($3::text is null or i.type = $3)
         and ($4::text is null or i.placement = $4)
         and ($5::text is null or i.path is null or i.path = $5)
         and exists (select 1 from consent_info_revisions r where r.info_id = i.id and r.effective_at <= $8)
       order by ${ORDER[query.sorting]}
       offset $6 limit $7`,
      [
        query.site,
        query.id ?? null,
        query.type ?? null,
        query.placement ?? null,
        query.path ?? null,
        Math.max(0, query.offset),
        Math.max(0, query.limit),
        query.now,
      ],
    );
    return rows.map(toInfo);
  }

  async findInfo(id: string): Promise<ConsentInfo | null> {
    if (!isEntityId(id)) return null;
    const { rows } = await this.pool.query<InfoRow>(`select ${INFO_COLUMNS} from consent_infos i where i.id = $1`, [id]);
    return rows[0] ? toInfo(rows[0]) : null;
  }

  async consentsOfUser(userId: string, infoIds: readonly string[]): Promise<readonly UserConsent[]> {
    if (infoIds.length === 0) return [];
    const { rows } = await this.pool.query<ConsentRow>(
      `select ${CONSENT_COLUMNS}
       from user_consents where user_id = $1 and info_id = any($2::bigint[])
       order by consented_at desc, id desc`,
      [userId, [...infoIds]],
    );
    return rows.map(toConsent);
  }

  async record(consent: NewUserConsent): Promise<UserConsent> {
    // A user's repeated consent to one revision keeps the first record (the unique index decides, also
    // between two concurrent requests); guests' consents are all kept. Accepting another terms version
    // under the same wording adds it to the record's versions (another site's terms stay accepted) and
    // makes it the version accepted last.
    const { rows } = await this.pool.query<ConsentRow>(
      `with written as (
         insert into user_consents (info_id, revision_id, user_id, mail, site, consented_at, terms_version, accepted_terms_versions)
         values ($1, $2, $3, $4, $5, $6, $7, case when $7::text is null then '{}'::text[] else array[$7::text] end)
         on conflict (user_id, revision_id) where user_id is not null do update
           set terms_version = excluded.terms_version, consented_at = excluded.consented_at, site = excluded.site, mail = excluded.mail,
               accepted_terms_versions = case when excluded.terms_version = any (user_consents.accepted_terms_versions)
                                              then user_consents.accepted_terms_versions
                                              else user_consents.accepted_terms_versions || excluded.terms_version end
           where excluded.terms_version is not null and user_consents.terms_version is distinct from excluded.terms_version
         returning ${CONSENT_COLUMNS}
       )
       select * from written
       union all
       select ${CONSENT_COLUMNS}
       from user_consents where user_id = $3 and revision_id = $2 and not exists (select 1 from written)
       limit 1`,
      [consent.infoId, consent.revisionId, consent.userId, consent.mail, consent.site, consent.at, consent.termsVersion],
    );
    if (rows[0]) return toConsent(rows[0]);
    // A concurrent request stored the same consent after this statement's snapshot: read it now.
    const again = await this.pool.query<ConsentRow>(
      `select ${CONSENT_COLUMNS} from user_consents where user_id = $1 and revision_id = $2`,
      [consent.userId, consent.revisionId],
    );
    if (!again.rows[0]) throw new Error('consent was neither stored nor found');
    return toConsent(again.rows[0]);
  }
}

function toInfo(row: InfoRow): ConsentInfo {
  const revisions: ConsentRevision[] = row.revisions.map((r) => ({
    id: String(r.id),
    texts: r.texts,
    effectiveAt: new Date(r.effective_at).toISOString(),
  }));
  return {
    id: row.id,
    type: row.type,
    placement: row.placement,
    optIn: row.opt_in,
    active: row.active,
    sites: row.sites,
    path: row.path,
    revisions,
  };
}

function toConsent(row: ConsentRow): UserConsent {
  return {
    id: row.id,
    infoId: row.info_id,
    infoRevisionId: row.revision_id,
    mail: row.mail,
    userId: row.user_id,
    site: row.site,
    consentedAt: row.consented_at.toISOString(),
    termsVersion: row.terms_version,
    acceptedTermsVersions: row.accepted_terms_versions,
  };
}
