/*
 * The unsubscribe link of a resume digest: `{alertId}.{signature}` like the job alerts' links, but the
 * signed text names the resume alert, so a job alert's token can never stop a resume alert (their ids
 * come from different tables and may be equal).
 */
export const resumeAlertUnsubscribePayload = (alertId: string): string => `resume-alert:unsubscribe:${alertId}`;
