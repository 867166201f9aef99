import { expect, it } from 'vitest';
import { ANNA_SIGNED_IN, GUEST, type GatewayContract } from './board-gateways';

/**
 * The job wizard, the workflow and the job manager. No organization of this seed posts jobs (the
 * posting slice has its own tests): what the board relies on here is that refusals arrive as values.
 */
export const jobPostingContract: GatewayContract = (gateways) => {
  it('wizard options and the job manager: UNAUTHENTICATED for guests, FORBIDDEN for users without an organization', async () => {
    const { jobPosting } = gateways();
    await expect(jobPosting.wizardOptions(GUEST)).resolves.toEqual({ ok: false, code: 'UNAUTHENTICATED' });
    await expect(jobPosting.wizardOptions(ANNA_SIGNED_IN)).resolves.toEqual({ ok: false, code: 'FORBIDDEN' });
    const request = { search: null, state: null, page: 1, reviewQueue: false };
    await expect(jobPosting.managedJobs(request, GUEST)).resolves.toEqual({ ok: false, code: 'UNAUTHENTICATED' });
    await expect(jobPosting.managedJobs(request, ANNA_SIGNED_IN)).resolves.toEqual({ ok: false, code: 'FORBIDDEN' });
  });

  it('editable job, preview and workflow: unknown jobs are refused as values or null', async () => {
    const { jobPosting } = gateways();
    await expect(jobPosting.editableJob('999', ANNA_SIGNED_IN)).resolves.toEqual({ ok: false, code: expect.any(String) });
    await expect(jobPosting.preview('999', ANNA_SIGNED_IN)).resolves.toBeNull();
    await expect(jobPosting.workflow('999', 'PUBLISH', {}, GUEST)).resolves.toEqual({
      ok: false,
      code: expect.any(String),
      problems: [],
    });
  });
};
