import { expect, it } from 'vitest';
import type { ApplicationSubmission } from '../../../../src/application/board/applications/application-gateway.port';
import { ANNA_SIGNED_IN, GUEST, type GatewayContract } from './board-gateways';

const submission = (overrides: Partial<ApplicationSubmission> = {}): ApplicationSubmission => ({
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.org',
  phone: '',
  coverLetter: '',
  answers: {},
  privacyConsent: true,
  idempotencyKey: crypto.randomUUID(),
  origin: 'http://localhost:3000',
  files: [],
  ...overrides,
});

/**
 * On-site applications. No job of this seed takes them (the applications slice has its own tests on
 * PostgreSQL): what the board relies on here is how refusals and missing rights arrive.
 */
export const applicationsContract: GatewayContract = (gateways) => {
  it('form: null for a job without the on-site form', async () => {
    await expect(gateways().applications.form('101', GUEST)).resolves.toBeNull();
  });

  it('submit: refused as values naming the reason (not accepting, unknown job)', async () => {
    const { applications } = gateways();
    await expect(applications.submit('101', submission(), GUEST)).resolves.toEqual({
      ok: false,
      errors: [{ field: null, code: 'NOT_ACCEPTING' }],
    });
    await expect(applications.submit('999999', submission(), GUEST)).resolves.toEqual({
      ok: false,
      errors: [{ field: null, code: 'JOB_NOT_FOUND' }],
    });
  });

  it('lists and details: null without the right, empty lists for guests', async () => {
    const { applications } = gateways();
    await expect(applications.jobApplications('101', ANNA_SIGNED_IN)).resolves.toBeNull();
    await expect(applications.application('1', GUEST)).resolves.toBeNull();
    await expect(applications.myApplications(GUEST)).resolves.toEqual([]);
    await expect(applications.myApplications(ANNA_SIGNED_IN)).resolves.toEqual([]);
  });

  it('status change: a failure value for an application the user may not manage', async () => {
    const result = await gateways().applications.changeStatus('1', 'reviewed', ANNA_SIGNED_IN);
    expect(result).toEqual({ ok: false, code: expect.any(String) });
  });
};
