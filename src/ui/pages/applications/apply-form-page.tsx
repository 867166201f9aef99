import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, AlertTitle, Box, Button, Container, Divider, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApplicationFormPage } from '../../../application/board/applications/show-application-form.use-case';
import { applyPageView } from '../../../domain/applications/apply-steps';
import { ApplicationErrors, type ShownError } from '../../components/applications/application-errors';
import {
  BasicInfoFields,
  ConsentField,
  CoverLetterField,
  FilesField,
  QuestionFields,
} from '../../components/applications/application-fields';
import { submitApplication } from '../../components/applications/submit-application';
import { HydrationMarker } from '../../components/hydration-marker';
import { AttachResumeField } from '../../components/resumes/attach-resume-field';
import { ButtonLink } from '../../components/router-links';
import { applicationSchema, filesSchema, type ApplicationValues } from '../../forms/application-schema';
import { useCurrentPath } from '../../components/use-current-path';
import { useSite } from '../../hooks/use-site';
import { announceApplyPageView } from '../../tracking/apply-page-views';

export interface ApplyPageProps {
  readonly page: ApplicationFormPage;
  readonly csrfToken: string;
  readonly idempotencyKey: string;
  /** Errors of a post without JavaScript (`?errors=`). */
  readonly errors: readonly ShownError[];
  /** What a refused post without JavaScript carried (its text fields, never its files). */
  readonly typed?: Readonly<Record<string, string>>;
}

/** The hidden fields of every application post: CSRF token, job, the flow and the form's idempotency key. */
export function SubmitEnvelope({
  page,
  csrfToken,
  idempotencyKey,
  flow,
}: Pick<ApplyPageProps, 'page' | 'csrfToken' | 'idempotencyKey'> & { flow: 'form' | 'quick' }) {
  const { locale } = useSite();
  const fields = { csrfToken, jobId: page.form.job.id, slug: page.form.job.slug, idempotencyKey, flow, locale };
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** The form's starting values: what a refused plain post carried, else the signed-in applicant's details. */
export function defaultValues(page: ApplicationFormPage, typed: Readonly<Record<string, string>> = {}): ApplicationValues {
  const { prefill, questions } = page.form;
  return {
    firstName: typed.firstName ?? prefill.firstName,
    lastName: typed.lastName ?? prefill.lastName,
    email: typed.email ?? prefill.email,
    phone: typed.phone ?? prefill.phone,
    coverLetter: typed.coverLetter ?? '',
    answers: Object.fromEntries(questions.map((q) => [q.id, typed[`answers.${q.id}`] ?? ''])),
    files: [],
    privacyConsent: ['on', 'true'].includes(typed.privacyConsent ?? ''),
  };
}

/** The job's name and organization above an apply page, with the way back to the job. */
export function ApplyHeader({ page, titleKey }: { page: ApplicationFormPage; titleKey: string }) {
  const { t } = useTranslation();
  const { job } = page.form;
  return (
    <Box>
      <ButtonLink to="/job/$slug" params={{ slug: job.slug }} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        {t('applications.form.backToJob')}
      </ButtonLink>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {t(titleKey, { title: job.title })}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('applications.form.intro', { organization: job.organizationName })}
      </Typography>
    </Box>
  );
}

export function AccountNote({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary">
      {email ? t('applications.form.signedInAs', { email }) : t('applications.form.guestNote')}
    </Typography>
  );
}

