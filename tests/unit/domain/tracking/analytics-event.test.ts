import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_DIMENSIONS,
  ANALYTICS_EVENT_KEYS,
  analyticsPayload,
  analyticsValue,
  trackingPageShape,
} from '../../../../src/domain/tracking/analytics-event';

describe('analytics values', () => {
  it('the 26 event keys', () => {
    expect(ANALYTICS_EVENT_KEYS).toHaveLength(26);
    expect(new Set(ANALYTICS_EVENT_KEYS).size).toBe(26);
  });

  it('are always non-empty strings; empty ids become -1, other empty values (none)', () => {
    const input = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.array(fc.oneof(fc.string(), fc.integer())),
    );
    fc.assert(
      fc.property(fc.constantFrom(...ANALYTICS_DIMENSIONS), input, (dimension, value) => {
        const out = analyticsValue(dimension, value);
        expect(typeof out).toBe('string');
        expect(out.trim()).not.toBe('');
      }),
    );
    expect(analyticsValue('entity_id', '')).toBe('-1');
    expect(analyticsValue('organization_id', null)).toBe('-1');
    expect(analyticsValue('entity_title', undefined)).toBe('(none)');
    expect(analyticsValue('occupations', [])).toBe('(none)');
    expect(analyticsValue('occupations', ['Pflege', 'IT'])).toBe('Pflege,IT');
    expect(analyticsValue('entity_id', 42)).toBe('42');
  });
});

describe('analytics payloads', () => {
  it('a guest is anonymous with user id -1', () => {
    expect(analyticsPayload('page_view', { id: null, kind: null }, { route: '/jobs' })).toEqual({
      event: 'page_view',
      route: '/jobs',
      user_role: 'anonymous',
      current_user_role: 'anonymous',
      current_user_id: '-1',
    });
  });

  it('a signed-in user carries their role and id; a kind without a role id falls back to anonymous', () => {
    expect(analyticsPayload('login', { id: '17', kind: 'recruiter' })).toMatchObject({ user_role: 'recruiter', current_user_id: '17' });
    expect(analyticsPayload('login', { id: '18', kind: 'applicant' })).toMatchObject({ current_user_role: 'applicant' });
    expect(analyticsPayload('login', { id: '19', kind: 'guest' })).toMatchObject({ user_role: 'anonymous', current_user_id: '-1' });
  });

  it('keeps only known dimensions, each by the value rules', () => {
    const payload = analyticsPayload('job_apply_start', { id: null, kind: null }, { entity_id: '', entity_type: 'job' });
    expect(payload).toEqual({
      event: 'job_apply_start',
      entity_id: '-1',
      entity_type: 'job',
      user_role: 'anonymous',
      current_user_role: 'anonymous',
      current_user_id: '-1',
    });
  });
});

describe('tracking page shapes', () => {
  it.each([
    ['/job/pflegefachkraft-stuttgart-123', '/job/{...}'],
    ['/en/job/nurse-123', '/job/{...}'],
    ['/organization/acme', '/organization/{...}'],
    ['/jobs', '/jobs'],
    ['/de/jobs/stuttgart', '/jobs'],
    ['/organizations', '/organizations'],
    ['/blog/some-post', '/blog'],
    ['/', '/'],
    ['/de', '/'],
    ['/dashboard/', '/dashboard'],
    ['/resumes/0b7c4a4e-3c1d-4e0a-9a55-2f7d1c9e8b10', '/resumes/{...}'],
    ['/bewerbersuche/0b7c4a4e-3c1d-4e0a-9a55-2f7d1c9e8b10', '/resumes/{...}'],
    ['/en/cvs/0b7c4a4e-3c1d-4e0a-9a55-2f7d1c9e8b10', '/resumes/{...}'],
    ['/bewerbersuche', '/resumes'],
    ['/fr/emploi/temps-plein', '/jobs'],
    ['/arbeitgeber-suchen/it-software', '/organizations'],
    ['/jobs?jobId=4711', '/jobs (jobId)'],
    ['/jobs?search=pflege', '/jobs'],
    ['/organization/acme/edit', '/organization/{...}/edit'],
    ['/job/wizard', '/job/wizard'],
    ['/application/8812', '/application/{...}'],
    ['/job-manager/8812/applications', '/job-manager/{...}/applications'],
    ['/user/reset/Qm9vbGVhbnNBcmVGdW5CdXRUb2tlbnNBcmVTZWNyZXQ', '/user/reset/{...}'],
  ])('%s is %s', (path, shape) => {
    expect(trackingPageShape(path)).toBe(shape);
  });

  it('never carry a record id, a token or the query', () => {
    const secret = fc.oneof(
      fc.uuid(),
      fc.nat().map(String),
      fc.base64String({ minLength: 44 }).map((s) => s.replace(/[+/=]/g, 'x')),
    );
    const prefix = fc.constantFrom('', '/de', '/en', '/fr');
    const base = fc.constantFrom('/resumes', '/bewerbersuche', '/cvs', '/application', '/user/reset', '/job-manager', '/resume-alert/edit');
    fc.assert(
      fc.property(prefix, base, secret, fc.string(), (lang, path, id, query) => {
        const shape = trackingPageShape(`${lang}${path}/${id}?q=${encodeURIComponent(query)}`);
        expect(shape).not.toContain(id);
        expect(shape).not.toContain('?');
        expect(shape).toMatch(/\{\.\.\.\}/);
      }),
    );
  });
});
