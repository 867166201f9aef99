import { describe, expect, it } from 'vitest';
import { EndHomePick } from '../../../../src/application/platform/home-picks/end-home-pick.use-case';
import type {
  HomeHighlightRow,
  HomePicks,
  HomePickTransaction,
  StoredHighlight,
} from '../../../../src/application/platform/home-picks/home-picks.port';
import { ListHomePicks } from '../../../../src/application/platform/home-picks/list-home-picks.use-case';
import { PickHomeJob, type PickHomeJobInput } from '../../../../src/application/platform/home-picks/pick-home-job.use-case';
import type { SiteDirectory } from '../../../../src/application/platform/site/site-directory.port';
import type { StaffActionEntry } from '../../../../src/application/platform/staff/staff-action-log.port';
import type { PickableJob } from '../../../../src/domain/job/home-pick';
import type { HighlightKind } from '../../../../src/domain/job/job-highlight';
import { ANONYMOUS, type Actor } from '../../../../src/domain/identity/actor';
import type { RequestContext } from '../../../../src/domain/shared/request-context';
import type { SiteConfig } from '../../../../src/domain/site/site-config';

const NOW = new Date('2026-11-28T10:00:00Z');
const HOUR = 3_600_000;

/** Highlights and jobs in memory; a transaction's writes and log entries land only when its work returns. */
class InMemoryHomePicks implements HomePicks {
  highlights: StoredHighlight[] = [];
  readonly log: StaffActionEntry[] = [];
  readonly jobs = new Map<string, PickableJob & { title: string; site: string }>();
  private next = 1;

  async current(site: string, now: Date): Promise<HomeHighlightRow[]> {
    return this.highlights
      .filter((h) => h.site === site && (h.endsAt === null || h.endsAt > now))
      .map((h) => ({ ...h, jobTitle: this.jobs.get(h.jobId)?.title ?? '', jobSlug: `job-${h.jobId}`, organizationName: 'Org' }));
  }
  async job(jobId: string, site: string) {
    const j = this.jobs.get(jobId);
    return j ? { ...j, onSite: j.site === site } : null;
  }
  async find(id: string) {
    return this.highlights.find((h) => h.id === id) ?? null;
  }
  async run<T>(_site: string, _kind: HighlightKind, work: (tx: HomePickTransaction) => Promise<T>): Promise<T> {
    let staged = [...this.highlights];
    const entries: StaffActionEntry[] = [];
    const tx: HomePickTransaction = {
      staffPicks: async (site, kind, now) =>
        staged.filter((h) => h.site === site && h.kind === kind && h.source === 'staff' && (h.endsAt === null || h.endsAt > now)),
      insert: async (p) => {
        const id = String(this.next++);
        staged.push({ ...p, id, source: 'staff' });
        return id;
      },
      find: async (id) => staged.find((h) => h.id === id) ?? null,
      endAt: async (id, at) => {
        staged = staged.map((h) => (h.id === id ? { ...h, endsAt: at } : h));
      },
      remove: async (id) => {
        staged = staged.filter((h) => h.id !== id);
      },
      staffLog: { record: async (e) => void entries.push(e) },
    };
    const result = await work(tx);
    this.highlights = staged;
    this.log.push(...entries);
    return result;
  }
}

const sites: SiteDirectory = {
  get: (key) =>
    ['suedwest', 'karriere'].includes(key)
      ? ({ key, listing: { topJobsOnHome: 3, featuredJobsOnHome: 6, videoJobsOnHome: 9 } } as unknown as SiteConfig)
      : undefined,
  all: () => [],
};
const ctx = (actor: Actor, site = 'suedwest'): RequestContext => ({ site, locale: 'de', actor, requestId: 'r' });
const user = (roles: Array<[string, string | null]>): Actor => ({
  kind: 'user',
  userId: '7',
  roles: roles.map(([id, targetId]) => ({ id, targetId })) as never,
});
const siteAdmin = user([['site_admin', 'suedwest']]);
const administrator = user([['administrator', null]]);
const otherAdmin = user([['site_admin', 'karriere']]);
const jobEditor = user([['job_editor', null]]);
const clock = { now: () => NOW };

function world() {
  const picks = new InMemoryHomePicks();
  picks.jobs.set('640', { id: '640', title: 'Pflegefachkraft', site: 'suedwest', published: true, onSite: true, hasVideo: false });
  picks.jobs.set('641', { id: '641', title: 'Koch', site: 'karriere', published: true, onSite: true, hasVideo: true });
  for (let n = 700; n < 710; n++)
    picks.jobs.set(String(n), { id: String(n), title: `Job ${n}`, site: 'suedwest', published: true, onSite: true, hasVideo: false });
  return { picks, pick: new PickHomeJob(picks, clock), end: new EndHomePick(picks, clock), list: new ListHomePicks(picks, sites, clock) };
}
const input = (over: Partial<PickHomeJobInput> = {}): PickHomeJobInput => ({
  job: 'No. 640',
  kind: 'featured',
  startsAt: null,
  endsAt: null,
  ...over,
});

