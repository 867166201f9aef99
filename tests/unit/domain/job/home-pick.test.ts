import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkHomePick,
  endingOf,
  jobIdOfReference,
  mostInForceAtOnce,
  overlaps,
  type PickableJob,
  type PickInterval,
  pickStart,
  type StoredStaffPick,
} from '../../../../src/domain/job/home-pick';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 28, 12);
const at = (h: number) => new Date(T0 + h * HOUR);
const job: PickableJob = { id: '640', published: true, onSite: true, hasVideo: false };
const pick = (from: number, until: number | null, jobId = '1'): StoredStaffPick => ({
  jobId,
  startsAt: at(from),
  endsAt: until === null ? null : at(until),
});
const draft = (interval: PickInterval, kind = 'featured') => ({ kind, interval, startsAtValid: true, endsAtValid: true });

const interval = fc
  .tuple(fc.integer({ min: 0, max: 48 }), fc.option(fc.integer({ min: 1, max: 48 }), { nil: null }))
  .map(([from, length]): PickInterval => ({ startsAt: at(from), endsAt: length === null ? null : at(from + length) }));

/** Counting hour by hour (every interval starts and ends on the hour). */
const bruteMost = (intervals: readonly PickInterval[], window: PickInterval): number => {
  let most = 0;
  const end = window.endsAt?.getTime() ?? T0 + 200 * HOUR;
  for (let t = window.startsAt.getTime(); t < end; t += HOUR)
    most = Math.max(most, intervals.filter((i) => i.startsAt.getTime() <= t && (i.endsAt === null || t < i.endsAt.getTime())).length);
  return most;
};

describe('home page staff picks', () => {
  it('reads the job id from what staff copy: the number, “No. 640”, the job page address or slug', () => {
    expect(jobIdOfReference('640')).toBe('640');
    expect(jobIdOfReference(' No. 640 ')).toBe('640');
    expect(jobIdOfReference('Nr. 640')).toBe('640');
    expect(jobIdOfReference('#640')).toBe('640');
    expect(jobIdOfReference('pflegefachkraft-m-w-d-640')).toBe('640');
    expect(jobIdOfReference('https://jobs.example/en/job/pflegefachkraft-m-w-d-640?utm=x#apply')).toBe('640');
    expect(jobIdOfReference('')).toBeNull();
    expect(jobIdOfReference('pflegefachkraft')).toBeNull();
    expect(jobIdOfReference('0')).toBeNull();
  });

  it('property: any id comes back from its number, its label and its address', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 17n }), fc.stringMatching(/^[a-z]{1,8}(-[a-z]{1,8}){0,3}$/), (n, title) => {
        const id = n.toString();
        expect(jobIdOfReference(id)).toBe(id);
        expect(jobIdOfReference(`No. ${id}`)).toBe(id);
        expect(jobIdOfReference(`https://example.test/job/${title}-${id}`)).toBe(id);
      }),
    );
  });

  it('property: the sweep counts as many picks at once as counting hour by hour does', () => {
    fc.assert(
      fc.property(fc.array(interval, { maxLength: 10 }), interval, (intervals, window) => {
        expect(mostInForceAtOnce(intervals, window)).toBe(bruteMost(intervals, window));
      }),
    );
  });

  it('property: overlapping is symmetric and an interval overlaps itself', () => {
    fc.assert(
      fc.property(interval, interval, (a, b) => {
        expect(overlaps(a, b)).toBe(overlaps(b, a));
        expect(overlaps(a, a)).toBe(true);
      }),
    );
  });

  it('property: a pick is refused BLOCK_FULL exactly when six staff picks would be in force with it at some moment', () => {
    fc.assert(
      fc.property(fc.array(interval, { maxLength: 9 }), interval, (intervals, window) => {
        const stored = intervals.map((i, n) => ({ ...i, jobId: String(n + 1000) }));
        const full = checkHomePick(draft(window), { job, staffPicks: stored }).some((p) => p.code === 'BLOCK_FULL');
        expect(full).toBe(bruteMost(intervals, window) >= 6);
      }),
    );
  });

  it('property: the same job is refused for the same block exactly when its intervals overlap', () => {
    fc.assert(
      fc.property(interval, interval, (mine, other) => {
        const problems = checkHomePick(draft(mine), { job, staffPicks: [{ ...other, jobId: job.id }] });
        expect(problems.some((p) => p.code === 'ALREADY_PICKED')).toBe(overlaps(mine, other));
      }),
    );
  });

  it('five picks in force leave room for a sixth, six do not; one ending before the new one starts does not count', () => {
    const five = [0, 1, 2, 3, 4].map((n) => pick(0, null, String(n + 1)));
    expect(checkHomePick(draft({ startsAt: at(1), endsAt: at(5) }), { job, staffPicks: five })).toEqual([]);
    const six = [...five, pick(0, 2, '9')];
    expect(checkHomePick(draft({ startsAt: at(1), endsAt: at(5) }), { job, staffPicks: six })).toEqual([
      { field: 'kind', code: 'BLOCK_FULL' },
    ]);
    expect(checkHomePick(draft({ startsAt: at(2), endsAt: at(5) }), { job, staffPicks: six })).toEqual([]);
  });

  it('refuses a job of another site, an unpublished job, an unknown one, and a job without a video for the video block', () => {
    const window = { startsAt: at(0), endsAt: null };
    expect(checkHomePick(draft(window), { job: { ...job, onSite: false }, staffPicks: [] })).toEqual([
      { field: 'job', code: 'JOB_NOT_ON_SITE' },
    ]);
    expect(checkHomePick(draft(window), { job: { ...job, published: false }, staffPicks: [] })).toEqual([
      { field: 'job', code: 'JOB_NOT_PUBLISHED' },
    ]);
    expect(checkHomePick(draft(window), { job: null, staffPicks: [] })).toEqual([{ field: 'job', code: 'JOB_NOT_FOUND' }]);
    expect(checkHomePick(draft(window, 'video'), { job, staffPicks: [] })).toEqual([{ field: 'job', code: 'NO_VIDEO' }]);
    expect(checkHomePick(draft(window, 'video'), { job: { ...job, hasVideo: true }, staffPicks: [] })).toEqual([]);
    expect(checkHomePick(draft(window, 'banner'), { job, staffPicks: [] })).toEqual([{ field: 'kind', code: 'INVALID_KIND' }]);
  });

  it('property: the end must come after the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 48 }), fc.integer({ min: -48, max: 48 }), (from, length) => {
        const problems = checkHomePick(draft({ startsAt: at(from), endsAt: at(from + length) }), { job, staffPicks: [] });
        expect(problems.some((p) => p.code === 'NOT_AFTER_START')).toBe(length <= 0);
      }),
    );
  });

  it('a pick never starts before now; ending one that started stops it, one still to come is withdrawn', () => {
    expect(pickStart(null, at(3))).toEqual(at(3));
    expect(pickStart(at(1), at(3))).toEqual(at(3));
    expect(pickStart(at(5), at(3))).toEqual(at(5));
    expect(endingOf(pick(0, null), at(3))).toBe('end');
    expect(endingOf(pick(5, 9), at(3))).toBe('remove');
    expect(endingOf(pick(0, 2), at(3))).toBe('already-ended');
  });
});
