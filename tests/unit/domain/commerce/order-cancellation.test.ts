import { describe, expect, it } from 'vitest';
import { cancelReason, checkCancelOrder } from '../../../../src/domain/commerce/order-cancellation';

describe('order cancellation rules', () => {
  it('cancels invoiced orders that are open or paid, never one cancelled or never invoiced', () => {
    expect(checkCancelOrder({ status: 'paid', invoiced: true })).toBeNull();
    expect(checkCancelOrder({ status: 'open', invoiced: true })).toBeNull();
    expect(checkCancelOrder({ status: 'cancelled', invoiced: true })).toBe('ORDER_CANCELLED');
    expect(checkCancelOrder({ status: 'awaiting_payment', invoiced: false })).toBe('NOT_INVOICED');
    expect(checkCancelOrder({ status: 'cancelled', invoiced: false })).toBe('ORDER_CANCELLED');
  });

  it('wants a reason, trimmed, of at most 500 characters', () => {
    expect(cancelReason('  Duplicate order ')).toEqual({ ok: true, reason: 'Duplicate order' });
    expect(cancelReason(' \n ')).toEqual({ ok: false, code: 'REASON_REQUIRED' });
    expect(cancelReason('x'.repeat(500))).toMatchObject({ ok: true });
    expect(cancelReason('x'.repeat(501))).toEqual({ ok: false, code: 'REASON_TOO_LONG' });
  });
});
