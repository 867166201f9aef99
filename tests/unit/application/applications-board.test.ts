import { describe, expect, it } from 'vitest';
import type { ApplicationGateway } from '../../../src/application/board/applications/application-gateway.port';
import { MoveApplication } from '../../../src/application/board/applications/move-application.use-case';
import { ShowApplication } from '../../../src/application/board/applications/show-application.use-case';
import { ShowApplicationForm } from '../../../src/application/board/applications/show-application-form.use-case';
import { ShowJobApplications } from '../../../src/application/board/applications/show-job-applications.use-case';
import { ShowMyApplications } from '../../../src/application/board/applications/show-my-applications.use-case';
import type { ApplicationSummary } from '../../../src/domain/applications/application';
import type { ApplicationFormView } from '../../../src/domain/applications/application-views';

const job = { id: '5', title: 'Koch (m/w/d)', slug: 'koch-5', organizationName: 'Muster GmbH' };
const summary = (id: string, status: ApplicationSummary['status']): ApplicationSummary => ({
  id,
  jobId: '5',
  firstName: 'A',
  lastName: 'B',
  email: 'a@b.example',
  status,
  createdAt: '2026-11-01T00:00:00.000Z',
  fileCount: 0,
});
const form = (questions: ApplicationFormView['questions']): ApplicationFormView => ({
  job,
  requireCv: false,
  requireCoverLetter: false,
  requireQuestions: false,
  questions,
  prefill: { firstName: '', lastName: '', email: '', phone: '' },
  resumeAvailable: false,
  privacyText: null,
});

/** A gateway that records which calls reached the platform. */
function gateway(overrides: Partial<ApplicationGateway> = {}): ApplicationGateway & { calls: string[] } {
  const calls: string[] = [];
  const unexpected = (name: string) => async () => {
    calls.push(name);
    throw new Error(`unexpected ${name}`);
  };
  return {
    calls,
    form: overrides.form ?? unexpected('form'),
    submit: overrides.submit ?? unexpected('submit'),
    jobApplications: overrides.jobApplications ?? unexpected('jobApplications'),
    application: overrides.application ?? unexpected('application'),
    myApplications: overrides.myApplications ?? unexpected('myApplications'),
    changeStatus: overrides.changeStatus ?? unexpected('changeStatus'),
  } as ApplicationGateway & { calls: string[] };
}

const signedIn = { site: 'default', locale: 'de' as const, token: 'tok' };
const guest = { site: 'default', locale: 'de' as const, token: null };

describe('board use cases of applications', () => {
  it('the apply form walks the questions step only when the job asks questions; a closed job is null', async () => {
    const withQuestions = new ShowApplicationForm(gateway({ form: async () => form([{ id: 'q', label: 'Q?', kind: 'text' }]) }));
    expect((await withQuestions.execute({ jobId: '5' }, guest))?.steps).toEqual([
      'basic-info',
      'questions',
      'file-upload',
      'review',
      'success',
    ]);
    const without = new ShowApplicationForm(gateway({ form: async () => form([]) }));
    expect((await without.execute({ jobId: '5' }, guest))?.steps).toEqual(['basic-info', 'file-upload', 'review', 'success']);
    expect(await new ShowApplicationForm(gateway({ form: async () => null })).execute({ jobId: '5' }, guest)).toBeNull();
  });

  it('the recruiter list counts applications per status', async () => {
    const list = new ShowJobApplications(
      gateway({ jobApplications: async () => ({ job, items: [summary('1', 'new'), summary('2', 'new'), summary('3', 'hired')] }) }),
    );
    expect((await list.execute({ jobId: '5' }, signedIn))?.counts).toEqual({ new: 2, in_review: 0, shortlisted: 0, rejected: 0, hired: 1 });
  });

  it('guests never reach the platform for private data', async () => {
    const g = gateway();
    expect(await new ShowJobApplications(g).execute({ jobId: '5' }, guest)).toBeNull();
    expect(await new ShowApplication(g).execute({ id: '1' }, guest)).toBeNull();
    expect(await new ShowMyApplications(g).execute(undefined, guest)).toEqual([]);
    expect(await new MoveApplication(g).execute({ id: '1', status: 'hired' }, guest)).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(g.calls).toEqual([]);
  });
});
