import { describe, expect, it } from 'vitest';
import { FRESH_SIGN_IN_WINDOW_MS, isFreshSignIn, organizationBlocks } from '../../../../src/domain/privacy/account-deletion';
import { buildPersonalDataExport, exportFileName } from '../../../../src/domain/privacy/personal-data-export';

const NOW = new Date('2026-05-04T12:00:00Z');

describe('isFreshSignIn', () => {
  it('counts a session created within the last 10 minutes, not older ones and not missing ones', () => {
    expect(isFreshSignIn(new Date(NOW.getTime() - FRESH_SIGN_IN_WINDOW_MS), NOW)).toBe(true);
    expect(isFreshSignIn(new Date(NOW.getTime() - 60_000), NOW)).toBe(true);
    expect(isFreshSignIn(new Date(NOW.getTime() - FRESH_SIGN_IN_WINDOW_MS - 1), NOW)).toBe(false);
    expect(isFreshSignIn(null, NOW)).toBe(false);
    // A creation time far in the future is a clock problem, not a fresh sign-in.
    expect(isFreshSignIn(new Date(NOW.getTime() + 60_000), NOW)).toBe(false);
  });
});

describe('organizationBlocks', () => {
  const org = (otherMembers: number, publishedJobs: number) => ({ id: '1', name: 'Muster GmbH', otherMembers, publishedJobs });
  it('lets an organization go only without other members and published jobs', () => {
    expect(organizationBlocks([org(0, 0)])).toEqual([]);
    expect(organizationBlocks([org(1, 0)])).toEqual([{ organization: org(1, 0), reason: 'HAS_MEMBERS' }]);
    expect(organizationBlocks([org(0, 2)])).toEqual([{ organization: org(0, 2), reason: 'HAS_PUBLISHED_JOBS' }]);
    expect(organizationBlocks([org(0, 0), org(3, 3)])).toHaveLength(1);
  });
});

describe('buildPersonalDataExport', () => {
  it('keeps the sections in order under their names, with format, time, site and user', () => {
    const doc = buildPersonalDataExport({
      userId: '5',
      site: 'default',
      now: NOW,
      sections: [
        { name: 'account', data: { email: 'a@x.de' } },
        { name: 'sessions', data: [] },
      ],
    });
    expect(doc).toEqual({
      format: 'jobboard.personal-data/1',
      generatedAt: '2026-05-04T12:00:00.000Z',
      site: 'default',
      userId: '5',
      sections: { account: { email: 'a@x.de' }, sessions: [] },
    });
    expect(Object.keys(doc.sections)).toEqual(['account', 'sessions']);
  });

  it('refuses a section given twice or a malformed name (a contributor bug)', () => {
    expect(() =>
      buildPersonalDataExport({
        userId: '5',
        site: 'd',
        now: NOW,
        sections: [
          { name: 'a', data: 1 },
          { name: 'a', data: 2 },
        ],
      }),
    ).toThrow(/twice/);
    expect(() => buildPersonalDataExport({ userId: '5', site: 'd', now: NOW, sections: [{ name: '__proto__', data: 1 }] })).toThrow(
      /invalid/,
    );
  });

  it('names the file after the site and the day', () => {
    expect(exportFileName('suedwest', NOW)).toBe('personal-data-suedwest-2026-05-04.json');
  });
});
