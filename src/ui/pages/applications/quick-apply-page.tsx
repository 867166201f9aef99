import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Container,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyPageView, nextStep, previousStep, type QuickApplyStep } from '../../../domain/applications/apply-steps';
import { ApplicationErrors, type ShownError } from '../../components/applications/application-errors';
import {
  BasicInfoFields,
  ConsentField,
  CoverLetterField,
  FilesField,
  QuestionFields,
} from '../../components/applications/application-fields';
import { clearDraft, saveDraft, useDraft } from '../../components/applications/quick-apply-draft';
import { submitApplication } from '../../components/applications/submit-application';
import { HydrationMarker } from '../../components/hydration-marker';
import { useCurrentPath } from '../../components/use-current-path';
import { applicationSchema, filesSchema, type ApplicationValues } from '../../forms/application-schema';
import { useHydrated } from '../../hooks/use-hydrated';
import { useSite } from '../../hooks/use-site';
import { announceApplyPageView } from '../../tracking/apply-page-views';
import { AccountNote, ApplicationSent, ApplyFormPage, ApplyHeader, defaultValues, type ApplyPageProps } from './apply-form-page';

const STEP_FIELDS: Partial<
  Record<QuickApplyStep, ReadonlyArray<'firstName' | 'lastName' | 'email' | 'phone' | 'answers' | 'coverLetter' | 'privacyConsent'>>
> = {
  'basic-info': ['firstName', 'lastName', 'email', 'phone'],
  questions: ['answers'],
  'file-upload': ['coverLetter'],
  review: ['privacyConsent'],
};

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * `/job/{slug}/quick-apply/{step}` (basic info → questions → file upload → review → success, each
 * announcing a page view). With JavaScript each step is its own address and the answers stay in the tab
 * until the review sends them in one multipart post. Without JavaScript the page is the whole form at
 * once, posting to the same route.
 */
export function QuickApplyPage(props: ApplyPageProps & { step: QuickApplyStep }) {
  const hydrated = useHydrated();
  const path = useCurrentPath();
  const { page, step } = props;
  useEffect(() => {
    announceApplyPageView(applyPageView(step, page.form.job.id, path));
  }, [step, page.form.job.id, path]);
  if (step === 'success') {
    return (
      <Container maxWidth="md">
        <HydrationMarker />
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          <Stack spacing={3}>
            <ApplyHeader page={page} titleKey="applications.quick.title" />
            <ApplicationSent page={page} />
          </Stack>
        </Paper>
      </Container>
    );
  }
  return hydrated ? <QuickApplySteps {...props} /> : <ApplyFormPage {...props} sent={false} flow="quick" />;
}

