import type pg from 'pg';
import type {
  InvitationRecord,
  PendingInvitation,
  TeamMemberView,
  TeamStore,
  TeamTransaction,
} from '../../../application/platform/organization-team/team-store.port';
import type { TeamMember, TeamRole } from '../../../domain/organization/organization-team';
import { PostgresAccountStore } from '../accounts/postgres-account-store';
import { PostgresMailOutbox } from '../accounts/postgres-mail-outbox';
import { PostgresRegistrationConsents } from '../accounts/postgres-registration-consents';
import type { Queryable } from '../accounts/queryable';
import { inTransaction } from '../in-transaction';
import { isEntityId } from '../../../domain/shared/entity-id';

const membersOf = async (db: Queryable, organizationId: string): Promise<readonly TeamMember[]> => {
  const { rows } = await db.query<{ user_id: string; role: TeamRole }>(
    'select user_id::text, role from organization_members where organization_id = $1 order by created_at, user_id',
    [organizationId],
  );
  return rows.map((r) => ({ userId: r.user_id, role: r.role }));
};

const invitationByHash = async (db: Queryable, tokenHash: string, lock: boolean): Promise<InvitationRecord | null> => {
  const { rows } = await db.query<{
    id: string;
    organization_id: string;
    name: string;
    email: string;
    role: TeamRole;
    expires_at: Date;
    accepted_at: Date | null;
  }>(
    `select i.id::text, i.organization_id::text, o.name, i.email, i.role, i.expires_at, i.accepted_at
       from organization_invitations i join organizations o on o.id = i.organization_id
      where i.token_hash = $1${lock ? ' for update of i' : ''}`,
    [tokenHash],
  );
  const row = rows[0];
  return row
    ? {
        id: row.id,
        organizationId: row.organization_id,
        organizationName: row.name,
        email: row.email,
        role: row.role,
        expiresAt: row.expires_at,
        acceptedAt: row.accepted_at,
      }
    : null;
};

/** Teams in PostgreSQL: `organization_members` (with its role), `organization_invitations`, `organization_ownership_offers`. */
export class PostgresTeamStore implements TeamStore {
  constructor(private readonly pool: pg.Pool) {}

  async membersOf(organizationId: string): Promise<readonly TeamMember[] | null> {
    if (!isEntityId(organizationId)) return null;
    const { rowCount } = await this.pool.query('select 1 from organizations where id = $1', [organizationId]);
    if (!rowCount) return null;
    return membersOf(this.pool, organizationId);
  }

  async organizationName(organizationId: string): Promise<string | null> {
    if (!isEntityId(organizationId)) return null;
    const { rows } = await this.pool.query<{ name: string }>('select name from organizations where id = $1', [organizationId]);
    return rows[0]?.name ?? null;
  }

  async view(
    organizationId: string,
  ): Promise<{ readonly members: readonly TeamMemberView[]; readonly invitations: readonly PendingInvitation[] }> {
    const [members, invitations] = await Promise.all([
      this.pool.query<{
        user_id: string;
        role: TeamRole;
        first_name: string;
        last_name: string;
        email: string;
        created_at: Date;
        offered: boolean;
      }>(
        `select m.user_id::text, m.role, u.first_name, u.last_name, u.email, m.created_at,
                exists (select 1 from organization_ownership_offers f where f.organization_id = m.organization_id and f.user_id = m.user_id) as offered
           from organization_members m join users u on u.id = m.user_id
          where m.organization_id = $1
          order by m.role = 'owner' desc, lower(u.last_name), lower(u.first_name), m.user_id`,
        [organizationId],
      ),
      this.pool.query<{ id: string; email: string; role: TeamRole; expires_at: Date }>(
        `select id::text, email, role, expires_at from organization_invitations
          where organization_id = $1 and accepted_at is null and expires_at > now()
          order by created_at, id`,
        [organizationId],
      ),
    ]);
    return {
      members: members.rows.map((r) => ({
        userId: r.user_id,
        role: r.role,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
        since: r.created_at,
        ownershipOffered: r.offered,
      })),
      invitations: invitations.rows.map((r) => ({ id: r.id, email: r.email, role: r.role, expiresAt: r.expires_at })),
    };
  }

