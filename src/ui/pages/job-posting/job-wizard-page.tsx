import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Container,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Grid,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Step,
  StepLabel,
  Stepper,
  TextField,
  Typography,
} from '@mui/material';
import { useRef, useState, type ReactNode } from 'react';
import { Controller, useFieldArray, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { announceProductEvent } from '../../tracking/product-events';
import type { EditableJobView, WizardOptions } from '../../../application/board/job-posting/job-posting-gateway.port';
import { MAX_ATTACHMENT_BYTES } from '../../../domain/files/attachment-policy';
import { JOB_TYPES, SALARY_UNITS } from '../../../domain/job/job';
import { LANGUAGE_LEVELS } from '../../../domain/job/job-details';
import { APPLICATION_WORKFLOWS, JOB_DURATIONS_DAYS, MAX_QUALIFYING_QUESTIONS } from '../../../domain/job/job-posting';
import { VOCABULARIES } from '../../../domain/job/taxonomy';
import { HydrationMarker } from '../../components/hydration-marker';
import { RichTextEditor } from '../../components/job-wizard/rich-text-editor';
import { AiWritingHelper } from '../../components/ai-writing/ai-writing-helper';
import { emptyWizardValues, jobWizardSchema, MAX_LANGUAGE_ROWS, wizardValuesOf, type JobWizardValues } from '../../forms/job-wizard-schema';
import { useHydrated } from '../../hooks/use-hydrated';
import { useSite } from '../../hooks/use-site';
import { formErrorKey } from '../../components/form-busy';

export const WIZARD_STEPS = ['type', 'content', 'classification', 'conditions', 'application'] as const;

/** Which step shows each field (a server error jumps to the first step with a problem). */
const STEP_FIELDS: ReadonlyArray<ReadonlyArray<FieldPath<JobWizardValues>>> = [
  ['type', 'organizationId'],
  ['title', 'linkUrl', 'hasFile', 'descriptionHtml', 'availableFrom', 'availableUntil', 'videoUrl'],
  ['termIds'],
  [
    'countryCode',
    'addressLine1',
    'zip',
    'locality',
    'administrativeArea',
    'salaryMin',
    'salaryMax',
    'salaryCurrency',
    'salaryUnit',
    'salaryText',
    'languages',
    'languagesText',
    'skills',
    'skillsText',
    'expiresAt',
    'durationDays',
  ],
  [
    'applicationWorkflow',
    'applicationEmails',
    'applicationUrl',
    'applicationRequireCv',
    'applicationRequireCoverLetter',
    'applicationRequireQuestions',
    'questions',
  ],
];

/** The default of a (dotted) field, for the server-rendered input. */
const defaultOf = (values: JobWizardValues, name: string): string => {
  let node: unknown = values;
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : '';
};

const stepOf = (field: string): number => {
  const i = STEP_FIELDS.findIndex((fields) => fields.some((f) => f === field || field.startsWith(`${f}.`)));
  return Math.max(i, 0);
};

/** File fields are not part of the schema: checked here for a quick answer, by the platform for real. */
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

interface WizardAnswer {
  ok: boolean;
  url?: string;
  error?: string;
  /** The fields' problems (a problem without a field is the form's as a whole). */
  errors?: Array<{ field: string | null; code: string }>;
}

interface Props {
  readonly options: WizardOptions;
  readonly job: EditableJobView | null;
  readonly csrfToken: string;
  readonly error?: string | undefined;
  readonly notice?: string | undefined;
  /** Problems of a refused plain-form post (no JavaScript): listed under the error. */
  readonly problems?: ReadonlyArray<{ field: string; code: string }>;
}

/**
 * /job/wizard: type → content → classification → conditions → application, then the preview. With
 * JavaScript one step shows at a time, react-hook-form checks each step with the shared schema and the
 * form posts with `json=true`; without it every step shows and the form posts as it is.
 */
export function JobWizardPage({ options, job, csrfToken, error, notice, problems = [] }: Props) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const hydrated = useHydrated();
  const [step, setStep] = useState(0);
  const [serverError, setServerError] = useState<string | null>(error ?? null);
  const [submitting, setSubmitting] = useState(false);
  const [aiWriting, setAiWriting] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const logoRef = useRef<HTMLInputElement>(null);
  const defaults = job ? wizardValuesOf(job.posting) : emptyWizardValues(options.organizations[0]?.id ?? '');
  const { control, register, handleSubmit, watch, trigger, setError, setValue, getValues, formState } = useForm<JobWizardValues>({
    resolver: zodResolver(jobWizardSchema as never) as unknown as Resolver<JobWizardValues>,
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const languages = useFieldArray({ control, name: 'languages' });
  const questions = useFieldArray({ control, name: 'questions' });
  const type = watch('type');
  const workflow = watch('applicationWorkflow');
  const errorText = (name: string): string | undefined => {
    const parts = name.split('.');
    let node: unknown = formState.errors;
    for (const p of parts) node = (node as Record<string, unknown> | undefined)?.[p];
    const message = (node as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? t(message, { max: MAX_QUALIFYING_QUESTIONS }) : undefined;
  };
  const visible = (i: number) => !hydrated || step === i;
  const last = WIZARD_STEPS.length - 1;

  const next = async () => {
    if (await trigger([...STEP_FIELDS[step]!])) setStep((s) => Math.min(s + 1, last));
  };

  const onFileChosen = (kind: 'file' | 'logo') => (e: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    if (kind === 'file') setValue('hasFile', Boolean(chosen) || Boolean(job?.posting.fileName), { shouldValidate: true });
    if (!chosen) return;
    if (chosen.size > MAX_ATTACHMENT_BYTES)
      setError(kind === 'file' ? 'hasFile' : ('logo' as never), { message: 'jobWizard.problems.FILE_TOO_LARGE' });
    else if (kind === 'logo' && !LOGO_TYPES.includes(chosen.type))
      setError('logo' as never, {
        message: chosen.type === 'image/svg+xml' ? 'jobWizard.problems.LOGO_SVG_NOT_ALLOWED' : 'jobWizard.problems.LOGO_TYPE_NOT_ALLOWED',
      });
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    setSubmitting(true);
    const body = new FormData();
    body.set('csrfToken', csrfToken);
    body.set('locale', locale);
    body.set('json', 'true');
    if (job) body.set('id', job.posting.id);
    for (const [key, value] of Object.entries(values)) {
      if (key === 'termIds') for (const v of value as string[]) body.append('termIds', v);
      else if (key === 'languages')
        for (const [i, l] of (value as JobWizardValues['languages']).entries()) {
          body.set(`languages.${i}.code`, l.code);
          body.set(`languages.${i}.level`, l.level);
        }
      else if (key === 'questions')
        for (const [i, q] of (value as JobWizardValues['questions']).entries()) body.set(`questions.${i}.text`, q.text);
      else body.set(key, String(value));
    }
    const file = fileRef.current?.files?.[0];
    const logo = logoRef.current?.files?.[0];
    if (file && values.type === 'job_per_file') body.set('file', file);
    if (logo) body.set('logo', logo);
    let answer: WizardAnswer | null = null;
    try {
      const response = await fetch('/api/job-wizard', {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      });
      answer = (await response.json()) as WizardAnswer;
    } catch {
      answer = null;
    }
    setSubmitting(false);
    if (answer?.ok && answer.url) {
      if (job)
        announceProductEvent({ name: 'job_edit', jobId: job.posting.id, title: values.title, organizationId: values.organizationId });
      return window.location.assign(answer.url);
    }
    setServerError(answer?.error ?? 'UNAVAILABLE');
    const problems = (answer?.errors ?? []).filter((p): p is { field: string; code: string } => p.field !== null);
    for (const p of problems) setError(p.field as FieldPath<JobWizardValues>, { message: `jobWizard.problems.${p.code}` });
    if (problems[0]) setStep(stepOf(problems[0].field));
  });

  const termsOf = (vocabulary: string) => options.terms.filter((term) => term.vocabulary === vocabulary);
  const section = (i: number, children: ReactNode) => (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: visible(i) ? 'block' : 'none' }}
      data-step={WIZARD_STEPS[i]}
    >
      <Typography component="legend" variant="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
        {t(`jobWizard.steps.${WIZARD_STEPS[i]}`)}
      </Typography>
      <Stack spacing={2.5}>{children}</Stack>
    </Box>
  );
  const field = (name: FieldPath<JobWizardValues>, props: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    // defaultValue as an attribute too: without JavaScript react-hook-form never fills the inputs in.
    <TextField
      {...register(name)}
      id={`wizard-${name}`}
      label={t(`jobWizard.fields.${name}`)}
      defaultValue={defaultOf(defaults, name)}
      fullWidth
      {...props}
      error={Boolean(errorText(name))}
      helperText={errorText(name) ?? props.helperText}
    />
  );
  const checkbox = (name: 'applicationRequireCv' | 'applicationRequireCoverLetter' | 'applicationRequireQuestions') => (
    <Controller
      control={control}
      name={name}
      render={({ field: f }) => (
        <FormControlLabel
          control={<Checkbox name={name} checked={f.value} onChange={(e) => f.onChange(e.target.checked)} onBlur={f.onBlur} />}
          label={t(`jobWizard.fields.${name}`)}
        />
      )}
    />
  );

  return (
    <Container maxWidth="md">
      <HydrationMarker />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={3}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
            {t(job ? 'jobWizard.editTitle' : 'jobWizard.title')}
          </Typography>
          {notice && <Alert severity="success">{t(`jobWizard.notices.${notice}`, { defaultValue: '' })}</Alert>}
          {job?.posting.rejectionReason && job.workflowState === 'draft' && (
            <Alert severity="warning" data-testid="rejection-reason">
              {t('jobWizard.rejected', { reason: job.posting.rejectionReason })}
            </Alert>
          )}
          {job?.workflowState === 'published' && options.review !== 'off' && !options.staff && (
            <Alert severity="info">{t('jobWizard.editNeedsReview')}</Alert>
          )}
          {serverError && (
            <Alert severity="error" role="alert" data-testid="wizard-error">
              {t(formErrorKey(serverError, `jobWizard.errors.${serverError}`), { defaultValue: t('jobWizard.errors.UNAVAILABLE') })}
              {problems.length > 0 && (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {problems.map((p) => (
                    <li key={`${p.field}:${p.code}`}>
                      {t('app.labelled', { label: t(`jobWizard.fields.${p.field}`, { defaultValue: p.field }) })}{' '}
                      {t(`jobWizard.problems.${p.code}`, { defaultValue: p.code, max: MAX_QUALIFYING_QUESTIONS })}
                    </li>
                  ))}
                </Box>
              )}
            </Alert>
          )}
          {hydrated && (
            <Stepper activeStep={step} alternativeLabel aria-label={t('jobWizard.stepsLabel')}>
              {WIZARD_STEPS.map((s) => (
                <Step key={s}>
                  <StepLabel>{t(`jobWizard.steps.${s}`)}</StepLabel>
                </Step>
              ))}
            </Stepper>
          )}
          <form
            method="post"
            action="/api/job-wizard"
            encType="multipart/form-data"
            onSubmit={(e) => void onSubmit(e)}
            noValidate
            data-form="job-wizard"
          >
            <input type="hidden" name="csrfToken" value={csrfToken} />
            <input type="hidden" name="locale" value={locale} />
            {job && <input type="hidden" name="id" value={job.posting.id} />}
            <input type="hidden" name="hasFile" value={job?.posting.fileName ? 'true' : 'false'} />
            <Stack spacing={4}>
              {section(
                0,
                <>
                  <Controller
                    control={control}
                    name="type"
                    render={({ field: f }) => (
                      <FormControl>
                        <FormLabel id="wizard-type-label">{t('jobWizard.fields.type')}</FormLabel>
                        <RadioGroup
                          aria-labelledby="wizard-type-label"
                          name="type"
                          value={f.value}
                          onChange={(e) => f.onChange(e.target.value)}
                        >
                          {JOB_TYPES.map((jobType) => (
                            <FormControlLabel key={jobType} value={jobType} control={<Radio />} label={t(`jobWizard.types.${jobType}`)} />
                          ))}
                        </RadioGroup>
                      </FormControl>
                    )}
                  />
                  {field('organizationId', {
                    select: true,
                    defaultValue: defaults.organizationId,
                    children: options.organizations.map((o) =>
                      hydrated ? (
                        <MenuItem key={o.id} value={o.id}>
                          {o.name}
                        </MenuItem>
                      ) : (
                        <option key={o.id} value={o.id}>
                          {o.name}
                        </option>
                      ),
                    ),
                    slotProps: { select: { native: !hydrated } },
                  })}
                </>,
              )}
              {section(
                1,
                <>
                  {field('title', { required: true, slotProps: { htmlInput: { maxLength: 200 } } })}
                  {(type === 'job_per_link' || !hydrated) && field('linkUrl', { type: 'url', helperText: t('jobWizard.help.linkUrl') })}
                  {(type === 'job_per_file' || !hydrated) && (
                    <FormControl error={Boolean(errorText('hasFile'))}>
                      <FormLabel htmlFor="wizard-file">{t('jobWizard.fields.file')}</FormLabel>
                      <input
                        id="wizard-file"
                        type="file"
                        name="file"
                        accept="application/pdf,.pdf"
                        ref={fileRef}
                        onChange={onFileChosen('file')}
                      />
                      <FormHelperText>
                        {errorText('hasFile') ??
                          (job?.posting.fileName ? t('jobWizard.help.fileKept', { name: job.posting.fileName }) : t('jobWizard.help.file'))}
                      </FormHelperText>
                    </FormControl>
                  )}
                  <Controller
                    control={control}
                    name="descriptionHtml"
                    render={({ field: f }) => (
                      <RichTextEditor
                        name="descriptionHtml"
                        label={t('jobWizard.fields.descriptionHtml')}
                        value={f.value}
                        onChange={f.onChange}
                        onBlur={f.onBlur}
                        toolbar={options.toolbar}
                        locale={locale}
                        error={errorText('descriptionHtml')}
                        readOnly={aiWriting}
                      />
                    )}
                  />
                  <AiWritingHelper
                    csrfToken={csrfToken}
                    options={options}
                    values={getValues}
                    setDescription={(html) => setValue('descriptionHtml', html, { shouldDirty: true })}
                    onBusy={setAiWriting}
                  />
                  <Grid container spacing={2}>
                    <Grid size={{ xs: 12, sm: 6 }}>
                      {field('availableFrom', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
                    </Grid>
                    <Grid size={{ xs: 12, sm: 6 }}>
                      {field('availableUntil', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
                    </Grid>
                  </Grid>
                  {field('videoUrl', { type: 'url', helperText: t('jobWizard.help.videoUrl') })}
                  <FormControl error={Boolean(errorText('logo'))}>
                    <FormLabel htmlFor="wizard-logo">{t('jobWizard.fields.logo')}</FormLabel>
                    <input
                      id="wizard-logo"
                      type="file"
                      name="logo"
                      accept="image/png,image/jpeg,image/webp"
                      ref={logoRef}
                      onChange={onFileChosen('logo')}
                    />
                    <FormHelperText>{errorText('logo') ?? t('jobWizard.help.logo')}</FormHelperText>
                  </FormControl>
                  {job?.posting.hasLogo && (
                    <FormControlLabel control={<Checkbox name="removeLogo" />} label={t('jobWizard.fields.removeLogo')} />
                  )}
                </>,
              )}
              {section(
                2,
                <>
                  <Typography color="text.secondary">{t('jobWizard.help.classification')}</Typography>
                  {VOCABULARIES.filter((v) => termsOf(v).length > 0).map((vocabulary) => (
                    <Controller
                      key={vocabulary}
                      control={control}
                      name="termIds"
                      render={({ field: f }) => {
                        const mine = termsOf(vocabulary);
                        const chosen = f.value.filter((id) => mine.some((m) => m.id === id));
                        return (
                          <TextField
                            select
                            id={`wizard-terms-${vocabulary}`}
                            label={t(`jobWizard.vocabularies.${vocabulary}`)}
                            name="termIds"
                            value={chosen}
                            onChange={(e) => {
                              const picked =
                                typeof e.target.value === 'string' ? [e.target.value] : (e.target.value as unknown as string[]);
                              f.onChange([...f.value.filter((id) => !mine.some((m) => m.id === id)), ...picked]);
                            }}
                            slotProps={{ select: { multiple: true, native: !hydrated } }}
                            fullWidth
                            error={Boolean(errorText('termIds'))}
                            helperText={errorText('termIds')}
                          >
                            {mine.map((term) =>
                              hydrated ? (
                                <MenuItem key={term.id} value={term.id}>
                                  {term.label}
                                </MenuItem>
                              ) : (
                                <option key={term.id} value={term.id}>
                                  {term.label}
                                </option>
                              ),
                            )}
                          </TextField>
                        );
                      }}
                    />
                  ))}
                </>,
              )}
              {section(
                3,
                <>
                  <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
                    {t('jobWizard.groups.address')}
                  </Typography>
                  <Grid container spacing={2}>
                    <Grid size={{ xs: 12, sm: 8 }}>{field('addressLine1', { autoComplete: 'street-address' })}</Grid>
                    <Grid size={{ xs: 12, sm: 4 }}>{field('countryCode', { slotProps: { htmlInput: { maxLength: 2 } } })}</Grid>
                    <Grid size={{ xs: 12, sm: 4 }}>{field('zip', { autoComplete: 'postal-code' })}</Grid>
                    <Grid size={{ xs: 12, sm: 8 }}>{field('locality', { required: true })}</Grid>
                    <Grid size={12}>{field('administrativeArea')}</Grid>
                  </Grid>
                  <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
                    {t('jobWizard.groups.salary')}
                  </Typography>
                  <Grid container spacing={2}>
                    <Grid size={{ xs: 6, sm: 3 }}>{field('salaryMin', { slotProps: { htmlInput: { inputMode: 'numeric' } } })}</Grid>
                    <Grid size={{ xs: 6, sm: 3 }}>{field('salaryMax', { slotProps: { htmlInput: { inputMode: 'numeric' } } })}</Grid>
                    <Grid size={{ xs: 6, sm: 3 }}>{field('salaryCurrency', { slotProps: { htmlInput: { maxLength: 3 } } })}</Grid>
                    <Grid size={{ xs: 6, sm: 3 }}>
                      {field('salaryUnit', {
                        select: true,
                        defaultValue: defaults.salaryUnit,
                        slotProps: { select: { native: true } },
                        children: SALARY_UNITS.map((u) => (
                          <option key={u} value={u}>
                            {t(`jobWizard.units.${u}`)}
                          </option>
                        )),
                      })}
                    </Grid>
                  </Grid>
                  {field('salaryText', { helperText: t('jobWizard.help.salaryText') })}
                  <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
                    {t('jobWizard.groups.languages')}
                  </Typography>
                  {(hydrated ? languages.fields : [0, 1, 2].map((i) => ({ id: String(i) }))).map((row, i) => (
                    <Stack key={row.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                      {field(`languages.${i}.code` as FieldPath<JobWizardValues>, {
                        label: t('jobWizard.fields.languageCode'),
                        slotProps: { htmlInput: { maxLength: 2 } },
                        sx: { maxWidth: 160 },
                      })}
                      {field(`languages.${i}.level` as FieldPath<JobWizardValues>, {
                        label: t('jobWizard.fields.languageLevel'),
                        select: true,
                        defaultValue: '',
                        slotProps: { select: { native: true } },
                        sx: { maxWidth: 200 },
                        children: [
                          <option key="" value="">
                            –
                          </option>,
                          ...LANGUAGE_LEVELS.map((l) => (
                            <option key={l} value={l}>
                              {l === 'native' ? t('jobWizard.fields.nativeLevel') : l}
                            </option>
                          )),
                        ],
                      })}
                      {hydrated && (
                        <Button onClick={() => languages.remove(i)} aria-label={t('jobWizard.actions.removeLanguage')}>
                          {t('jobWizard.actions.remove')}
                        </Button>
                      )}
                    </Stack>
                  ))}
                  {hydrated && languages.fields.length < MAX_LANGUAGE_ROWS && (
                    <Box>
                      <Button onClick={() => languages.append({ code: '', level: '' })}>{t('jobWizard.actions.addLanguage')}</Button>
                    </Box>
                  )}
                  {field('languagesText')}
                  {field('skills', { helperText: t('jobWizard.help.skills') })}
                  {field('skillsText')}
                  <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
                    {t('jobWizard.groups.runtime')}
                  </Typography>
                  <Grid container spacing={2}>
                    <Grid size={{ xs: 12, sm: 6 }}>
                      {field('expiresAt', {
                        type: 'date',
                        slotProps: { inputLabel: { shrink: true } },
                        helperText: t('jobWizard.help.expiresAt'),
                      })}
                    </Grid>
                    <Grid size={{ xs: 12, sm: 6 }}>
                      {field('durationDays', {
                        select: true,
                        defaultValue: defaults.durationDays,
                        slotProps: { select: { native: true } },
                        children: JOB_DURATIONS_DAYS.map((d) => (
                          <option key={d} value={String(d)}>
                            {t('jobWizard.days', { count: d })}
                          </option>
                        )),
                      })}
                    </Grid>
                  </Grid>
                </>,
              )}
              {section(
                4,
                <>
                  <Controller
                    control={control}
                    name="applicationWorkflow"
                    render={({ field: f }) => (
                      <FormControl>
                        <FormLabel id="wizard-workflow-label">{t('jobWizard.fields.applicationWorkflow')}</FormLabel>
                        <RadioGroup
                          aria-labelledby="wizard-workflow-label"
                          name="applicationWorkflow"
                          value={f.value}
                          onChange={(e) => f.onChange(e.target.value)}
                        >
                          {APPLICATION_WORKFLOWS.map((w) => (
                            <FormControlLabel key={w} value={w} control={<Radio />} label={t(`jobWizard.workflows.${w}`)} />
                          ))}
                        </RadioGroup>
                      </FormControl>
                    )}
                  />
                  {/* With the on-site form the addresses are who hears of each application (else the organization's owner). */}
                  {(workflow !== 'link' || !hydrated) &&
                    field('applicationEmails', {
                      helperText: t(
                        workflow === 'form' && hydrated ? 'jobWizard.help.applicationEmailsForm' : 'jobWizard.help.applicationEmails',
                      ),
                    })}
                  {(workflow === 'link' || !hydrated) && field('applicationUrl', { type: 'url' })}
                  {checkbox('applicationRequireCv')}
                  {checkbox('applicationRequireCoverLetter')}
                  {checkbox('applicationRequireQuestions')}
                  <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
                    {t('jobWizard.groups.questions')}
                  </Typography>
                  {errorText('questions') && <FormHelperText error>{errorText('questions')}</FormHelperText>}
                  {(hydrated ? questions.fields : [0, 1, 2].map((i) => ({ id: String(i) }))).map((row, i) => (
                    <Stack key={row.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                      {field(`questions.${i}.text` as FieldPath<JobWizardValues>, {
                        label: t('jobWizard.fields.question', { number: i + 1 }),
                      })}
                      {hydrated && (
                        <Button onClick={() => questions.remove(i)} aria-label={t('jobWizard.actions.removeQuestion', { number: i + 1 })}>
                          {t('jobWizard.actions.remove')}
                        </Button>
                      )}
                    </Stack>
                  ))}
                  {hydrated && questions.fields.length < MAX_QUALIFYING_QUESTIONS && (
                    <Box>
                      <Button onClick={() => questions.append({ text: '' })}>{t('jobWizard.actions.addQuestion')}</Button>
                    </Box>
                  )}
                </>,
              )}
              <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                {hydrated && step > 0 ? (
                  <Button onClick={() => setStep((s) => s - 1)} data-testid="wizard-back">
                    {t('jobWizard.actions.back')}
                  </Button>
                ) : (
                  <span />
                )}
                {hydrated && step < last ? (
                  // Distinct keys: React must not turn this very element into the submit button while it is being clicked.
                  <Button key="next" variant="contained" onClick={() => void next()} data-testid="wizard-next">
                    {t('jobWizard.actions.next')}
                  </Button>
                ) : (
                  <Button key="submit" type="submit" variant="contained" disabled={submitting} data-testid="wizard-submit">
                    {t('jobWizard.actions.saveAndPreview')}
                  </Button>
                )}
              </Stack>
            </Stack>
          </form>
        </Stack>
      </Paper>
    </Container>
  );
}
