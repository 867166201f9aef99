import { describe, expect, it } from 'vitest';
import type { CommerceRepository } from '../../../../src/application/platform/commerce/commerce-repository.port';
import { SettlePosting } from '../../../../src/application/platform/commerce/settle-posting';
import type { PostingPayment } from '../../../../src/application/platform/job-posting/posting-payment.port';
import { jobPostingUseCases } from '../../../../src/infrastructure/di/job-posting.module';
import { aSite } from '../../../integration/graphql/support/platform-seed';
import { InMemorySiteDirectory } from '../../../integration/graphql/support/fake-platform-ports';
import { fixedClock } from '../../../support/fixed-clock';
import { InMemoryJobPostingRepository, InMemoryOrganizationAccess, inMemoryJobPostingPorts } from '../../../support/in-memory-job-posting';
import { aPosting } from '../../../support/job-posting-mother';
import { ctx, userActor } from '../../../support/request-context';

const recruiter = ctx({ actor: userActor('8', 'recruiter') });

function publishing(payment: PostingPayment) {
  const jobs = new InMemoryJobPostingRepository([], { '10': 'Muster GmbH' });
  const access = new InMemoryOrganizationAccess({ '8': [{ id: '10', name: 'Muster GmbH' }] }, ['10']);
  const ports = inMemoryJobPostingPorts({
    sites: new InMemorySiteDirectory([aSite('default', {} as never)]),
    clock: fixedClock('2026-03-01T10:00:00.000Z'),
    jobs,
    access,
  });
  jobs.seed(aPosting({ id: '500', durationDays: 30 }));
  return { jobs, uc: jobPostingUseCases({ ...ports, payment }) };
}

describe('paid posting', () => {
  it('a job without a slot or unit stays a draft and the answer is PAYMENT_REQUIRED; once paid it goes online', async () => {
    let answer: 'paid' | 'unpaid' = 'unpaid';
    const asked: string[] = [];
    const { jobs, uc } = publishing({
      settle: async (job, site) => {
        asked.push(`${job.id}@${site}`);
        return answer;
      },
    });
    expect(await uc.publishJob.execute({ id: '500' }, recruiter)).toMatchObject({ ok: false, code: 'PAYMENT_REQUIRED' });
    expect(jobs.rows.get('500')).toMatchObject({ state: 'draft' });
    answer = 'paid';
    expect(await uc.publishJob.execute({ id: '500' }, recruiter)).toEqual({ ok: true, value: { id: '500', state: 'published' } });
    expect(asked).toEqual(['500@default', '500@default']);
  });

  it('scheduling on a paying site takes the slot or unit then, or answers PAYMENT_REQUIRED', async () => {
    let answer: 'paid' | 'unpaid' = 'unpaid';
    const { jobs, uc } = publishing({ settle: async () => answer });
    const later = { id: '500', publishAt: '2026-03-05T08:00:00.000Z' };
    expect(await uc.scheduleJob.execute(later, recruiter)).toMatchObject({ ok: false, code: 'PAYMENT_REQUIRED' });
    expect(jobs.rows.get('500')).toMatchObject({ state: 'draft' });
    answer = 'paid';
    expect(await uc.scheduleJob.execute(later, recruiter)).toEqual({ ok: true, value: { id: '500', state: 'scheduled' } });
  });

  it('asks the ledger only on sites that charge for postings', async () => {
    const calls: string[] = [];
    const repo = {
      settlePosting: async (p: { jobId: string; spendKey: string }) => {
        calls.push(p.spendKey);
        return 'unpaid' as const;
      },
    } as unknown as CommerceRepository;
    const sites = new InMemorySiteDirectory([
      aSite('free', {} as never),
      aSite('paid', { features: { ...aSite('paid', {} as never).features, paidPosting: true } } as never),
    ]);
    const settle = new SettlePosting(repo, sites);
    const now = new Date();
    expect(await settle.settle({ id: '7', organizationId: '10' }, 'free', now)).toBe('free');
    expect(await settle.settle({ id: '7', organizationId: '10' }, 'paid', now)).toBe('unpaid');
    expect(await settle.settle({ id: '7', organizationId: null }, 'paid', now)).toBe('unpaid');
    expect(calls).toEqual(['publish:7']);
  });
});
