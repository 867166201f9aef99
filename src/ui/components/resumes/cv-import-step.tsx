import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useContext, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvImportReview } from '../../../application/board/resumes/import-cv.use-cases';
import type { ResumeFieldError } from '../../../application/board/resumes/resume-gateway.port';
import { LANGUAGE_LEVELS } from '../../../domain/job/job-details';
import { useSite } from '../../hooks/use-site';
import { ButtonLink } from '../router-links';
import { CheckField, ErrorList, Field, SelectField, termsOf, TypedResumeContext, TypedValuesScope } from './resume-form-parts';
import { reviewedProposal } from '../../forms/cv-review-fields';
import { CV_REVIEW_FORM } from '../../forms/resume-forms';
import { formErrorKey } from '../form-busy';

/*
 * The wizard's first step. Without an import: a form to upload a PDF or DOCX CV (or to go on without
 * one). With one: every proposal as a form field to correct, each entry with a box to leave it out;
 * nothing reaches the resume before "Take over". Plain POST forms: they work without JavaScript.
 */

function ImportForm({
  action,
  csrfToken,
  children,
  testId,
}: {
  action: string;
  csrfToken: string;
  children: React.ReactNode;
  testId: string;
}) {
  const { locale } = useSite();
  return (
    <form method="post" action={`/api/resume-import/${action}`} encType="multipart/form-data" data-testid={testId}>
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="locale" value={locale} />
      {children}
    </form>
  );
}

export function CvUploadForm({ csrfToken, error }: { csrfToken: string; error: string | undefined }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <Stack spacing={2}>
      <Typography>{t('resumes.import.intro')}</Typography>
      {error && (
        <Alert severity="error" role="alert" data-testid="import-error">
          {t(
            formErrorKey(
              error,
              i18n.exists(`resumes.import.errors.${error}`) ? `resumes.import.errors.${error}` : 'resumes.errors.Default',
            ),
          )}
        </Alert>
      )}
      <ImportForm action="upload" csrfToken={csrfToken} testId="cv-upload-form">
        <Stack spacing={2}>
          <Box>
            <Typography component="label" htmlFor={id} sx={{ display: 'block', mb: 0.5, fontWeight: 500 }}>
              {t('resumes.import.file')}
            </Typography>
            <input
              id={id}
              type="file"
              name="file"
              required
              accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              aria-describedby={`${id}-hint`}
            />
            <Typography id={`${id}-hint`} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('resumes.import.fileHint')}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained">
              {t('resumes.import.read')}
            </Button>
            <ButtonLink to="/resume/wizard/$step" params={{ step: 'job-preferences' }} variant="outlined" data-testid="skip-import">
              {t('resumes.import.skip')}
            </ButtonLink>
          </Stack>
        </Stack>
      </ImportForm>
    </Stack>
  );
}

/** An entry's "take it over" box: ticked as proposed, or as it was when the review came back refused. */
function Include({ name, label }: { name: string; label: string }) {
  return <CheckField name={name} label={label} checked />;
}

function MonthField({ name, label, value }: { name: string; label: string; value: string | null }) {
  return <Field name={name} type="month" label={label} value={value} />;
}

