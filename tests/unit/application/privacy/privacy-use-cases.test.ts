import { describe, expect, it } from 'vitest';
import type { FileStore } from '../../../../src/application/platform/files/file-store.port';
import type { AccountErasure } from '../../../../src/application/platform/privacy/account-erasure.port';
import { DeleteAccount } from '../../../../src/application/platform/privacy/delete-account.use-case';
import { ExportPersonalData } from '../../../../src/application/platform/privacy/export-personal-data.use-case';
import { GetDeletionRequirements } from '../../../../src/application/platform/privacy/get-deletion-requirements.use-case';
import type { PersonalDataSource } from '../../../../src/application/platform/privacy/personal-data-source.port';
import type { PrivacyUnitOfWork } from '../../../../src/application/platform/privacy/privacy-unit-of-work.port';
import type { SiteDirectory } from '../../../../src/application/platform/site/site-directory.port';
import { ListSocialProviders } from '../../../../src/application/platform/social/list-social-providers.use-case';
import type { Actor } from '../../../../src/domain/identity/actor';
import type { OwnedOrganization } from '../../../../src/domain/privacy/account-deletion';
import type { SiteConfig } from '../../../../src/domain/site/site-config';
import { fixedClock } from '../../../support/fixed-clock';
import { AccountWorld, fakeComposer, fakeHasher, fakeTokens, templateOf } from '../../../support/in-memory-accounts';
import { FakeProviders } from '../../../support/in-memory-social';
import { ctx, userActor } from '../../../support/request-context';

const NOW = '2026-05-04T12:00:00.000Z';
const site = {
  key: 'default',
  name: 'Jobs Regional',
  features: { socialSignIn: { google: true, linkedin: false } },
} as unknown as SiteConfig;
const sites: SiteDirectory = { get: (k) => (k === 'default' ? site : undefined), all: () => [site] };

function setup(
  options: { owned?: OwnedOrganization[]; sessionAgeMs?: number | null; linked?: Array<'google' | 'linkedin'>; failingFile?: string } = {},
) {
  const world = new AccountWorld();
  const tokens = fakeTokens();
  const deleted: string[] = [];
  const removed: string[] = [];
  const log: string[] = [];
  const source = (section: string, keys: string[]): PersonalDataSource => ({
    section,
    collect: async (userId) => ({ of: userId, section }),
    fileKeys: async () => keys,
  });
  const erasure: AccountErasure = {
    sessionCreatedAt: async (id) =>
      id === 'h(session-token)' && options.sessionAgeMs !== null ? new Date(Date.parse(NOW) - (options.sessionAgeMs ?? 60_000)) : null,
    linkedProviders: async () => options.linked ?? [],
    ownedOrganizations: async () => options.owned ?? [],
    lockUser: async (userId) => {
      log.push(`lock user ${userId}`);
      return world.users.has(userId);
    },
    deleteOrganizations: async (ids) => {
      log.push(`delete organizations ${ids.join(',')}`);
      return ids.length ? ['jobs/9/anzeige.pdf'] : [];
    },
    deleteUser: async (userId) => {
      log.push(`delete user ${userId}`);
      deleted.push(userId);
      return world.users.delete(userId);
    },
  };
  // A source that also keeps rows under the account's address (not reached by the cascade) erases them itself.
  const guestRows: PersonalDataSource = {
    ...source('resume', ['resumes/5/cv.pdf', 'resumes/5/photo.png']),
    eraseUnlinked: async (userId) => {
      log.push(`erase unlinked ${userId}`);
    },
  };
  const sources = [source('account', []), guestRows];
  const uow: PrivacyUnitOfWork = {
    run: async (work) => {
      log.push('begin');
      const result = await work({ erasure, sources, outbox: world.mailOutbox });
      log.push('commit');
      return result;
    },
  };
  const files: FileStore = {
    read: async () => null,
    write: async () => undefined,
    commitStaged: async () => undefined,
    delete: async (key) => {
      log.push(`remove ${key}`);
      if (key === options.failingFile) throw new Error('disk gone');
      removed.push(key);
    },
  };
  const clock = fixedClock(NOW);
  return {
    world,
    deleted,
    removed,
    log,
    exportData: new ExportPersonalData(sources, clock),
    remove: new DeleteAccount(world.accounts, erasure, uow, fakeHasher, tokens, files, fakeComposer, sites, clock),
    requirements: new GetDeletionRequirements(world.accounts, erasure, tokens, new ListSocialProviders(new FakeProviders(), sites), clock),
  };
}

const as = (actor: Actor) => ctx({ actor });

describe('ExportPersonalData', () => {
  it('collects every source for the signed-in user', async () => {
    const { exportData } = setup();
    const result = await exportData.execute(undefined, as(userActor('5', 'applicant')));
    expect(result).toEqual({
      ok: true,
      value: {
        fileName: 'personal-data-default-2026-05-04.json',
        document: {
          format: 'jobboard.personal-data/1',
          generatedAt: NOW,
          site: 'default',
          userId: '5',
          sections: { account: { of: '5', section: 'account' }, resume: { of: '5', section: 'resume' } },
        },
      },
    });
  });

  it('is refused to guests and to administrators acting as someone', async () => {
    const { exportData } = setup();
    expect(await exportData.execute(undefined, as({ kind: 'anonymous' }))).toEqual({ ok: false, code: 'UNAUTHENTICATED' });
    expect(await exportData.execute(undefined, as({ kind: 'user', userId: '5', roles: [], masqueradedBy: '1' }))).toEqual({
      ok: false,
      code: 'FORBIDDEN',
    });
  });
});

