import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChannelOf } from '../../../../src/domain/job/apply-channel';
import { NO_DETAILS } from '../../../../src/domain/job/job-details';
import { aJob } from '../../../support/job-mother';

const withApplication = (application: { url: string | null; email: string | null; workflow?: 'email' | 'link' | 'form' | null }) => ({
  ...NO_DETAILS,
  application,
});

describe('applyChannelOf: every open job offers a way to apply', () => {
  it('any open template or file job has a channel, whatever of link, address, workflow and website it lacks', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('job_per_template' as const, 'job_per_file' as const),
        fc.option(fc.constant('https://firma.example/bewerben')),
        fc.option(fc.constant('jobs@firma.example')),
        fc.option(fc.constantFrom('email' as const, 'link' as const, 'form' as const)),
        fc.option(fc.constant('https://firma.example')),
        (type, url, email, workflow, website) => {
          const job = aJob({
            type,
            details: withApplication({ url, email, workflow }),
            organization: { ...aJob().organization, website },
          });
          expect(applyChannelOf(job, false)).not.toBeNull();
        },
      ),
    );
  });

  it('falls back from the job’s own link and address to the employer’s website, then to its profile', () => {
    const base = aJob({ type: 'job_per_template' });
    const org = (website: string | null) => ({ ...base.organization, website });
    expect(applyChannelOf({ ...base, details: withApplication({ url: null, email: 'a@b.example' }) }, false)).toEqual({
      kind: 'email',
      address: 'a@b.example',
    });
    expect(
      applyChannelOf({ ...base, details: withApplication({ url: null, email: null }), organization: org('https://firma.example') }, false),
    ).toEqual({ kind: 'employer-website', href: 'https://firma.example' });
    expect(applyChannelOf({ ...base, details: withApplication({ url: null, email: null }), organization: org(null) }, false)).toEqual({
      kind: 'employer-profile',
    });
  });

  it('a link job applies through its original ad, but not once expired; closed jobs offer nothing', () => {
    const link = aJob({ type: 'job_per_link', linkUrl: 'https://ats.example/123' });
    expect(applyChannelOf(link, false)).toEqual({ kind: 'original-ad', href: 'https://ats.example/123' });
    expect(applyChannelOf(link, true)).toBeNull();
    expect(applyChannelOf(aJob({ state: 'draft' }), false)).toBeNull();
  });
});
