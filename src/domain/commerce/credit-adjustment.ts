import { CREDIT_TYPES, type CreditType } from './credits';

/** An adjustment larger than this is a typing slip, not a goodwill credit or a correction. */
export const MAX_ADJUSTMENT = 10_000;
export const ADJUSTMENT_REASON_MAX = 500;

export type AdjustmentProblem = 'INVALID_TYPE' | 'INVALID_AMOUNT' | 'REASON_REQUIRED' | 'REASON_TOO_LONG' | 'BALANCE_BELOW_ZERO';

/**
 * Staff correct an organization's credits by appending one ledger entry (the ledger is never changed):
 * a whole, non-zero amount within ±MAX_ADJUSTMENT, with a reason somebody reading the ledger later
 * understands, and never taking the balance below zero (credits already spent cannot be taken back).
 */
export function checkAdjustment(
  input: { readonly type: string; readonly delta: number; readonly reason: string },
  balance: number,
): { ok: true; type: CreditType; delta: number; reason: string } | { ok: false; code: AdjustmentProblem } {
  const type = CREDIT_TYPES.find((t) => t === input.type);
  if (!type) return { ok: false, code: 'INVALID_TYPE' };
  if (!Number.isSafeInteger(input.delta) || input.delta === 0 || Math.abs(input.delta) > MAX_ADJUSTMENT)
    return { ok: false, code: 'INVALID_AMOUNT' };
  const reason = input.reason.trim();
  if (reason === '') return { ok: false, code: 'REASON_REQUIRED' };
  if (reason.length > ADJUSTMENT_REASON_MAX) return { ok: false, code: 'REASON_TOO_LONG' };
  if (balance + input.delta < 0) return { ok: false, code: 'BALANCE_BELOW_ZERO' };
  return { ok: true, type, delta: input.delta, reason };
}
