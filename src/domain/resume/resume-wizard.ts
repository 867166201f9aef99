/*
 * The resume wizard's steps: import a CV (optional), job preferences, personal info, completed and the tracking events they raise (resume_step_personal_info,
 * resume_completed). The wizard hides photo, about and phone in personal info and phone in
 * job preferences — those stay as stored and are edited on the edit page.
 */

export const RESUME_WIZARD_STEPS = ['import', 'job-preferences', 'personal-info', 'completed'] as const;
export type ResumeWizardStep = (typeof RESUME_WIZARD_STEPS)[number];
export const isResumeWizardStep = (v: unknown): v is ResumeWizardStep =>
  typeof v === 'string' && (RESUME_WIZARD_STEPS as readonly string[]).includes(v);

export type ResumeTrackingEvent = 'resume_step_personal_info' | 'resume_completed';

/** The event a step's page view raises, if any. */
export function resumeStepEvent(step: ResumeWizardStep): ResumeTrackingEvent | null {
  if (step === 'personal-info') return 'resume_step_personal_info';
  if (step === 'completed') return 'resume_completed';
  return null;
}

/** The step after a step's form was saved. */
export function nextWizardStep(step: ResumeWizardStep): ResumeWizardStep {
  const at = RESUME_WIZARD_STEPS.indexOf(step);
  return RESUME_WIZARD_STEPS[Math.min(at + 1, RESUME_WIZARD_STEPS.length - 1)] as ResumeWizardStep;
}

/** Personal-info fields the wizard shows. */
export const WIZARD_PERSONAL_FIELDS = ['salutation', 'firstName', 'lastName', 'birthday', 'homeLocation'] as const;
/** Job-preference fields the wizard shows (the phone is not among them). */
export const WIZARD_JOB_FIELDS = [
  'title',
  'desiredOccupationId',
  'employmentTypeId',
  'desiredLocation',
  'careerStatus',
  'availableStart',
] as const;
