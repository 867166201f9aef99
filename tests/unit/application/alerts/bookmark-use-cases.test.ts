import { describe, expect, it } from 'vitest';
import { BookmarkStates } from '../../../../src/application/board/bookmarks/bookmark-states.use-case';
import type { BookmarkGateway } from '../../../../src/application/board/bookmarks/bookmark-gateway.port';
import { ShowBookmarks } from '../../../../src/application/board/bookmarks/show-bookmarks.use-case';
import { ToggleBookmark } from '../../../../src/application/board/bookmarks/toggle-bookmark.use-case';
import { BookmarkJob } from '../../../../src/application/platform/bookmarks/bookmark-job.use-case';
import { BookmarkedJobIds } from '../../../../src/application/platform/bookmarks/bookmarked-job-ids.use-case';
import { ListBookmarks } from '../../../../src/application/platform/bookmarks/list-bookmarks.use-case';
import { UnbookmarkJob } from '../../../../src/application/platform/bookmarks/unbookmark-job.use-case';
import { FileSiteDirectory } from '../../../../src/infrastructure/config/site-directory';
import { fixedClock } from '../../../support/fixed-clock';
import { InMemoryBookmarkRepository } from '../../../support/in-memory-bookmarks';
import { InMemoryJobRepository } from '../../../support/in-memory-job-repository';
import { aJob } from '../../../support/job-mother';
import { ctx, userActor } from '../../../support/request-context';

const NOW = '2026-11-20T12:00:00.000Z';
const clock = fixedClock(NOW);
const anna = ctx({ actor: userActor('7', 'applicant') });
const ben = ctx({ actor: userActor('8', 'applicant') });
const guest = ctx();

function world() {
  const jobs = new InMemoryJobRepository([
    aJob({ id: '1' }),
    aJob({ id: '2' }),
    aJob({ id: '3', state: 'draft' }),
    aJob({ id: '4', expiresAt: '2026-11-01T00:00:00.000Z' }),
    aJob({ id: '5', sites: ['suedwest'] }),
    aJob({ id: '6', slug: 'koch-6', sites: ['suedwest', 'mainfranken'], expiresAt: '2026-12-31T00:00:00.000Z' }),
  ]);
  const bookmarks = new InMemoryBookmarkRepository();
  return {
    bookmarks,
    bookmark: new BookmarkJob(bookmarks, jobs, clock),
    unbookmark: new UnbookmarkJob(bookmarks),
    list: new ListBookmarks(bookmarks, jobs, clock, new FileSiteDirectory()),
    states: new BookmarkedJobIds(bookmarks),
  };
}

