import { describe, expect, it } from 'vitest';
import { GetJob } from '../../../src/application/platform/jobs/get-job.use-case';
import { aJob } from '../../support/job-mother';
import { fixedClock } from '../../support/fixed-clock';
import { InMemoryJobRepository } from '../../support/in-memory-job-repository';
import { ctx, userActor } from '../../support/request-context';

const NOW = '2026-11-22T12:00:00.000Z';
const owners = {
  teamOf: async (orgId: string) =>
    orgId === '10' ? { team: [{ userId: '77', role: 'owner' as const }], sites: ['default'] } : { team: [], sites: [] },
};

describe('GetJob', () => {
  const jobs = [
    aJob({ id: '1' }),
    aJob({ id: '2', state: 'needs_review' }),
    aJob({ id: '3', expiresAt: '2026-11-01T00:00:00Z' }),
    aJob({ id: '4', sites: ['suedwest'] }),
  ];
  const useCase = new GetJob(new InMemoryJobRepository(jobs), fixedClock(NOW), owners);

  it('shows a visible job', async () => {
    expect(await useCase.execute({ id: '1' }, ctx())).toMatchObject({ ok: true, value: { expired: false } });
  });

  it('still answers for an expired job, flagged as expired', async () => {
    expect(await useCase.execute({ id: '3' }, ctx())).toMatchObject({ ok: true, value: { expired: true } });
  });

  it('hides unpublished jobs from visitors and other recruiters, not from the owner or staff', async () => {
    expect(await useCase.execute({ id: '2' }, ctx())).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await useCase.execute({ id: '2' }, ctx({ actor: userActor('78', 'recruiter') }))).toMatchObject({ ok: false });
    expect(await useCase.execute({ id: '2' }, ctx({ actor: userActor('77', 'recruiter') }))).toMatchObject({ ok: true });
    expect(await useCase.execute({ id: '2' }, ctx({ actor: userActor('1', 'job_editor') }))).toMatchObject({ ok: true });
  });

  it('does not show another site’s job or malformed ids', async () => {
    expect(await useCase.execute({ id: '4' }, ctx())).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await useCase.execute({ id: "1' or 1=1" }, ctx())).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await useCase.execute({ id: '999' }, ctx())).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });
});