/** What an applicant sees once the application is in. */
export function ApplicationSent({ page }: { page: ApplicationFormPage }) {
  const { t } = useTranslation();
  const { job, prefill } = page.form;
  return (
    <Alert severity="success" data-testid="application-sent">
      <AlertTitle>{t('applications.form.sentTitle')}</AlertTitle>
      <Typography>{t('applications.form.sentText', { title: job.title, organization: job.organizationName })}</Typography>
      <Stack direction="row" spacing={1.5} sx={{ mt: 1.5 }}>
        <ButtonLink to="/job/$slug" params={{ slug: job.slug }} variant="outlined">
          {t('applications.form.backToJob')}
        </ButtonLink>
        {prefill.email && (
          <ButtonLink to="/dashboard" variant="contained">
            {t('applications.form.toMyApplications')}
          </ButtonLink>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * `/job/{slug}/apply`: the standard application form. Without JavaScript it
 * posts multipart to /api/applications/submit and the server answers with a redirect; with JavaScript
 * react-hook-form checks it with the shared zod schema first and the same post goes out by fetch.
 */
export function ApplyFormPage({
  page,
  csrfToken,
  idempotencyKey,
  errors: initialErrors,
  typed,
  sent,
  flow = 'form',
}: ApplyPageProps & { sent: boolean; flow?: 'form' | 'quick' }) {
  const { t } = useTranslation();
  const path = useCurrentPath();
  const formRef = useRef<HTMLFormElement>(null);
  const [serverErrors, setServerErrors] = useState<readonly ShownError[]>(initialErrors);
  const [fileError, setFileError] = useState<string | undefined>();
  const form = page.form;
  const schema = applicationSchema(form).omit({ files: true });
  const initial = defaultValues(page, typed);
  const { register, handleSubmit, formState } = useForm<ApplicationValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<ApplicationValues>,
    defaultValues: initial,
    mode: 'onTouched',
  });

  useEffect(() => {
    // The quick-apply flow announces its own steps; without JavaScript it shows this whole form.
    if (flow === 'form') announceApplyPageView(applyPageView(sent ? 'success' : 'form', form.job.id, path));
  }, [flow, sent, form.job.id, path]);

  const onSubmit = handleSubmit(async () => {
    const element = formRef.current;
    if (!element) return;
    const input = element.querySelector<HTMLInputElement>('input[name="files"]');
    // The resume's PDF stands in for a CV the job asks for.
    const withResume = element.querySelector<HTMLInputElement>('input[name="attachResume"]')?.checked === true;
    const files = filesSchema(form.requireCv && !withResume).safeParse([...(input?.files ?? [])]);
    setFileError(files.success ? undefined : files.error.issues[0]?.message);
    if (!files.success) return;
    setServerErrors([]);
    const answer = await submitApplication(new FormData(element));
    if (answer.ok && answer.url) return window.location.assign(answer.url);
    setServerErrors(answer.errors.length > 0 ? answer.errors : [{ field: null, code: 'Default' }]);
  });

  const questionLabel = (id: string) => form.questions.find((q) => q.id === id)?.label;
  return (
    <Container maxWidth="md">
      <HydrationMarker />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={3}>
          <ApplyHeader page={page} titleKey={flow === 'quick' ? 'applications.quick.title' : 'applications.form.title'} />
          {sent ? (
            <ApplicationSent page={page} />
          ) : (
            <form
              ref={formRef}
              method="post"
              action="/api/applications/submit"
              encType="multipart/form-data"
              noValidate
              onSubmit={(e) => void onSubmit(e)}
              data-form="application"
            >
              <SubmitEnvelope page={page} csrfToken={csrfToken} idempotencyKey={idempotencyKey} flow={flow} />
              <Stack spacing={3}>
                <ApplicationErrors errors={serverErrors} questionLabel={questionLabel} />
                <AccountNote email={form.prefill.email} />
                <BasicInfoFields register={register} errors={formState.errors} defaults={initial} />
                <QuestionFields
                  questions={form.questions}
                  required={form.requireQuestions}
                  register={register}
                  errors={formState.errors}
                  values={initial.answers as Record<string, string>}
                />
                <CoverLetterField
                  required={form.requireCoverLetter}
                  register={register}
                  errors={formState.errors}
                  defaultValue={initial.coverLetter}
                />
                <FilesField requireCv={form.requireCv} error={fileError} />
                {form.resumeAvailable && <AttachResumeField defaultChecked={['on', 'true'].includes(typed?.attachResume ?? '')} />}
                <Divider />
                <ConsentField
                  privacyText={form.privacyText}
                  register={register}
                  errors={formState.errors}
                  defaultChecked={initial.privacyConsent}
                />
                <Box>
                  <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting} data-submit-application>
                    {formState.isSubmitting ? t('applications.form.sending') : t('applications.form.submit')}
                  </Button>
                </Box>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
