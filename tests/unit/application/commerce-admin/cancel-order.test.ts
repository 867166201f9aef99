import { describe, expect, it } from 'vitest';
import type {
  AuditOf,
  CancelDecision,
  CancellableOrder,
  CommerceAdminRepository,
} from '../../../../src/application/platform/commerce-admin/commerce-admin-repository.port';
import { CancelOrder } from '../../../../src/application/platform/commerce-admin/cancel-order.use-case';
import type { OrderMailComposer } from '../../../../src/application/platform/commerce/order-mail-composer.port';
import type { SiteDirectory } from '../../../../src/application/platform/site/site-directory.port';
import type { StaffActionEntry } from '../../../../src/application/platform/staff/staff-action-log.port';
import type { Actor } from '../../../../src/domain/identity/actor';
import type { RoleId } from '../../../../src/domain/identity/roles';
import { ctx } from '../../../support/request-context';

const NOW = new Date('2026-11-28T03:00:00Z');
const staff = (id: RoleId, site: string | null = null): Actor => ({ kind: 'user', userId: '9', roles: [{ id, targetId: site }] });

/** One order in memory, with the writes a cancellation made; a refused decision writes nothing. */
class OneOrder {
  writes: Array<{ creditNote: string; takeBack: CancelDecision<string>; log: StaffActionEntry }> = [];
  constructor(public order: CancellableOrder) {}

  readonly repo = {
    cancelOrder: async <C extends string>(
      input: { orderId: string; now: Date; reason: string; by: string },
      decide: (order: CancellableOrder) => CancelDecision<C>,
      audit: (site: string) => AuditOf,
    ) => {
      if (input.orderId !== '7') return { ok: false as const, code: 'NOT_FOUND' as const };
      const decision = decide(this.order);
      if (!decision.ok) return { ok: false as const, code: decision.code };
      const number = `${this.order.site.toUpperCase()}-ST-000001`;
      this.writes.push({
        creditNote: number,
        takeBack: decision,
        log: audit(this.order.site)({ status: this.order.status }, { status: 'cancelled' }),
      });
      this.order = { ...this.order, status: 'cancelled' };
      return { ok: true as const, creditNote: { id: '1', number } };
    },
  } as unknown as CommerceAdminRepository;
}

const paidOrder = (over: Partial<CancellableOrder> = {}): CancellableOrder => ({
  site: 'suedwest',
  status: 'paid',
  organizationId: '3',
  invoice: {
    number: 'SUEDWEST-000004',
    issuedAt: new Date('2026-11-01T00:00:00Z'),
    totals: { netCents: 10_000, vatCents: 1_900, grossCents: 11_900, vatRatePercent: 19 },
  },
  granted: { job_posting: 5 },
  balances: { job_posting: 5, resume_contact: 2 },
  ...over,
});

/** The buyer's mail is composed inside the repository's transaction; the integration test reads it from the outbox. */
const mails: OrderMailComposer = {
  confirmation: () => {
    throw new Error('not a confirmation');
  },
  cancellation: (order) => ({ to: order.billing.email, subject: 'cancelled', text: '', html: '' }),
};
const sites: SiteDirectory = { get: () => undefined, all: () => [] };

const run = (world: OneOrder, actor: Actor, input: { orderId?: string; reason?: string } = {}) =>
  new CancelOrder(world.repo, { now: () => NOW }, mails, sites).execute(
    { orderId: input.orderId ?? '7', reason: input.reason ?? 'Customer withdrew within the trial period' },
    ctx({ site: 'suedwest', actor }),
  );

describe('CancelOrder', () => {
  it('books the credit note with the invoice amounts negated and takes back every credit the order granted', async () => {
    const world = new OneOrder(paidOrder());
    const result = await run(world, staff('administrator'));
    expect(result).toEqual({ ok: true, value: { creditNoteId: '1', creditNoteNumber: 'SUEDWEST-ST-000001' } });
    expect(world.writes[0]!.takeBack).toEqual({
      ok: true,
      totals: { netCents: -10_000, vatCents: -1_900, grossCents: -11_900, vatRatePercent: 19 },
      takeBack: [{ type: 'job_posting', delta: -5 }],
    });
    expect(world.writes[0]!.log).toMatchObject({
      siteKey: 'suedwest',
      action: 'order.cancel',
      targetType: 'order',
      targetId: '7',
      actorId: '9',
    });
  });

  it('cancels an open invoice order too, and refuses the second cancellation', async () => {
    const world = new OneOrder(paidOrder({ status: 'open' }));
    expect((await run(world, staff('site_admin', 'suedwest'))).ok).toBe(true);
    expect(await run(world, staff('site_admin', 'suedwest'))).toEqual({ ok: false, code: 'ORDER_CANCELLED' });
    expect(world.writes).toHaveLength(1);
  });

  it('refuses when the organization has spent some of the credits, writing nothing', async () => {
    const world = new OneOrder(paidOrder({ granted: { job_posting: 5 }, balances: { job_posting: 4 } }));
    expect(await run(world, staff('administrator'))).toEqual({ ok: false, code: 'CREDITS_ALREADY_SPENT' });
    expect(world.writes).toEqual([]);
  });

  it('refuses an order never invoiced (a card order still awaiting its payment)', async () => {
    const world = new OneOrder(paidOrder({ status: 'awaiting_payment', invoice: null, granted: {} }));
    expect(await run(world, staff('administrator'))).toEqual({ ok: false, code: 'NOT_INVOICED' });
  });

  it('answers NOT_FOUND for an order of a site the site admin does not run, and refuses job editors and recruiters outright', async () => {
    const world = new OneOrder(paidOrder());
    expect(await run(world, staff('site_admin', 'mainfranken'))).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await run(world, staff('job_editor'))).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await run(world, staff('recruiter'))).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await run(world, { kind: 'anonymous' })).toEqual({ ok: false, code: 'UNAUTHENTICATED' });
    expect(world.writes).toEqual([]);
  });

  it('wants a reason of at most 500 characters before any order is touched', async () => {
    const world = new OneOrder(paidOrder());
    expect(await run(world, staff('administrator'), { reason: '   ' })).toEqual({ ok: false, code: 'REASON_REQUIRED' });
    expect(await run(world, staff('administrator'), { reason: 'x'.repeat(501) })).toEqual({ ok: false, code: 'REASON_TOO_LONG' });
    expect(await run(world, staff('administrator'), { orderId: 'abc' })).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(world.writes).toEqual([]);
  });
});
