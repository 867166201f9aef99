import { describe, expect, it } from 'vitest';
import {
  nextWizardStep,
  RESUME_WIZARD_STEPS,
  resumeStepEvent,
  WIZARD_JOB_FIELDS,
  WIZARD_PERSONAL_FIELDS,
} from '../../../../src/domain/resume/resume-wizard';

describe('resume wizard', () => {
  it('runs import → job preferences → personal info → completed and stays at the end', () => {
    expect(RESUME_WIZARD_STEPS).toEqual(['import', 'job-preferences', 'personal-info', 'completed']);
    expect(nextWizardStep('import')).toBe('job-preferences');
    expect(nextWizardStep('job-preferences')).toBe('personal-info');
    expect(nextWizardStep('personal-info')).toBe('completed');
    expect(nextWizardStep('completed')).toBe('completed');
  });

  it('personal info raises resume_step_personal_info, the end resume_completed (spec §7)', () => {
    expect(RESUME_WIZARD_STEPS.map(resumeStepEvent)).toEqual([null, null, 'resume_step_personal_info', 'resume_completed']);
  });

  it('hides photo, about and phone (spec §9)', () => {
    expect(WIZARD_PERSONAL_FIELDS).not.toContain('picture');
    expect(WIZARD_PERSONAL_FIELDS).not.toContain('about');
    expect(WIZARD_PERSONAL_FIELDS).not.toContain('phone');
    expect(WIZARD_JOB_FIELDS as readonly string[]).not.toContain('phone');
  });
});
