import { type CreditType, isSpendKey } from '../../../domain/commerce/credits';
import type { CommerceRepository, SpendOutcome } from './commerce-repository.port';

/**
 * Spends credits of an organization on a site — called by the platform's own use cases (publishing on
 * a paid site), never straight from a request. Idempotent by key: the same key is the same spend.
 */
export class SpendCredits {
  constructor(private readonly repo: CommerceRepository) {}

  async execute(input: {
    readonly organizationId: string;
    readonly site: string;
    readonly type: CreditType;
    readonly amount: number;
    readonly key: string;
    readonly jobId: string | null;
  }): Promise<SpendOutcome | { ok: false; code: 'INVALID_AMOUNT' | 'INVALID_KEY' }> {
    if (!Number.isSafeInteger(input.amount) || input.amount < 1 || input.amount > 1000) return { ok: false, code: 'INVALID_AMOUNT' };
    if (!isSpendKey(input.key)) return { ok: false, code: 'INVALID_KEY' };
    return this.repo.spend(input);
  }
}