describe('DeleteAccount', () => {
  it('checks the password, deletes in one transaction with the mail, and removes the files only after the commit', async () => {
    const { world, remove, log, removed } = setup({ owned: [{ id: '3', name: 'Solo GmbH', otherMembers: 0, publishedJobs: 0 }] });
    const id = world.addUser({ email: 'weg@example.test' });
    expect(await remove.execute({ password: 'wrong', sessionToken: 'session-token' }, as(userActor(id, 'applicant')))).toEqual({
      ok: false,
      code: 'WRONG_PASSWORD',
    });
    expect(log).toEqual([]);

    const result = await remove.execute({ password: 'secret-password', sessionToken: 'session-token' }, as(userActor(id, 'applicant')));
    expect(result).toEqual({ ok: true, value: { removedFiles: 3, failedFiles: [] } });
    expect(log).toEqual([
      'begin',
      `lock user ${id}`,
      'delete organizations 3',
      `erase unlinked ${id}`,
      `delete user ${id}`,
      'commit',
      'remove resumes/5/cv.pdf',
      'remove resumes/5/photo.png',
      'remove jobs/9/anzeige.pdf',
    ]);
    expect(removed).toHaveLength(3);
    expect(world.users.has(id)).toBe(false);
    expect(world.outbox.map((m) => [m.to, templateOf(m)])).toEqual([
      ['weg@example.test', { kind: 'account-deleted', siteName: 'Jobs Regional' }],
    ]);
  });

  it('refuses when an owned organization has other members or published jobs, naming it, and deletes nothing', async () => {
    const { world, remove, deleted, removed } = setup({ owned: [{ id: '3', name: 'Muster GmbH', otherMembers: 0, publishedJobs: 4 }] });
    const id = world.addUser({ email: 'chef@example.test' });
    expect(await remove.execute({ password: 'secret-password', sessionToken: null }, as(userActor(id, 'recruiter')))).toEqual({
      ok: false,
      code: 'OWNS_ORGANIZATION',
      message: 'Muster GmbH',
    });
    expect(deleted).toEqual([]);
    expect(removed).toEqual([]);
    expect(world.outbox).toEqual([]);
  });

  it('an account without a password needs a sign-in from the last 10 minutes', async () => {
    for (const [age, expected] of [
      [5 * 60_000, true],
      [11 * 60_000, false],
      [null, false],
    ] as const) {
      const { world, remove } = setup({ sessionAgeMs: age });
      const id = world.addUser({ email: 'sozial@example.test', passwordHash: null });
      const result = await remove.execute({ password: null, sessionToken: 'session-token' }, as(userActor(id, 'applicant')));
      expect(result.ok).toBe(expected);
      if (!expected) expect(result).toEqual({ ok: false, code: 'REAUTH_REQUIRED' });
    }
  });

  it('is refused to guests and to a masquerade', async () => {
    const { world, remove, deleted } = setup();
    const id = world.addUser({ email: 'x@example.test' });
    expect(await remove.execute({ password: 'secret-password', sessionToken: null }, as({ kind: 'anonymous' }))).toEqual({
      ok: false,
      code: 'UNAUTHENTICATED',
    });
    expect(
      await remove.execute(
        { password: 'secret-password', sessionToken: null },
        as({ kind: 'user', userId: id, roles: [], masqueradedBy: '1' }),
      ),
    ).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(deleted).toEqual([]);
  });

  it('reports files the store could not remove, after a committed deletion', async () => {
    const { world, remove } = setup({ failingFile: 'resumes/5/cv.pdf' });
    const id = world.addUser({ email: 'y@example.test' });
    expect(await remove.execute({ password: 'secret-password', sessionToken: null }, as(userActor(id)))).toEqual({
      ok: true,
      value: { removedFiles: 1, failedFiles: ['resumes/5/cv.pdf'] },
    });
    expect(world.users.has(id)).toBe(false);
  });
});

describe('GetDeletionRequirements', () => {
  it('asks for the password when there is one', async () => {
    const { world, requirements } = setup();
    const id = world.addUser({ email: 'p@example.test' });
    expect(await requirements.execute({ sessionToken: 'session-token' }, as(userActor(id)))).toEqual({
      ok: true,
      value: { method: 'password' },
    });
  });

  it('asks a social-only account for a fresh sign-in with a linked provider the site offers', async () => {
    const stale = setup({ sessionAgeMs: 30 * 60_000, linked: ['google', 'linkedin'] });
    const id = stale.world.addUser({ email: 's@example.test', passwordHash: null });
    expect(await stale.requirements.execute({ sessionToken: 'session-token' }, as(userActor(id)))).toEqual({
      ok: true,
      value: { method: 'fresh-sign-in', freshUntil: null, providers: ['google'] },
    });
    const fresh = setup({ sessionAgeMs: 2 * 60_000, linked: ['google'] });
    const other = fresh.world.addUser({ email: 's@example.test', passwordHash: null });
    expect(await fresh.requirements.execute({ sessionToken: 'session-token' }, as(userActor(other)))).toEqual({
      ok: true,
      value: { method: 'fresh-sign-in', freshUntil: '2026-05-04T12:08:00.000Z', providers: ['google'] },
    });
  });
});