  invitationByHash(tokenHash: string): Promise<InvitationRecord | null> {
    return invitationByHash(this.pool, tokenHash, false);
  }

  inOrganization<T>(organizationId: string, work: (tx: TeamTransaction) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, async (client) => {
      await client.query('select 1 from organizations where id = $1 for update', [organizationId]);
      return work(new PostgresTeamTransaction(client, organizationId));
    });
  }
}

class PostgresTeamTransaction implements TeamTransaction {
  readonly accounts: PostgresAccountStore;
  readonly consents: PostgresRegistrationConsents;
  readonly outbox: PostgresMailOutbox;

  constructor(
    private readonly db: pg.PoolClient,
    private readonly organizationId: string,
  ) {
    this.accounts = new PostgresAccountStore(db);
    this.consents = new PostgresRegistrationConsents(db);
    this.outbox = new PostgresMailOutbox(db);
  }

  members(): Promise<readonly TeamMember[]> {
    return membersOf(this.db, this.organizationId);
  }

  async invitationByHash(tokenHash: string): Promise<InvitationRecord | null> {
    const found = await invitationByHash(this.db, tokenHash, true);
    return found && found.organizationId === this.organizationId ? found : null;
  }

  async hasOpenInvitation(email: string, now: Date): Promise<boolean> {
    const { rowCount } = await this.db.query(
      'select 1 from organization_invitations where organization_id = $1 and email = $2 and accepted_at is null and expires_at > $3',
      [this.organizationId, email, now],
    );
    return (rowCount ?? 0) > 0;
  }

  async addInvitation(i: { email: string; role: TeamRole; tokenHash: string; invitedBy: string; expiresAt: Date }): Promise<void> {
    await this.db.query(
      `insert into organization_invitations (organization_id, email, role, token_hash, invited_by, expires_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [this.organizationId, i.email, i.role, i.tokenHash, i.invitedBy, i.expiresAt],
    );
  }

  async withdrawInvitation(invitationId: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      'delete from organization_invitations where id = $1 and organization_id = $2 and accepted_at is null',
      [invitationId, this.organizationId],
    );
    return (rowCount ?? 0) > 0;
  }

  async markInvitationAccepted(invitationId: string, userId: string, at: Date): Promise<void> {
    await this.db.query('update organization_invitations set accepted_at = $3, accepted_by = $2 where id = $1', [invitationId, userId, at]);
  }

  async addMember(userId: string, role: TeamRole): Promise<void> {
    await this.db.query('insert into organization_members (organization_id, user_id, role) values ($1, $2, $3)', [
      this.organizationId,
      userId,
      role,
    ]);
  }

  async setRole(userId: string, role: TeamRole): Promise<void> {
    await this.db.query('update organization_members set role = $3 where organization_id = $1 and user_id = $2 and role <> $3', [
      this.organizationId,
      userId,
      role,
    ]);
  }

  async removeMember(userId: string): Promise<void> {
    await this.db.query('delete from organization_members where organization_id = $1 and user_id = $2', [this.organizationId, userId]);
    // The recruiter role scoped to this organization goes with the membership: it was what the invitation gave.
    await this.db.query(`delete from user_roles where user_id = $1 and role = 'recruiter' and target_id = $2`, [
      userId,
      this.organizationId,
    ]);
  }

  async addOwnershipOffer(userId: string, offeredBy: string): Promise<void> {
    await this.db.query(
      'insert into organization_ownership_offers (organization_id, user_id, offered_by) values ($1, $2, $3) on conflict do nothing',
      [this.organizationId, userId, offeredBy],
    );
  }

  async hasOwnershipOffer(userId: string): Promise<boolean> {
    const { rowCount } = await this.db.query('select 1 from organization_ownership_offers where organization_id = $1 and user_id = $2', [
      this.organizationId,
      userId,
    ]);
    return (rowCount ?? 0) > 0;
  }

  async removeOwnershipOffer(userId: string): Promise<void> {
    await this.db.query('delete from organization_ownership_offers where organization_id = $1 and user_id = $2', [
      this.organizationId,
      userId,
    ]);
  }
}
