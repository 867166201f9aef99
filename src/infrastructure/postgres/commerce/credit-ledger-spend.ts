import type { SpendOutcome } from '../../../application/platform/commerce/commerce-repository.port';
import { type CreditType, balanceOf, spendEntry } from '../../../domain/commerce/credits';
import type { Queryable } from '../accounts/queryable';

export interface LedgerSpend {
  readonly organizationId: string;
  readonly site: string;
  readonly type: CreditType;
  readonly amount: number;
  readonly key: string;
  readonly jobId: string | null;
  /** When the spend happened (the caller's clock); the server's time when left out. */
  readonly at?: Date;
}

/**
 * The credit ledger's spend on the caller's client, inside the caller's transaction: whatever the
 * caller writes with it (a contact request, a posting) commits or rolls back together with the spend,
 * so a failure after the spend never loses a credit and nothing is had without one. It takes the
 * organization's lock, which every spend of the organization takes, so two spends never both take the
 * last credit. The same key again answers the first spend (`replayed`).
 */
export async function spendFromLedger(db: Queryable, s: LedgerSpend): Promise<SpendOutcome> {
  await db.query('select 1 from organizations where id = $1 for no key update', [s.organizationId]);
  const { rows: done } = await db.query<{ id: string }>(
    'select id::text from commerce_credit_ledger where organization_id = $1 and site = $2 and type = $3 and spend_key = $4',
    [s.organizationId, s.site, s.type, s.key],
  );
  const { rows: sum } = await db.query<{ amount: string }>(
    'select coalesce(sum(delta), 0)::text as amount from commerce_credit_ledger where organization_id = $1 and site = $2 and type = $3',
    [s.organizationId, s.site, s.type],
  );
  const balance = Number(sum[0]!.amount);
  if (done[0]) return { ok: true, entryId: done[0].id, balance, replayed: true };
  const entry = spendEntry(balance, s.amount);
  if (!entry.ok) return { ok: false, code: 'INSUFFICIENT_CREDITS' };
  const { rows } = await db.query<{ id: string }>(
    `insert into commerce_credit_ledger (organization_id, site, type, delta, spend_key, job_id, created_at)
     values ($1, $2, $3, $4, $5, $6, coalesce($7, now()))
     returning id::text`,
    [s.organizationId, s.site, s.type, entry.value.delta, s.key, s.jobId, s.at ?? null],
  );
  return { ok: true, entryId: rows[0]!.id, balance: balanceOf([{ delta: balance }, entry.value]), replayed: false };
}
