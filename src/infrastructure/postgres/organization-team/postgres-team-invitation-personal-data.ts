import type { PersonalDataSource } from '../../../application/platform/privacy/personal-data-source.port';
import { isEntityId } from '../../../domain/shared/entity-id';
import type { Queryable } from '../accounts/queryable';

/**
 * Team invitations that name the account's address (received) or that the account sent: who was invited
 * where, as what and when; never the token's hash. Received invitations carry only an address, so the
 * cascade from `users` does not reach them: they go with the account here. Sent ones stay with their
 * organization (their sender becomes unknown by the foreign key).
 */
export class PostgresTeamInvitationPersonalData implements PersonalDataSource {
  readonly section = 'teamInvitations';
  constructor(private readonly db: Queryable) {}

  async collect(userId: string): Promise<unknown> {
    if (!isEntityId(userId)) return { received: [], sent: [] };
    const columns = `o.name as organization, i.email, i.role, i.created_at as "invitedAt", i.expires_at as "expiresAt", i.accepted_at as "acceptedAt"`;
    const [received, sent] = await Promise.all([
      this.db.query(
        `select ${columns} from organization_invitations i join organizations o on o.id = i.organization_id
          where i.email = (select lower(email) from users where id = $1) or i.accepted_by = $1 order by i.created_at, i.id`,
        [userId],
      ),
      this.db.query(
        `select ${columns} from organization_invitations i join organizations o on o.id = i.organization_id
          where i.invited_by = $1 order by i.created_at, i.id`,
        [userId],
      ),
    ]);
    return { received: received.rows, sent: sent.rows };
  }

  async fileKeys(): Promise<readonly string[]> {
    return [];
  }

  async eraseUnlinked(userId: string): Promise<void> {
    if (!isEntityId(userId)) return;
    await this.db.query('delete from organization_invitations where email = (select lower(email) from users where id = $1)', [userId]);
  }
}
