import type { AnalyticsDimension, AnalyticsEventKey, DimensionInput } from '../tracking/analytics-event';

/** What the recruiter's resume pages report: a resume seen (with the access it was seen with), an alert saved. */
export type ResumeRecruitingEvent =
  | { readonly name: 'resume_visit'; readonly resumeId: string; readonly access: 'anonymous' | 'full' }
  | { readonly name: 'resume_alert_signup' };

export interface AnalyticsEventParts {
  readonly key: AnalyticsEventKey;
  readonly dimensions: Readonly<Partial<Record<AnalyticsDimension, DimensionInput>>>;
}

/** The page shape resume pages are reported with: never a resume's own id in a path. */
export const RESUME_PAGE_SHAPE = '/resumes/{...}';

/**
 * The analytics events one announcement becomes. A visit is counted as `resume_visit` and again by its
 * access (`resume_visit_anonymous` or `resume_visit_full`), so reports can tell views before and after an
 * approved contact apart without losing the total. Nothing of the resume's content or owner goes out.
 */
export function resumeRecruitingAnalytics(event: ResumeRecruitingEvent): readonly AnalyticsEventParts[] {
  if (event.name === 'resume_alert_signup') {
    return [{ key: 'resume_alert_signup', dimensions: { entity_type: 'resume_alert', route: '/resumes' } }];
  }
  const dimensions = { entity_id: event.resumeId, entity_type: 'resume', entity_subtype: event.access, route: RESUME_PAGE_SHAPE };
  return [
    { key: 'resume_visit', dimensions },
    { key: event.access === 'full' ? 'resume_visit_full' : 'resume_visit_anonymous', dimensions },
  ];
}
