import { describe, expect, it } from 'vitest';
import { checkMarkPaid, staffOrderFilter } from '../../../../src/domain/commerce/staff-orders';

describe('staff order list filter', () => {
  it('keeps a known state, a trimmed name and a whole page', () => {
    expect(staffOrderFilter({ status: 'open', organization: '  Muster GmbH ', page: 3 })).toEqual({
      status: 'open',
      organization: 'Muster GmbH',
      page: 3,
    });
  });

  it('falls back to every state, no name and page 1 for what it does not understand', () => {
    expect(staffOrderFilter({ status: 'refunded', organization: '   ', page: 0 })).toEqual({ status: null, organization: null, page: 1 });
    expect(staffOrderFilter({ page: 1.5 })).toEqual({ status: null, organization: null, page: 1 });
    expect(staffOrderFilter({ organization: 'x'.repeat(500) }).organization).toHaveLength(200);
  });
});

describe('marking an order paid', () => {
  it('is allowed only for an open order paid by invoice', () => {
    expect(checkMarkPaid({ status: 'open', paymentMethod: 'invoice' })).toBeNull();
  });

  it('names why any other order cannot be marked paid', () => {
    expect(checkMarkPaid({ status: 'paid', paymentMethod: 'invoice' })).toBe('ALREADY_PAID');
    expect(checkMarkPaid({ status: 'cancelled', paymentMethod: 'invoice' })).toBe('ORDER_CANCELLED');
    expect(checkMarkPaid({ status: 'paid', paymentMethod: 'stripe' })).toBe('NOT_AN_INVOICE_ORDER');
    expect(checkMarkPaid({ status: 'awaiting_payment', paymentMethod: 'stripe' })).toBe('NOT_AN_INVOICE_ORDER');
  });
});
