import { isFreshSignIn, organizationBlocks } from '../../../domain/privacy/account-deletion';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { FileStore } from '../files/file-store.port';
import { removeAfterCommit } from '../files/remove-after-commit';
import type { AccountStore } from '../identity/account-store.port';
import type { PasswordHasher } from '../identity/password-hasher.port';
import type { SecretTokens } from '../identity/secret-tokens.port';
import type { MailComposer } from '../mail/mail-composer.port';
import type { SiteDirectory } from '../site/site-directory.port';
import type { AccountErasure } from './account-erasure.port';
import type { PrivacyUnitOfWork } from './privacy-unit-of-work.port';

export interface DeleteAccountInput {
  /** The current password; ignored for accounts without one (social sign-in only). */
  readonly password: string | null;
  /** The browser's session token: for accounts without a password it must come from a fresh sign-in. */
  readonly sessionToken: string | null;
}

export type DeleteAccountError =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'WRONG_PASSWORD'
  /** Social-only account whose session is older than the fresh sign-in window. */
  | 'REAUTH_REQUIRED'
  /** The user owns an organization with other members or published jobs; `message` names them. */
  | 'OWNS_ORGANIZATION';

export interface DeletedAccount {
  readonly removedFiles: number;
  /** Files the store could not remove (left for the operator; the rows are gone). */
  readonly failedFiles: readonly string[];
}

/**
 * Deletes the signed-in user's account (GDPR art. 17) in one transaction: owned organizations that may
 * go (no other members, no published jobs) with their jobs, then the user, and by cascade their roles,
 * memberships, sessions, tokens, linked providers, consents and every feature's rows (and what the
 * sources keep under the account's verified address, which they erase themselves). The confirmation
 * mail is queued in the same transaction; files leave the FileStore only after the commit, so a rollback
 * never loses a file whose row still exists.
 */
export class DeleteAccount {
  constructor(
    private readonly accounts: AccountStore,
    private readonly reader: AccountErasure,
    private readonly uow: PrivacyUnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SecretTokens,
    private readonly files: FileStore,
    private readonly composer: MailComposer,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(input: DeleteAccountInput, ctx: RequestContext): Promise<Result<DeletedAccount, DeleteAccountError>> {
    const actor = ctx.actor;
    if (actor.kind !== 'user') return err('UNAUTHENTICATED');
    // An administrator acting as someone never deletes them: that is not the person's own request.
    if (actor.masqueradedBy) return err('FORBIDDEN');
    const account = await this.accounts.findById(actor.userId);
    if (!account) return err('UNAUTHENTICATED');
    if (account.passwordHash) {
      if (!input.password || !(await this.hasher.verify(account.passwordHash, input.password))) return err('WRONG_PASSWORD');
    } else {
      const createdAt = input.sessionToken ? await this.reader.sessionCreatedAt(this.tokens.hash(input.sessionToken)) : null;
      if (!isFreshSignIn(createdAt, this.clock.now())) return err('REAUTH_REQUIRED');
    }
    const site = this.sites.get(ctx.site);

    const outcome = await this.uow.run(async (tx): Promise<Result<string[], 'OWNS_ORGANIZATION' | 'UNAUTHENTICATED'>> => {
      const owned = await tx.erasure.ownedOrganizations(account.id);
      const blocks = organizationBlocks(owned);
      if (blocks.length > 0) return err('OWNS_ORGANIZATION', blocks.map((b) => b.organization.name).join(', '));
      // From here on nothing new can reference the account, so the files listed are all there are.
      if (!(await tx.erasure.lockUser(account.id))) return err('UNAUTHENTICATED');
      const keys = (await Promise.all(tx.sources.map((s) => s.fileKeys(account.id)))).flat();
      keys.push(...(await tx.erasure.deleteOrganizations(owned.map((o) => o.id))));
      // In binding order, one at a time: the same statements in the same order take the same locks.
      for (const source of tx.sources) await source.eraseUnlinked?.(account.id);
      if (!(await tx.erasure.deleteUser(account.id))) return err('UNAUTHENTICATED');
      if (site)
        await tx.outbox.enqueue(
          this.composer.compose(account.email, { kind: 'account-deleted', siteName: site.name }, ctx.locale),
          site.key,
        );
      return ok([...new Set(keys)]);
    });
    if (!outcome.ok) return outcome;

    const failedFiles = await removeAfterCommit(this.files, outcome.value);
    return ok({ removedFiles: outcome.value.length - failedFiles.length, failedFiles });
  }
}