describe('home page staff picks (use cases)', () => {
  it('a site admin picks a job from now on; the pick and its log entry are stored together', async () => {
    const { picks, pick } = world();
    const done = await pick.execute(input({ endsAt: new Date(NOW.getTime() + 24 * HOUR).toISOString() }), ctx(siteAdmin));
    expect(done).toEqual({ ok: true, pickId: '1' });
    expect(picks.highlights).toEqual([
      {
        id: '1',
        site: 'suedwest',
        jobId: '640',
        kind: 'featured',
        source: 'staff',
        startsAt: NOW,
        endsAt: new Date(NOW.getTime() + 24 * HOUR),
      },
    ]);
    expect(picks.log).toEqual([
      expect.objectContaining({ actorId: '7', siteKey: 'suedwest', action: 'highlight.pick', targetId: '1', before: null }),
    ]);
    expect(picks.log[0]!.after).toMatchObject({ jobId: '640', kind: 'featured', startsAt: NOW.toISOString() });
  });

  it('guests, job editors and other sites’ admins are refused before anything is read', async () => {
    const { picks, pick, list } = world();
    expect(await pick.execute(input(), ctx(ANONYMOUS))).toEqual({ ok: false, code: 'UNAUTHENTICATED' });
    expect(await pick.execute(input(), ctx(jobEditor))).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await pick.execute(input(), ctx(otherAdmin))).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await list.execute(undefined, ctx(jobEditor))).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(picks.highlights).toEqual([]);
  });

  it('refuses a job of another site, a seventh pick of a block and the same job twice, writing nothing', async () => {
    const { picks, pick } = world();
    expect(await pick.execute(input({ job: '641' }), ctx(administrator))).toEqual({
      ok: false,
      code: 'INVALID',
      problems: [{ field: 'job', code: 'JOB_NOT_ON_SITE' }],
    });
    for (let n = 700; n < 706; n++) expect((await pick.execute(input({ job: String(n) }), ctx(siteAdmin))).ok).toBe(true);
    expect(await pick.execute(input(), ctx(siteAdmin))).toMatchObject({
      code: 'INVALID',
      problems: [{ field: 'kind', code: 'BLOCK_FULL' }],
    });
    expect(await pick.execute(input({ job: '700', kind: 'top' }), ctx(siteAdmin))).toMatchObject({ ok: true });
    expect(await pick.execute(input({ job: '700', kind: 'top' }), ctx(siteAdmin))).toMatchObject({
      problems: [{ field: 'job', code: 'ALREADY_PICKED' }],
    });
    expect(await pick.execute(input({ endsAt: 'soon' }), ctx(siteAdmin))).toMatchObject({
      problems: [{ field: 'endsAt', code: 'INVALID_DATE' }],
    });
    expect(picks.highlights).toHaveLength(7);
    expect(picks.log).toHaveLength(7);
  });

  it('lists each block with the size the home page shows and what fills it', async () => {
    const { picks, pick, list } = world();
    picks.highlights.push({ id: '99', site: 'suedwest', jobId: '700', kind: 'top', source: 'upgrade', startsAt: NOW, endsAt: null });
    await pick.execute(input(), ctx(siteAdmin));
    const answer = await list.execute(undefined, ctx(siteAdmin));
    if (!answer.ok) throw new Error(answer.code);
    expect(answer.value.map((b) => [b.kind, b.shown, b.highlights.map((h) => [h.jobId, h.source])])).toEqual([
      ['top', 3, [['700', 'upgrade']]],
      ['featured', 6, [['640', 'staff']]],
      ['video', 6, []],
    ]);
  });

  it('ends a started pick now, withdraws one still to come, refuses an upgrade; each end is logged', async () => {
    const { picks, pick, end } = world();
    await pick.execute(input(), ctx(siteAdmin));
    const later = await pick.execute(input({ job: '700', startsAt: new Date(NOW.getTime() + HOUR).toISOString() }), ctx(siteAdmin));
    picks.highlights.push({ id: '99', site: 'suedwest', jobId: '701', kind: 'top', source: 'upgrade', startsAt: NOW, endsAt: null });
    // The first pick started at NOW; a minute later it is ended at that minute.
    const minuteLater = new EndHomePick(picks, { now: () => new Date(NOW.getTime() + 60_000) });
    expect(await minuteLater.execute({ pickId: '1' }, ctx(siteAdmin))).toEqual({ ok: true, ended: 'end' });
    expect(picks.highlights.find((h) => h.id === '1')!.endsAt).toEqual(new Date(NOW.getTime() + 60_000));
    expect(await end.execute({ pickId: later.ok ? later.pickId : '' }, ctx(siteAdmin))).toEqual({ ok: true, ended: 'remove' });
    expect(picks.highlights.some((h) => h.jobId === '700')).toBe(false);
    expect(await end.execute({ pickId: '99' }, ctx(siteAdmin))).toEqual({ ok: false, code: 'UPGRADE' });
    expect(await minuteLater.execute({ pickId: '1' }, ctx(siteAdmin))).toEqual({ ok: false, code: 'ALREADY_ENDED' });
    expect(picks.log.map((e) => [e.action, e.targetId, e.after === null])).toEqual([
      ['highlight.pick', '1', false],
      ['highlight.pick', '2', false],
      ['highlight.end', '1', false],
      ['highlight.end', '2', true],
    ]);
  });

  it('a pick of a site the admin does not manage is NOT_FOUND to them', async () => {
    const { picks, end } = world();
    picks.highlights.push({ id: '5', site: 'suedwest', jobId: '640', kind: 'top', source: 'staff', startsAt: NOW, endsAt: null });
    expect(await end.execute({ pickId: '5' }, ctx(otherAdmin, 'karriere'))).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await end.execute({ pickId: '5' }, ctx(administrator, 'karriere'))).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await end.execute({ pickId: 'x' }, ctx(siteAdmin))).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(picks.highlights[0]!.endsAt).toBeNull();
  });
});