describe('bookmarks (platform)', () => {
  it('adding and removing are idempotent and per user', async () => {
    const w = world();
    expect(await w.bookmark.execute({ jobId: '1' }, anna)).toEqual({ ok: true, value: { jobId: '1', bookmarked: true } });
    expect(await w.bookmark.execute({ jobId: '1' }, anna)).toEqual({ ok: true, value: { jobId: '1', bookmarked: true } });
    expect(w.bookmarks.rows).toHaveLength(1);
    expect(await w.states.execute({ jobIds: ['1', '2'] }, anna)).toEqual(['1']);
    expect(await w.states.execute({ jobIds: ['1', '2'] }, ben)).toEqual([]);
    expect(await w.unbookmark.execute({ jobId: '1' }, anna)).toEqual({ ok: true, value: { jobId: '1', bookmarked: false } });
    expect(await w.unbookmark.execute({ jobId: '1' }, anna)).toEqual({ ok: true, value: { jobId: '1', bookmarked: false } });
    expect(w.bookmarks.rows).toHaveLength(0);
  });

  it('guests have no bookmarks: refused, and asked about none', async () => {
    const w = world();
    expect(await w.bookmark.execute({ jobId: '1' }, guest)).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
    expect(await w.unbookmark.execute({ jobId: '1' }, guest)).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
    expect(await w.list.execute({ range: { first: 0, last: 10 } }, guest)).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
    expect(await w.states.execute({ jobIds: ['1'] }, guest)).toEqual([]);
  });

  it('only jobs visible on the site can be bookmarked', async () => {
    const w = world();
    for (const jobId of ['3', '4', '5', '999'])
      expect(await w.bookmark.execute({ jobId }, anna)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(w.bookmarks.rows).toHaveLength(0);
  });

  it('lists newest first; a job no longer offered stays on the list, marked unavailable', async () => {
    const w = world();
    await w.bookmarks.add('7', '1', new Date('2026-11-01T00:00:00Z'));
    await w.bookmarks.add('7', '4', new Date('2026-10-01T00:00:00Z')); // expired since
    await w.bookmarks.add('7', '2', new Date('2026-11-10T00:00:00Z'));
    const result = await w.list.execute({ range: { first: 0, last: 10 } }, anna);
    if (!result.ok) throw new Error(result.code);
    expect(result.value.total).toBe(3);
    expect(result.value.items.map((i) => [i.job.id, i.available])).toEqual([
      ['2', true],
      ['1', true],
      ['4', false],
    ]);
    expect(await w.list.execute({ range: { first: 0, last: 51 } }, anna)).toMatchObject({ ok: false, code: 'INVALID_REQUEST' });
  });

  it('a job bookmarked on a sister site and live there is available, with a link to its page there', async () => {
    const w = world();
    await w.bookmarks.add('7', '6', new Date('2026-11-02T00:00:00Z')); // live on suedwest and mainfranken, not here
    await w.bookmarks.add('7', '4', new Date('2026-11-01T00:00:00Z')); // expired everywhere
    const result = await w.list.execute({ range: { first: 0, last: 10 } }, ctx({ actor: userActor('7', 'applicant'), locale: 'en-GB' }));
    if (!result.ok) throw new Error(result.code);
    expect(result.value.items.map((i) => [i.job.id, i.available, i.liveOn])).toEqual([
      ['6', true, { key: 'suedwest', name: 'Jobs im Südwesten', url: 'https://www.jobs-suedwest.de/en/job/koch-6' }],
      ['4', false, null],
    ]);
    // On a site that shows it, the job is simply available here.
    const here = await w.list.execute({ range: { first: 0, last: 10 } }, ctx({ actor: userActor('7', 'applicant'), site: 'mainfranken' }));
    if (!here.ok) throw new Error(here.code);
    expect(here.value.items[0]).toMatchObject({ available: true, liveOn: null });
  });
});

describe('bookmarks (board)', () => {
  const gateway = (errors: string[] = []): BookmarkGateway & { calls: string[] } => {
    const calls: string[] = [];
    return {
      calls,
      set: async (jobId, bookmarked) => {
        calls.push(`set ${jobId} ${bookmarked}`);
        return { bookmarked: errors.length ? false : bookmarked, errors };
      },
      list: async (range) => {
        calls.push(`list ${range.first}`);
        return { total: 25, items: [] };
      },
      bookmarkedAmong: async (ids) => {
        calls.push(`among ${ids.join(',')}`);
        return ids.slice(0, 1);
      },
    };
  };
  const signedIn = { site: 'default', locale: 'de' as const, token: 'tok' };
  const anonymous = { site: 'default', locale: 'de' as const, token: null };

  it('the button asks for sign-in without a session and maps the platform’s refusals', async () => {
    expect(await new ToggleBookmark(gateway()).execute({ jobId: '1', bookmarked: true }, anonymous)).toMatchObject({
      ok: false,
      code: 'SIGN_IN_REQUIRED',
    });
    expect(await new ToggleBookmark(gateway()).execute({ jobId: '1', bookmarked: false }, signedIn)).toEqual({
      ok: true,
      value: { bookmarked: false },
    });
    expect(await new ToggleBookmark(gateway(['NOT_FOUND'])).execute({ jobId: '1', bookmarked: true }, signedIn)).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
    expect(await new ToggleBookmark(gateway(['UNAUTHENTICATED'])).execute({ jobId: '1', bookmarked: true }, signedIn)).toMatchObject({
      ok: false,
      code: 'SIGN_IN_REQUIRED',
    });
  });

  it('the dashboard list shows the last page for a page past the end; guests none', async () => {
    const g = gateway();
    expect(await new ShowBookmarks(g).execute({ page: '9' }, signedIn)).toMatchObject({ page: 3, pageCount: 3, total: 25 });
    expect(g.calls).toEqual(['list 80', 'list 20']);
    expect(await new ShowBookmarks(g).execute({ page: '1' }, anonymous)).toBeNull();
  });

  it('states: only well-formed ids, and no call for guests', async () => {
    const g = gateway();
    expect(await new BookmarkStates(g).execute({ jobIds: ['1', '1', 'x', '2'] }, signedIn)).toEqual(['1']);
    expect(g.calls).toEqual(['among 1,2']);
    expect(await new BookmarkStates(g).execute({ jobIds: ['1'] }, anonymous)).toEqual([]);
    expect(g.calls).toHaveLength(1);
  });
});
