import { expect, it } from 'vitest';
import { ANNA_SIGNED_IN, GUEST, type GatewayContract } from './board-gateways';

/**
 * Bookmarks and job alerts. Both runs of the contract share one platform, so each test leaves the
 * signed-in user's bookmarks and alerts as it found them.
 */
export const alertsContract: GatewayContract = (gateways) => {
  it('bookmarks: guests have none and may not add; a signed-in user adds, lists, asks and removes', async () => {
    const { bookmarks } = gateways();
    expect(await bookmarks.list({ first: 0, last: 10 }, GUEST)).toBeNull();
    expect(await bookmarks.bookmarkedAmong(['101'], GUEST)).toEqual([]);
    expect(await bookmarks.set('101', true, GUEST)).toEqual({ bookmarked: false, errors: ['UNAUTHENTICATED'] });

    expect(await bookmarks.set('101', true, ANNA_SIGNED_IN)).toEqual({ bookmarked: true, errors: [] });
    expect(await bookmarks.set('201', true, ANNA_SIGNED_IN)).toEqual({ bookmarked: false, errors: ['NOT_FOUND'] }); // a draft
    const list = await bookmarks.list({ first: 0, last: 10 }, ANNA_SIGNED_IN);
    expect(list?.total).toBe(1);
    expect(list?.items[0]).toMatchObject({ available: true, job: { id: '101', title: 'Entwickler 101', slug: 'job-101' } });
    expect(await bookmarks.bookmarkedAmong(['101', '102'], ANNA_SIGNED_IN)).toEqual(['101']);
    expect(await bookmarks.set('101', false, ANNA_SIGNED_IN)).toEqual({ bookmarked: false, errors: [] });
    expect(await bookmarks.bookmarkedAmong(['101', '102'], ANNA_SIGNED_IN)).toEqual([]);
  });

  it('job alerts: a user’s alert is active, listed, found, changed and deleted; failures come back as codes', async () => {
    const { jobAlerts } = gateways();
    expect(await jobAlerts.mine(GUEST)).toBeNull();
    const origin = 'http://localhost:3000';
    expect(await jobAlerts.create({ query: 'search=Entwickler&page=3', frequency: 'daily', email: null, origin }, ANNA_SIGNED_IN)).toEqual({
      status: 'ACTIVE',
      errors: [],
    });
    const [alert] = (await jobAlerts.mine(ANNA_SIGNED_IN))!;
    expect(alert).toEqual({
      id: expect.any(String),
      query: 'search=Entwickler',
      frequency: 'daily',
      createdAt: expect.any(String),
      lastSentAt: null,
    });
    expect(await jobAlerts.forSearch('search=Entwickler&sort=date', ANNA_SIGNED_IN)).toMatchObject({ id: alert!.id });
    expect(await jobAlerts.forSearch('search=Entwickler', GUEST)).toBeNull();
    expect(await jobAlerts.update(alert!.id, 'weekly', ANNA_SIGNED_IN)).toEqual({ errors: [] });
    expect(await jobAlerts.update(alert!.id, 'weekly', GUEST)).toEqual({ errors: ['UNAUTHENTICATED'] });
    expect(await jobAlerts.update('9999', 'weekly', ANNA_SIGNED_IN)).toEqual({ errors: ['NOT_FOUND'] });
    expect((await jobAlerts.mine(ANNA_SIGNED_IN))![0]!.frequency).toBe('weekly');
    expect(await jobAlerts.delete(alert!.id, ANNA_SIGNED_IN)).toEqual({ errors: [] });
    expect(await jobAlerts.mine(ANNA_SIGNED_IN)).toEqual([]);
  });

  it('job alerts: a guest is sent a confirmation; bad addresses and tokens are refused as values', async () => {
    const { jobAlerts } = gateways();
    const origin = 'http://localhost:3000';
    expect(await jobAlerts.create({ query: '', frequency: 'weekly', email: 'gast@example.test', origin }, GUEST)).toEqual({
      status: 'CONFIRMATION_SENT',
      errors: [],
    });
    expect(await jobAlerts.create({ query: '', frequency: 'weekly', email: 'kein-at', origin: '' }, GUEST)).toEqual({
      status: null,
      errors: ['INVALID_EMAIL'],
    });
    expect(await jobAlerts.confirm('1.forgedforgedforgedforged', GUEST)).toEqual({ errors: ['INVALID_TOKEN'] });
    expect(await jobAlerts.unsubscribe('nonsense', GUEST)).toEqual({ errors: ['INVALID_TOKEN'] });
  });
};
