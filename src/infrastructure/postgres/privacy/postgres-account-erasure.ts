import type { AccountErasure } from '../../../application/platform/privacy/account-erasure.port';
import { isEntityId } from '../../../domain/shared/entity-id';
import { isSocialProvider, type SocialProviderId } from '../../../domain/identity/social-sign-in';
import type { OwnedOrganization } from '../../../domain/privacy/account-deletion';
import type { Queryable } from '../accounts/queryable';
import { deleteOrganizationSectionFiles } from './delete-organization-section-files';

const SESSION_ID = /^[0-9a-f]{64}$/;

/**
 * The SQL of account deletion. The user row goes after the organizations; `on delete cascade` takes
 * roles, memberships, sessions, tokens, linked providers, consents and every later feature's rows with
 * it. What does not reference the user goes explicitly: the paths and roles pointing at deleted
 * organizations and jobs, and after the user row guest consents with their address and, last, queued
 * mails to it (feature sources erase their own guest rows before).
 */
export class PostgresAccountErasure implements AccountErasure {
  constructor(private readonly db: Queryable) {}

  async sessionCreatedAt(sessionId: string): Promise<Date | null> {
    if (!SESSION_ID.test(sessionId)) return null;
    const { rows } = await this.db.query<{ created_at: Date }>('select created_at from sessions where id = $1', [sessionId]);
    return rows[0]?.created_at ?? null;
  }

  async linkedProviders(userId: string): Promise<SocialProviderId[]> {
    if (!isEntityId(userId)) return [];
    const { rows } = await this.db.query<{ provider: string }>(
      'select distinct provider from oauth_accounts where user_id = $1 order by provider',
      [userId],
    );
    return rows.map((r) => r.provider).filter(isSocialProvider);
  }

  async ownedOrganizations(userId: string): Promise<OwnedOrganization[]> {
    if (!isEntityId(userId)) return [];
    // FOR UPDATE on every organization the user owns, before counting: a member joining, another owner
    // stepping down (team changes lock the same row) or a job being published while we decide waits for us.
    await this.db.query(
      `select o.id from organizations o join organization_members me on me.organization_id = o.id
        where me.user_id = $1 and me.role = 'owner' order by o.id for update of o`,
      [userId],
    );
    // Only organizations the user is the last owner of are theirs to answer for; where another owner
    // remains, the membership simply goes with the account.
    const { rows } = await this.db.query<{ id: string; name: string; other_members: number; published_jobs: number }>(
      `select o.id::text as id, o.name,
              (select count(*)::int from organization_members m where m.organization_id = o.id and m.user_id <> $1) as other_members,
              (select count(*)::int from jobs j where j.organization_id = o.id and j.state = 'published') as published_jobs
         from organizations o join organization_members me on me.organization_id = o.id and me.user_id = $1 and me.role = 'owner'
        where not exists (select 1 from organization_members m where m.organization_id = o.id and m.role = 'owner' and m.user_id <> $1)
        order by o.id`,
      [userId],
    );
    return rows.map((r) => ({ id: r.id, name: r.name, otherMembers: r.other_members, publishedJobs: r.published_jobs }));
  }

  async lockUser(userId: string): Promise<boolean> {
    if (!isEntityId(userId)) return false;
    // FOR UPDATE conflicts with the key-share lock every insert referencing the user takes: a concurrent
    // application, bookmark or alert either committed before this (and is listed) or waits and then fails.
    const { rowCount } = await this.db.query('select 1 from users where id = $1 for update', [userId]);
    return (rowCount ?? 0) > 0;
  }

  async deleteOrganizations(organizationIds: readonly string[]): Promise<string[]> {
    const ids = organizationIds.filter(isEntityId);
    if (ids.length === 0) return [];
    const { rows: jobs } = await this.db.query<{ id: string; file_key: string | null; logo_key: string | null }>(
      'select id::text as id, file_key, logo_key from jobs where organization_id = any($1::bigint[])',
      [ids],
    );
    const jobIds = jobs.map((j) => j.id);
    // Uploaded logo and cover, and the attachments of applications to the organization or its jobs (those
    // rows go by cascade with the organization and its jobs; their files would stay behind otherwise).
    const { rows: files } = await this.db.query<{ key: string }>(
      `select k as key from organizations o, unnest(array[o.logo_file_key, o.cover_file_key]) k where o.id = any($1::bigint[]) and k is not null
       union
       select f.file_key from application_files f join applications a on a.id = f.application_id
       where a.organization_id = any($1::bigint[]) or a.job_id = any($2::bigint[])`,
      [ids, jobIds],
    );
    await this.db.query(
      `delete from path_aliases where (target_type = 'OrganizationProfile' and target_id = any($1::bigint[])) or (target_type = 'Job' and target_id = any($2::bigint[]))`,
      [ids, jobIds],
    );
    await this.db.query(`delete from user_roles where role = 'recruiter' and target_id = any($1::text[])`, [ids]);
    const sectionFiles = await deleteOrganizationSectionFiles(this.db, ids);
    // Child organizations stay (parent_id becomes null); jobs, terms, members and applications go by cascade.
    await this.db.query('delete from organizations where id = any($1::bigint[])', [ids]);
    // A job's PDF and its own logo are files of the job row that goes by cascade.
    return [
      ...jobs.flatMap((j) => [j.file_key, j.logo_key].filter((k): k is string => k !== null)),
      ...files.map((f) => f.key),
      ...sectionFiles,
    ];
  }

  async deleteUser(userId: string): Promise<boolean> {
    if (!isEntityId(userId)) return false;
    const { rows } = await this.db.query<{ email: string }>('select email from users where id = $1 for update', [userId]);
    const email = rows[0]?.email;
    if (email === undefined) return false;
    await this.db.query('delete from users where id = $1', [userId]);
    await this.db.query('delete from user_consents where user_id is null and lower(mail) = lower($1)', [email]);
    // Last, in a statement of its own: a digest run that held one of the user's alerts when the cascade
    // above reached it has committed its mail by now, and this statement's snapshot sees and removes it.
    // (A mail a worker is handing to the SMTP relay at this very moment cannot be called back.)
    await this.db.query('delete from mail_outbox where lower(recipient) = lower($1)', [email]);
    return true;
  }
}