function QuickApplySteps({ page, csrfToken, idempotencyKey, errors: initialErrors, step }: ApplyPageProps & { step: QuickApplyStep }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const navigate = useNavigate();
  const form = page.form;
  const slug = form.job.slug;
  const draft = useDraft(form.job.id, () => ({ values: defaultValues(page), files: [] }));
  const [serverErrors, setServerErrors] = useState<readonly ShownError[]>(initialErrors);
  const [fileError, setFileError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const schema = applicationSchema(form).omit({ files: true });
  const { register, trigger, getValues, formState } = useForm<ApplicationValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<ApplicationValues>,
    defaultValues: draft.values,
    mode: 'onTouched',
  });
  const go = (to: QuickApplyStep) => void navigate({ to: '/job/$slug/quick-apply/$step', params: { slug, step: to } });

  // A later step opened without the earlier ones (a reload, a bookmark) starts at the beginning.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked when the step changes only, not on every keystroke
  useEffect(() => {
    if (step !== 'basic-info' && draft.values.firstName.trim() === '' && form.prefill.firstName === '') go('basic-info');
  }, [step]);

  const save = (files = draft.files) => saveDraft(form.job.id, { values: { ...draft.values, ...getValues() }, files });

  const next = async () => {
    const fields = STEP_FIELDS[step] ?? [];
    if (fields.length > 0 && !(await trigger([...fields]))) return;
    if (step === 'file-upload') {
      const checked = filesSchema(form.requireCv).safeParse([...draft.files]);
      setFileError(checked.success ? undefined : checked.error.issues[0]?.message);
      if (!checked.success) return;
    }
    save();
    const to = nextStep(page.steps, step);
    if (to) go(to);
  };

  const send = async () => {
    if (!(await trigger())) return;
    save();
    const values = { ...draft.values, ...getValues() };
    const body = new FormData();
    const fields: Record<string, string> = {
      csrfToken,
      jobId: form.job.id,
      slug,
      idempotencyKey,
      flow: 'quick',
      locale,
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phone: values.phone,
      coverLetter: values.coverLetter,
      privacyConsent: values.privacyConsent ? 'on' : '',
    };
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    for (const [id, v] of Object.entries(values.answers ?? {})) body.set(`answers.${id}`, String(v ?? ''));
    for (const file of draft.files) body.append('files', file, file.name);
    setServerErrors([]);
    setSending(true);
    const answer = await submitApplication(body);
    setSending(false);
    if (answer.ok) {
      clearDraft(form.job.id);
      return go('success');
    }
    setServerErrors(answer.errors.length > 0 ? answer.errors : [{ field: null, code: 'Default' }]);
  };

  const back = previousStep(page.steps, step);
  const visible: readonly QuickApplyStep[] = page.steps.filter((s) => s !== 'success');
  const questionLabel = (id: string) => form.questions.find((q) => q.id === id)?.label;
  const values = { ...draft.values, ...getValues() };
  const row = (label: string, value: string) => (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ fontWeight: 700, width: '35%' }}>
        {label}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{value || t('applications.quick.empty')}</TableCell>
    </TableRow>
  );

  return (
    <Container maxWidth="md">
      <HydrationMarker />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={3}>
          <ApplyHeader page={page} titleKey="applications.quick.title" />
          <Stepper activeStep={visible.indexOf(step as QuickApplyStep)} alternativeLabel aria-label={t('applications.quick.stepsLabel')}>
            {visible.map((s) => (
              <Step key={s}>
                <StepLabel>{t(`applications.quick.steps.${s}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <Typography variant="h2" sx={{ fontSize: '1.3rem' }} data-quick-step={step}>
            {t(`applications.quick.steps.${step}`)}
          </Typography>
          <form noValidate onSubmit={(e) => e.preventDefault()} data-form="quick-apply">
            <Stack spacing={3}>
              <ApplicationErrors errors={serverErrors} questionLabel={questionLabel} />
              {step === 'basic-info' && (
                <>
                  <AccountNote email={form.prefill.email} />
                  <BasicInfoFields register={register} errors={formState.errors} />
                </>
              )}
              {step === 'questions' && (
                <QuestionFields
                  questions={form.questions}
                  required={form.requireQuestions}
                  register={register}
                  errors={formState.errors}
                  values={draft.values.answers as Record<string, string>}
                />
              )}
              {step === 'file-upload' && (
                <>
                  <FilesField
                    requireCv={form.requireCv}
                    error={fileError}
                    onChange={(files) => {
                      save([...draft.files, ...files].slice(0, 20));
                    }}
                  />
                  {draft.files.length > 0 && (
                    <List dense data-testid="chosen-files">
                      {draft.files.map((file, i) => (
                        <ListItem
                          // biome-ignore lint/suspicious/noArrayIndexKey: two chosen files may share a name; the list only grows or loses an entry
                          key={`${file.name}-${i}`}
                          secondaryAction={
                            <IconButton
                              edge="end"
                              aria-label={t('applications.form.removeFile', { name: file.name })}
                              onClick={() => save(draft.files.filter((_, j) => j !== i))}
                            >
                              <Close />
                            </IconButton>
                          }
                        >
                          <ListItemText primary={file.name} secondary={sizeText(file.size)} />
                        </ListItem>
                      ))}
                    </List>
                  )}
                  <CoverLetterField required={form.requireCoverLetter} register={register} errors={formState.errors} />
                </>
              )}
              {step === 'review' && (
                <>
                  <Typography color="text.secondary">{t('applications.quick.reviewIntro')}</Typography>
                  <Table size="small" data-testid="quick-apply-review">
                    <TableBody>
                      {row(t('applications.fields.firstName'), values.firstName)}
                      {row(t('applications.fields.lastName'), values.lastName)}
                      {row(t('applications.fields.email'), values.email)}
                      {row(t('applications.fields.phone'), values.phone)}
                      {form.questions.map((q) =>
                        row(q.label, answerText(String((values.answers as Record<string, unknown>)?.[q.id] ?? ''), t)),
                      )}
                      {row(t('applications.fields.files'), draft.files.map((f) => f.name).join('\n') || t('applications.quick.noFiles'))}
                      {row(t('applications.fields.coverLetter'), values.coverLetter)}
                    </TableBody>
                  </Table>
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                    {visible
                      .filter((s) => s !== 'review')
                      .map((s) => (
                        <Button key={s} size="small" onClick={() => go(s)}>
                          {t('app.labelledValue', { label: t('applications.quick.edit'), value: t(`applications.quick.steps.${s}`) })}
                        </Button>
                      ))}
                  </Stack>
                  <Divider />
                  <ConsentField privacyText={form.privacyText} register={register} errors={formState.errors} />
                </>
              )}
              <Box sx={{ display: 'flex', gap: 1.5 }}>
                {back && (
                  <Button
                    variant="outlined"
                    size="large"
                    onClick={() => {
                      save();
                      go(back);
                    }}
                  >
                    {t('applications.quick.back')}
                  </Button>
                )}
                {step === 'review' ? (
                  <Button variant="contained" size="large" onClick={() => void send()} disabled={sending} data-submit-application>
                    {sending ? t('applications.form.sending') : t('applications.form.submit')}
                  </Button>
                ) : (
                  <Button variant="contained" size="large" onClick={() => void next()} data-next-step>
                    {t('applications.quick.next')}
                  </Button>
                )}
              </Box>
            </Stack>
          </form>
        </Stack>
      </Paper>
    </Container>
  );
}

const answerText = (value: string, t: (key: string) => string) =>
  value === 'yes' ? t('applications.form.yes') : value === 'no' ? t('applications.form.no') : value;
