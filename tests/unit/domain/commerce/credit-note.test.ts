import { describe, expect, it } from 'vitest';
import { creditNoteNumber, creditNoteTotals, creditsToTakeBack } from '../../../../src/domain/commerce/credit-note';
import { invoiceNumber } from '../../../../src/domain/commerce/invoice';
import { totalsOf } from '../../../../src/domain/commerce/vat';

describe('credit note (Stornorechnung) rules', () => {
  it('numbers credit notes in a series of their own per site, never one an invoice could have', () => {
    expect(creditNoteNumber('suedwest', 1)).toBe('SUEDWEST-ST-000001');
    expect(creditNoteNumber('suedwest', 1_234_567)).toBe('SUEDWEST-ST-1234567');
    expect(creditNoteNumber('suedwest', 42)).not.toBe(invoiceNumber('suedwest', 42));
    expect(() => creditNoteNumber('suedwest', 0)).toThrow(RangeError);
    expect(() => creditNoteNumber('suedwest', 1.5)).toThrow(RangeError);
  });

  it('negates every amount of the invoice at its VAT rate, so gross = net + VAT still holds', () => {
    const invoice = totalsOf([49_900, 1_999]);
    const note = creditNoteTotals(invoice);
    expect(note).toEqual({ netCents: -51_899, vatCents: -9_861, grossCents: -61_760, vatRatePercent: 19 });
    expect(note.netCents + note.vatCents).toBe(note.grossCents);
    expect(creditNoteTotals(totalsOf([0]))).toEqual({ netCents: 0, vatCents: 0, grossCents: 0, vatRatePercent: 19 });
  });

  it('takes back every credit the order granted when the balance still holds them', () => {
    expect(creditsToTakeBack({ job_posting: 3, resume_contact: 10 }, { job_posting: 5, resume_contact: 10 })).toEqual({
      ok: true,
      entries: [
        { type: 'job_posting', delta: -3 },
        { type: 'resume_contact', delta: -10 },
      ],
    });
    expect(creditsToTakeBack({}, {})).toEqual({ ok: true, entries: [] });
  });

  it('refuses the whole take-back when some were spent, naming the type and how many are missing', () => {
    expect(creditsToTakeBack({ job_posting: 3, resume_contact: 10 }, { job_posting: 3, resume_contact: 4 })).toEqual({
      ok: false,
      problem: { code: 'CREDITS_ALREADY_SPENT', type: 'resume_contact', missing: 6 },
    });
    expect(creditsToTakeBack({ job_posting: 1 }, {})).toEqual({
      ok: false,
      problem: { code: 'CREDITS_ALREADY_SPENT', type: 'job_posting', missing: 1 },
    });
  });
});
