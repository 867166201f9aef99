import { describe, expect, it } from 'vitest';
import { resumeRecruitingAnalytics } from '../../../../src/domain/resume-search/resume-recruiting-events';
import { analyticsPayload, isAnalyticsEventKey } from '../../../../src/domain/tracking/analytics-event';

const RESUME = '0b9f4c1e-6a55-4d7e-9a51-3f5a1f2b8c77';

describe('the recruiter side of resumes in analytics', () => {
  it('a visit counts as resume_visit and again by the access it was seen with', () => {
    expect(resumeRecruitingAnalytics({ name: 'resume_visit', resumeId: RESUME, access: 'anonymous' }).map((e) => e.key)).toEqual([
      'resume_visit',
      'resume_visit_anonymous',
    ]);
    expect(resumeRecruitingAnalytics({ name: 'resume_visit', resumeId: RESUME, access: 'full' }).map((e) => e.key)).toEqual([
      'resume_visit',
      'resume_visit_full',
    ]);
  });

  it('a saved resume alert is resume_alert_signup, sent with the recruiter as its role', () => {
    const [signup] = resumeRecruitingAnalytics({ name: 'resume_alert_signup' });
    expect(signup?.key).toBe('resume_alert_signup');
    const payload = analyticsPayload(signup!.key, { id: '42', kind: 'recruiter' }, signup!.dimensions);
    expect(payload).toMatchObject({
      event: 'resume_alert_signup',
      user_role: 'recruiter',
      current_user_id: '42',
      entity_type: 'resume_alert',
    });
  });

  it('every key is one the product reports, and the route never carries the resume id', () => {
    const events = [
      ...resumeRecruitingAnalytics({ name: 'resume_visit', resumeId: RESUME, access: 'full' }),
      ...resumeRecruitingAnalytics({ name: 'resume_alert_signup' }),
    ];
    for (const event of events) {
      expect(isAnalyticsEventKey(event.key)).toBe(true);
      expect(String(event.dimensions.route)).not.toContain(RESUME);
    }
  });
});
