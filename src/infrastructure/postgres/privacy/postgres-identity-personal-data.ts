import type { PersonalDataSource } from '../../../application/platform/privacy/personal-data-source.port';
import { isEntityId } from '../../../domain/shared/entity-id';
import type { Queryable } from '../accounts/queryable';

/*
 * The accounts feature's personal data: the account with its roles, sessions (metadata only: the table
 * keeps no token, and not even its hash leaves the database), linked sign-in providers and pending
 * account links. None of them has files.
 */

const noFiles = async (): Promise<readonly string[]> => [];

export class PostgresAccountPersonalData implements PersonalDataSource {
  readonly section = 'account';
  constructor(private readonly db: Queryable) {}

  async collect(userId: string): Promise<unknown> {
    if (!isEntityId(userId)) return null;
    const { rows } = await this.db.query(
      `select u.id::text as id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.email_verified as "emailVerified",
              u.approved, u.created_at as "createdAt", u.creation_source as "creationSource",
              (u.password_hash is not null) as "hasPassword", u.is_new_via_social as "isNewUserViaSocial",
              coalesce((select json_agg(json_build_object('role', r.role, 'targetId', r.target_id) order by r.role, r.target_id)
                        from user_roles r where r.user_id = u.id), '[]') as roles
       from users u where u.id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  fileKeys = noFiles;
}

export class PostgresSessionsPersonalData implements PersonalDataSource {
  readonly section = 'sessions';
  constructor(private readonly db: Queryable) {}

  async collect(userId: string): Promise<unknown> {
    if (!isEntityId(userId)) return [];
    const { rows } = await this.db.query(
      `select created_at as "createdAt", expires_at as "expiresAt", (masqueraded_by is not null) as "actingAdministrator"
       from sessions where user_id = $1 order by created_at desc`,
      [userId],
    );
    return rows;
  }

  fileKeys = noFiles;
}

export class PostgresLinkedAccountsPersonalData implements PersonalDataSource {
  readonly section = 'linkedSignInProviders';
  constructor(private readonly db: Queryable) {}

  async collect(userId: string): Promise<unknown> {
    if (!isEntityId(userId)) return [];
    const { rows } = await this.db.query(
      `select provider, provider_account_id as "providerAccountId", email, created_at as "linkedAt", last_sign_in_at as "lastSignInAt"
       from oauth_accounts where user_id = $1 order by created_at`,
      [userId],
    );
    return rows;
  }

  fileKeys = noFiles;
}

export class PostgresAccountLinksPersonalData implements PersonalDataSource {
  readonly section = 'pendingAccountLinks';
  constructor(private readonly db: Queryable) {}

  async collect(userId: string): Promise<unknown> {
    if (!isEntityId(userId)) return [];
    const { rows } = await this.db.query(
      `select purpose, email, created_at as "createdAt", expires_at as "expiresAt" from account_tokens where user_id = $1 order by created_at`,
      [userId],
    );
    return rows;
  }

  fileKeys = noFiles;
}

/** Mails sent or queued to the account's address (bodies of sent mails are blanked, so subjects and times). */
export class PostgresMailPersonalData implements PersonalDataSource {
  readonly section = 'mails';
  constructor(private readonly db: Queryable) {}

  async collect(userId: string): Promise<unknown> {
    if (!isEntityId(userId)) return [];
    const { rows } = await this.db.query(
      `select m.subject, m.created_at as "queuedAt", m.sent_at as "sentAt"
       from mail_outbox m join users u on lower(m.recipient) = lower(u.email)
       where u.id = $1 order by m.created_at desc limit 500`,
      [userId],
    );
    return rows;
  }

  fileKeys = noFiles;
}