export function CvReviewForm({
  review,
  csrfToken,
  errors,
}: {
  review: CvImportReview;
  csrfToken: string;
  errors: readonly ResumeFieldError[];
}) {
  const { t } = useTranslation();
  const typed = useContext(TypedResumeContext);
  // A refused review shows the form as it was sent: every entry, also those whose box was cleared (the stored
  // proposal keeps only the ticked ones), by the numbers their fields were sent under.
  const p =
    typed?.form === CV_REVIEW_FORM && typed.entry === review.import.id
      ? { ...reviewedProposal(Object.keys(typed.values), (name) => typed.values[name] ?? ''), email: review.import.proposal.email }
      : review.import.proposal;
  const terms = review.options.terms;
  const languageName = (code: string) => review.options.languages.find((l) => l.id === code)?.label ?? code;
  const levels = LANGUAGE_LEVELS.map((l) => ({ id: l, label: t(`resumes.languageLevel.${l}`) }));
  return (
    <ImportForm action="confirm" csrfToken={csrfToken} testId="cv-review-form">
      <input type="hidden" name="importId" value={review.import.id} />
      <input type="hidden" name="email" value={p.email} />
      <TypedValuesScope form={CV_REVIEW_FORM} entry={review.import.id}>
        <Stack spacing={3}>
          <Alert severity="info" role="status">
            {t('resumes.import.reviewIntro', { file: review.import.fileName })}
          </Alert>
          <ErrorList errors={errors} />
          <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {t('resumes.sections.personalInfo')}
            </Typography>
            <Field name="firstName" label={t('resumes.fields.firstName')} value={p.firstName} />
            <Field name="lastName" label={t('resumes.fields.lastName')} value={p.lastName} />
            <Field name="phone" label={t('resumes.fields.phone')} value={p.phone} />
            {p.email && (
              <Typography variant="body2" data-testid="import-email">
                {t('resumes.import.emailFound', { email: p.email })}
              </Typography>
            )}
          </Stack>
          <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {t('resumes.sections.workExperience')}
            </Typography>
            {p.workExperience.length === 0 && <Typography>{t('resumes.import.noneFound')}</Typography>}
            {p.workExperience.map((w, i) => (
              <Stack
                // biome-ignore lint/suspicious/noArrayIndexKey: the fields are named by position and the list never reorders on the page
                key={`w${i}-${w.period.start}`}
                spacing={1.5}
                data-testid={`import-work-${i}`}
                sx={{ borderLeft: 3, borderColor: 'divider', pl: 2 }}
              >
                <Include name={`work.${i}.include`} label={t('resumes.import.takeEntry', { n: i + 1 })} />
                <Field name={`work.${i}.jobTitle`} label={t('resumes.fields.jobTitle')} value={w.jobTitle} />
                <Field name={`work.${i}.companyName`} label={t('resumes.fields.companyName')} value={w.companyName} />
                <Field name={`work.${i}.location`} label={t('resumes.fields.location')} value={w.location} />
                <SelectField
                  name={`work.${i}.occupationId`}
                  label={t('resumes.fields.occupationId')}
                  value={w.occupationId}
                  choices={termsOf(terms, 'occupations')}
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <MonthField name={`work.${i}.start`} label={t('resumes.fields.start')} value={w.period.start} />
                  <MonthField name={`work.${i}.end`} label={t('resumes.fields.end')} value={w.period.end} />
                </Stack>
              </Stack>
            ))}
          </Stack>
          <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {t('resumes.sections.education')}
            </Typography>
            {p.education.length === 0 && <Typography>{t('resumes.import.noneFound')}</Typography>}
            {p.education.map((e, i) => (
              <Stack
                // biome-ignore lint/suspicious/noArrayIndexKey: the fields are named by position and the list never reorders on the page
                key={`e${i}-${e.period.start}`}
                spacing={1.5}
                data-testid={`import-education-${i}`}
                sx={{ borderLeft: 3, borderColor: 'divider', pl: 2 }}
              >
                <Include name={`edu.${i}.include`} label={t('resumes.import.takeEntry', { n: i + 1 })} />
                <Field name={`edu.${i}.institution`} label={t('resumes.fields.institution')} value={e.institution} />
                <Field name={`edu.${i}.studyProgram`} label={t('resumes.fields.studyProgram')} value={e.studyProgram} />
                <Field name={`edu.${i}.location`} label={t('resumes.fields.location')} value={e.location} />
                <SelectField
                  name={`edu.${i}.degreeLevelId`}
                  label={t('resumes.fields.degreeLevelId')}
                  value={e.degreeLevelId}
                  choices={termsOf(terms, 'degreeLevel')}
                />
                <SelectField
                  name={`edu.${i}.fieldOfStudyId`}
                  label={t('resumes.fields.fieldOfStudyId')}
                  value={e.fieldOfStudyId}
                  choices={termsOf(terms, 'fieldsOfStudy')}
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <MonthField name={`edu.${i}.start`} label={t('resumes.fields.start')} value={e.period.start} />
                  <MonthField name={`edu.${i}.end`} label={t('resumes.fields.end')} value={e.period.end} />
                </Stack>
              </Stack>
            ))}
          </Stack>
          <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {t('resumes.sections.languages')}
            </Typography>
            {p.languages.length === 0 && <Typography>{t('resumes.import.noneFound')}</Typography>}
            {p.languages.map((l, i) => (
              <Stack key={l.code} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                <input type="hidden" name={`lang.${i}.code`} value={l.code} />
                <Include name={`lang.${i}.include`} label={languageName(l.code)} />
                <SelectField
                  name={`lang.${i}.level`}
                  label={t('resumes.import.levelOf', { language: languageName(l.code) })}
                  value={l.level}
                  choices={levels}
                />
              </Stack>
            ))}
          </Stack>
          <Field
            name="skills"
            multiline
            label={t('resumes.fields.skillsFree')}
            value={p.skills.join(', ')}
            helperText={t('resumes.import.skillsHint')}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained">
              {t('resumes.import.confirm')}
            </Button>
            <ButtonLink to="/resume/wizard/$step" params={{ step: 'import' }} variant="outlined">
              {t('resumes.import.another')}
            </ButtonLink>
          </Stack>
        </Stack>
      </TypedValuesScope>
    </ImportForm>
  );
}

/** The step: the review when an import is named and found, else the upload form. */
export function CvImportStep({
  review,
  csrfToken,
  error,
  errors,
}: {
  review: CvImportReview | null;
  csrfToken: string;
  error: string | undefined;
  errors: readonly ResumeFieldError[];
}) {
  if (review) return <CvReviewForm review={review} csrfToken={csrfToken} errors={errors} />;
  return <CvUploadForm csrfToken={csrfToken} error={error} />;
}
