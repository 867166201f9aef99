import { describe, expect, it } from 'vitest';
import { ReadStatistics } from '../../../../src/application/platform/statistics/read-statistics.use-case';
import type {
  StatisticsJob,
  StatisticsOrganization,
  StatisticsRepository,
} from '../../../../src/application/platform/statistics/statistics-repository.port';
import type { StoredCount } from '../../../../src/domain/statistics/job-statistics';
import { fixedClock } from '../../../support/fixed-clock';
import { ctx, siteAdminActor, userActor } from '../../../support/request-context';

/** Two organizations: 10 on default and suedwest, 20 only on suedwest; member 8 of 10. */
const ORGANIZATIONS: Record<string, StatisticsOrganization> = {
  '10': { name: 'Muster GmbH', sites: ['default', 'suedwest'] },
  '20': { name: 'Nur Südwest AG', sites: ['suedwest'] },
};
const JOBS: Record<string, StatisticsJob> = {
  '100': { id: '100', title: 'Koch', organizationId: '10', sites: ['default'] },
};
const COUNT: StoredCount = { day: '2026-11-27', kind: 'view', count: 3 };

const statistics: StatisticsRepository = {
  job: async (id) => JOBS[id] ?? null,
  organization: async (id) => ORGANIZATIONS[id] ?? null,
  organizationIdsOf: async (userId) => (userId === '8' ? ['10'] : []),
  jobCounts: async () => [COUNT],
  organizationCounts: async () => [COUNT],
  siteCounts: async () => [COUNT],
};

const read = (scope: Parameters<ReadStatistics['execute']>[0]['scope'], who: ReturnType<typeof ctx>) =>
  new ReadStatistics(statistics, fixedClock('2026-11-28T12:00:00Z')).execute({ scope }, who);

const organization = (organizationId: string) => ({ kind: 'organization', organizationId }) as const;
const NOT_FOUND = { ok: false, code: 'NOT_FOUND' };

describe('ReadStatistics of an organization', () => {
  it('refuses a site admin of the request’s site when the organization is not on it', async () => {
    expect(await read(organization('20'), ctx({ actor: siteAdminActor('1', 'default') }))).toEqual(NOT_FOUND);
  });

  it('shows the staff of one of its sites, on a site the organization is on', async () => {
    const answer = await read(organization('10'), ctx({ actor: siteAdminActor('1', 'default') }));
    expect(answer).toMatchObject({ ok: true, value: { title: 'Muster GmbH', organizationId: '10', totals: { view: 3 } } });
    // Suedwest's admin manages 10 on suedwest, and 10 is on the default site as well.
    expect((await read(organization('10'), ctx({ actor: siteAdminActor('2', 'suedwest') }))).ok).toBe(true);
  });

  it('refuses staff on a site the organization is not on, even when they manage one of its sites', async () => {
    const onDefault = ctx({ actor: siteAdminActor('2', 'suedwest') });
    expect(await read(organization('20'), onDefault)).toEqual(NOT_FOUND);
    expect((await read(organization('20'), { ...onDefault, site: 'suedwest' })).ok).toBe(true);
    expect(await read(organization('20'), ctx({ actor: userActor('3', 'administrator') }))).toEqual(NOT_FOUND);
  });

  it('shows its members, and nobody else who is not staff', async () => {
    expect((await read(organization('10'), ctx({ actor: userActor('8', 'recruiter') }))).ok).toBe(true);
    expect(await read(organization('10'), ctx({ actor: userActor('9', 'recruiter') }))).toEqual(NOT_FOUND);
    expect(await read(organization('10'), ctx({ actor: userActor('4', 'job_editor') }))).toEqual(NOT_FOUND);
    expect(await read(organization('99'), ctx({ actor: userActor('3', 'administrator') }))).toEqual(NOT_FOUND);
  });
});

describe('ReadStatistics of a job and of the site', () => {
  it('shows a job to the request site’s staff and the organization’s members only', async () => {
    const job = { kind: 'job', jobId: '100' } as const;
    expect((await read(job, ctx({ actor: siteAdminActor('1', 'default') }))).ok).toBe(true);
    expect((await read(job, ctx({ actor: userActor('8', 'recruiter') }))).ok).toBe(true);
    expect(await read(job, ctx({ actor: siteAdminActor('2', 'suedwest') }))).toEqual(NOT_FOUND);
  });

  it('shows the site only to its staff', async () => {
    expect((await read({ kind: 'site' }, ctx({ actor: siteAdminActor('1', 'default') }))).ok).toBe(true);
    expect(await read({ kind: 'site' }, ctx({ actor: siteAdminActor('2', 'suedwest') }))).toEqual(NOT_FOUND);
    expect(await read({ kind: 'site' }, ctx({ actor: userActor('8', 'recruiter') }))).toEqual(NOT_FOUND);
  });
});
