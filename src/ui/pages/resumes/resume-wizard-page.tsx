import { Alert, Container, Paper, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvImportReview } from '../../../application/board/resumes/import-cv.use-cases';
import type { MyResumePage } from '../../../application/board/resumes/show-my-resume.use-case';
import { CAREER_STATUSES, SALUTATIONS } from '../../../domain/resume/resume';
import { RESUME_WIZARD_STEPS, resumeStepEvent, type ResumeWizardStep } from '../../../domain/resume/resume-wizard';
import { HydrationMarker } from '../../components/hydration-marker';
import { CvImportStep } from '../../components/resumes/cv-import-step';
import { CompletenessBox } from '../../components/resumes/completeness-box';
import {
  ErrorList,
  Field,
  parseResumeErrors,
  ResumeForm,
  SaveButton,
  SelectField,
  termsOf,
} from '../../components/resumes/resume-form-parts';
import { ButtonLink } from '../../components/router-links';
import { announceResumeEvent } from '../../tracking/resume-events';
import type { ResumeEditSearch } from '../../routing/resume-edit-search';

/**
 * The resume wizard: import a CV (or skip it) → job preferences → personal info → completed. It hides the photo, about
 * and phone in personal info and the phone in job preferences (they stay as stored; the edit page has
 * them). Each step is a POST form that leads to the next; the steps raise their tracking hooks.
 */
export function ResumeWizardPage({
  page,
  csrfToken,
  step,
  search,
  review = null,
}: {
  page: MyResumePage;
  csrfToken: string;
  step: ResumeWizardStep;
  search: ResumeEditSearch;
  /** The CV import under review on the import step. */
  review?: CvImportReview | null;
}) {
  const { t } = useTranslation();
  const { resume, options } = page;
  const p = resume.content.personalInfo;
  const j = resume.content.jobPreferences;
  const errors = parseResumeErrors(search.errors);
  const labelled = (values: readonly string[], prefix: string) => values.map((v) => ({ id: v, label: t(`${prefix}.${v}`) }));

  useEffect(() => {
    const event = resumeStepEvent(step);
    if (event) announceResumeEvent(event);
  }, [step]);

  return (
    <Container maxWidth="sm">
      <HydrationMarker />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={3}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
            {t('resumes.wizard.title')}
          </Typography>
          <Stepper activeStep={RESUME_WIZARD_STEPS.indexOf(step)} alternativeLabel>
            {RESUME_WIZARD_STEPS.map((s) => (
              <Step key={s}>
                <StepLabel>{t(`resumes.wizard.steps.${s}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {step === 'import' && <CvImportStep review={review} csrfToken={csrfToken} error={search.error} errors={errors} />}
          {step !== 'import' && search.error && (
            <Alert severity="error" role="alert">
              {t(`resumes.errors.${['CSRF', 'INVALID_INPUT'].includes(search.error) ? search.error : 'Default'}`)}
            </Alert>
          )}
          {step === 'job-preferences' && (
            <ResumeForm action="wizard-job-preferences" csrfToken={csrfToken} testId="wizard-job-preferences">
              <Stack spacing={2}>
                <ErrorList errors={errors} />
                <Typography>{t('resumes.wizard.jobPreferencesIntro')}</Typography>
                <Field name="title" label={t('resumes.fields.title')} value={j.title} />
                <SelectField
                  name="desiredOccupationId"
                  label={t('resumes.fields.desiredOccupationId')}
                  value={j.desiredOccupationId}
                  choices={termsOf(options.terms, 'occupations')}
                />
                <SelectField
                  name="employmentTypeId"
                  label={t('resumes.fields.employmentTypeId')}
                  value={j.employmentTypeId}
                  choices={termsOf(options.terms, 'employmentType')}
                />
                <Field name="desiredLocation" label={t('resumes.fields.desiredLocation')} value={j.desiredLocation} />
                <SelectField
                  name="careerStatus"
                  label={t('resumes.fields.careerStatus')}
                  value={j.careerStatus}
                  choices={labelled(CAREER_STATUSES, 'resumes.careerStatus')}
                />
                <Field name="availableStart" type="date" label={t('resumes.fields.availableStart')} value={j.availableStart} />
                <SaveButton label={t('resumes.wizard.next')} />
              </Stack>
            </ResumeForm>
          )}
          {step === 'personal-info' && (
            <ResumeForm action="wizard-personal-info" csrfToken={csrfToken} testId="wizard-personal-info">
              <Stack spacing={2}>
                <ErrorList errors={errors} />
                <Typography>{t('resumes.privateHint')}</Typography>
                <SelectField
                  name="salutation"
                  label={t('resumes.fields.salutation')}
                  value={p.salutation}
                  choices={labelled(SALUTATIONS, 'resumes.salutation')}
                />
                <Field name="firstName" label={t('resumes.fields.firstName')} value={p.firstName} />
                <Field name="lastName" label={t('resumes.fields.lastName')} value={p.lastName} />
                <Field name="birthday" type="date" label={t('resumes.fields.birthday')} value={p.birthday} />
                <Field name="homeLocation" label={t('resumes.fields.homeLocation')} value={p.homeLocation} />
                <SaveButton label={t('resumes.wizard.finish')} />
              </Stack>
            </ResumeForm>
          )}
          {step === 'completed' && (
            <Stack spacing={2} data-testid="wizard-completed">
              <Alert severity="success" role="status">
                {t('resumes.wizard.completed')}
              </Alert>
              <CompletenessBox completeness={resume.completeness} />
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <ButtonLink to="/resume/edit" variant="contained">
                  {t('resumes.wizard.continueEditing')}
                </ButtonLink>
                <ButtonLink to="/resume" variant="outlined">
                  {t('resumes.view')}
                </ButtonLink>
              </Stack>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
