import { describe, expect, it } from 'vitest';
import type { AuditOf, CommerceAdminRepository } from '../../../../src/application/platform/commerce-admin/commerce-admin-repository.port';
import { EndSubscription } from '../../../../src/application/platform/commerce-admin/end-subscription.use-case';
import type { StaffActionEntry } from '../../../../src/application/platform/staff/staff-action-log.port';
import type { Actor } from '../../../../src/domain/identity/actor';
import type { RoleId } from '../../../../src/domain/identity/roles';
import { ctx } from '../../../support/request-context';

const NOW = new Date('2026-11-28T03:00:00Z');
const DAY = 86_400_000;
const staff = (id: RoleId, site: string | null = null): Actor => ({ kind: 'user', userId: '9', roles: [{ id, targetId: site }] });

/** One subscription in memory; a refused decision changes nothing. */
class OneSubscription {
  log: StaffActionEntry[] = [];
  constructor(public s: { site: string; startsAt: Date; endsAt: Date }) {}
  readonly repo = {
    endSubscription: async <C extends string>(
      input: { subscriptionId: string; now: Date; reason: string },
      decide: (s: { site: string; startsAt: Date; endsAt: Date }) => C | null,
      audit: (site: string) => AuditOf,
    ) => {
      if (input.subscriptionId !== '5') return { ok: false as const, code: 'NOT_FOUND' as const };
      const refused = decide(this.s);
      if (refused !== null) return { ok: false as const, code: refused };
      this.s = { ...this.s, startsAt: new Date(Math.min(this.s.startsAt.getTime(), input.now.getTime())), endsAt: input.now };
      this.log.push(audit(this.s.site)(null, { reason: input.reason }));
      return { ok: true as const };
    },
  } as unknown as CommerceAdminRepository;
}

const run = (world: OneSubscription, actor: Actor, reason = 'Vertrag einvernehmlich beendet') =>
  new EndSubscription(world.repo, { now: () => NOW }).execute({ subscriptionId: '5', reason }, ctx({ site: 'suedwest', actor }));

describe('EndSubscription', () => {
  it('ends an active subscription now and logs it on its site; a second time it has ended already', async () => {
    const world = new OneSubscription({
      site: 'suedwest',
      startsAt: new Date(NOW.getTime() - 10 * DAY),
      endsAt: new Date(NOW.getTime() + 20 * DAY),
    });
    expect(await run(world, staff('site_admin', 'suedwest'))).toEqual({ ok: true, value: true });
    expect(world.s.endsAt).toEqual(NOW);
    expect(world.log).toEqual([
      expect.objectContaining({ siteKey: 'suedwest', action: 'subscription.end_early', targetType: 'subscription', targetId: '5' }),
    ]);
    expect(await run(world, staff('administrator'))).toEqual({ ok: false, code: 'ALREADY_ENDED' });
    expect(world.log).toHaveLength(1);
  });

  it('ends one not yet begun as well', async () => {
    const world = new OneSubscription({
      site: 'suedwest',
      startsAt: new Date(NOW.getTime() + DAY),
      endsAt: new Date(NOW.getTime() + 30 * DAY),
    });
    expect((await run(world, staff('administrator'))).ok).toBe(true);
    expect(world.s).toMatchObject({ startsAt: NOW, endsAt: NOW });
  });

  it('refuses job editors, another site’s admin, guests and a missing reason, changing nothing', async () => {
    const endsAt = new Date(NOW.getTime() + 20 * DAY);
    const world = new OneSubscription({ site: 'suedwest', startsAt: new Date(NOW.getTime() - DAY), endsAt });
    expect(await run(world, staff('job_editor'))).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await run(world, staff('site_admin', 'karriere'))).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await run(world, { kind: 'anonymous' })).toEqual({ ok: false, code: 'UNAUTHENTICATED' });
    expect(await run(world, staff('administrator'), ' ')).toEqual({ ok: false, code: 'REASON_REQUIRED' });
    expect(world.s.endsAt).toEqual(endsAt);
    expect(world.log).toEqual([]);
  });
});
