import { err, ok, type Result } from '../shared/result';

/**
 * Credits are an append-only ledger per organization, site and type: a purchase appends a grant, a use
 * appends a negative entry, nothing is ever changed or removed. The balance is the sum and never goes
 * below zero; every spend carries a key, so a retried spend is the same spend.
 */
export const CREDIT_TYPES = ['job_posting', 'resume_contact'] as const;
export type CreditType = (typeof CREDIT_TYPES)[number];

export interface LedgerEntry {
  readonly delta: number;
}

export const balanceOf = (entries: readonly LedgerEntry[]): number => entries.reduce((sum, e) => sum + e.delta, 0);

export type SpendProblem = 'INVALID_AMOUNT' | 'INSUFFICIENT_CREDITS';

/** The entry a spend appends, if the balance allows it. */
export function spendEntry(balance: number, amount: number): Result<LedgerEntry, SpendProblem> {
  if (!Number.isSafeInteger(amount) || amount < 1) return err('INVALID_AMOUNT');
  if (balance < amount) return err('INSUFFICIENT_CREDITS');
  return ok({ delta: -amount });
}

/** A spend key: printable, short (it is stored and compared). */
export const isSpendKey = (key: string): boolean => /^[A-Za-z0-9:._-]{1,120}$/.test(key);
