import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { APPLICATION_LIMITS } from '../../../domain/applications/application-input';
import type { QualifyingQuestion } from '../../../domain/applications/application-settings';
import type { ApplicationValues } from '../../forms/application-schema';
import { RichText } from '../rich-text';

/*
 * The application form's fields, shared by the standard form and the quick-apply steps. Every input
 * carries the name the submit route reads, so the form also works as a plain multipart POST.
 */

type Register = UseFormRegister<ApplicationValues>;
type Errors = FieldErrors<ApplicationValues>;

const messageOf = (error: unknown): string | undefined => {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
};

/*
 * Starting values are also written into the inputs themselves (defaultValue), so a page rendered on the
 * server shows them to a browser without JavaScript: the signed-in applicant's details, or what a refused
 * post carried.
 */

export function BasicInfoFields({
  register,
  errors,
  defaults,
}: {
  register: Register;
  errors: Errors;
  defaults?: Partial<Record<'firstName' | 'lastName' | 'email' | 'phone', string>>;
}) {
  const { t } = useTranslation();
  const field = (
    name: 'firstName' | 'lastName' | 'email' | 'phone',
    props: { type?: string; autoComplete: string; required?: boolean; max: number },
  ) => {
    const error = messageOf(errors[name]);
    return (
      <TextField
        {...register(name)}
        defaultValue={defaults?.[name] ?? ''}
        id={`application-${name}`}
        label={t(`applications.fields.${name}`)}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        required={props.required ?? true}
        error={Boolean(error)}
        helperText={error ? t(error) : undefined}
        slotProps={{ htmlInput: { maxLength: props.max } }}
        fullWidth
      />
    );
  };
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('firstName', { autoComplete: 'given-name', max: APPLICATION_LIMITS.nameMax })}
        {field('lastName', { autoComplete: 'family-name', max: APPLICATION_LIMITS.nameMax })}
      </Stack>
      {field('email', { type: 'email', autoComplete: 'email', max: APPLICATION_LIMITS.emailMax })}
      {field('phone', { type: 'tel', autoComplete: 'tel', required: false, max: APPLICATION_LIMITS.phoneMax })}
    </Stack>
  );
}

export function QuestionFields({
  questions,
  required,
  register,
  errors,
  values,
}: {
  questions: readonly QualifyingQuestion[];
  required: boolean;
  register: Register;
  errors: Errors;
  values: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation();
  if (questions.length === 0) return null;
  const answerErrors = (errors.answers ?? {}) as Record<string, unknown>;
  return (
    <Stack spacing={2.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {t('applications.fields.answers')}
      </Typography>
      {questions.map((q) => {
        const error = messageOf(answerErrors[q.id]);
        const name = `answers.${q.id}` as const;
        if (q.kind === 'yes_no') {
          return (
            <FormControl key={q.id} required={required} error={Boolean(error)}>
              <FormLabel id={`question-${q.id}`}>{q.label}</FormLabel>
              <RadioGroup row aria-labelledby={`question-${q.id}`} defaultValue={values[q.id] ?? ''}>
                <FormControlLabel value="yes" control={<Radio {...register(name)} value="yes" />} label={t('applications.form.yes')} />
                <FormControlLabel value="no" control={<Radio {...register(name)} value="no" />} label={t('applications.form.no')} />
              </RadioGroup>
              {error && <FormHelperText>{t(error)}</FormHelperText>}
            </FormControl>
          );
        }
        return (
          <TextField
            key={q.id}
            {...register(name)}
            defaultValue={values[q.id] ?? ''}
            id={`question-${q.id}`}
            label={q.label}
            required={required}
            error={Boolean(error)}
            helperText={error ? t(error) : undefined}
            slotProps={{ htmlInput: { maxLength: APPLICATION_LIMITS.answerMax } }}
            fullWidth
          />
        );
      })}
    </Stack>
  );
}

export function CoverLetterField({
  required,
  register,
  errors,
  defaultValue = '',
}: {
  required: boolean;
  register: Register;
  errors: Errors;
  defaultValue?: string;
}) {
  const { t } = useTranslation();
  const error = messageOf(errors.coverLetter);
  return (
    <TextField
      {...register('coverLetter')}
      defaultValue={defaultValue}
      id="application-coverLetter"
      label={t('applications.fields.coverLetter')}
      required={required}
      multiline
      minRows={6}
      error={Boolean(error)}
      helperText={error ? t(error) : t('applications.form.coverLetterHelp')}
      slotProps={{ htmlInput: { maxLength: APPLICATION_LIMITS.coverLetterMax } }}
      fullWidth
    />
  );
}

/** The file input: the browser offers only the allowed types; the platform checks the content. */
export function FilesField({
  requireCv,
  error,
  onChange,
  inputRef,
}: {
  requireCv: boolean;
  error?: string | undefined;
  onChange?: (files: File[]) => void;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  return (
    <FormControl error={Boolean(error)} required={requireCv}>
      <FormLabel htmlFor="application-files">{t('applications.fields.files')}</FormLabel>
      <Box sx={{ mt: 1 }}>
        <input
          ref={inputRef}
          id="application-files"
          type="file"
          name="files"
          multiple
          accept=".pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp"
          aria-describedby="application-files-help"
          onChange={(e) => onChange?.([...(e.currentTarget.files ?? [])])}
        />
      </Box>
      <FormHelperText id="application-files-help">
        {error ? t(error) : t(requireCv ? 'applications.form.filesHelpCv' : 'applications.form.filesHelp')}
      </FormHelperText>
    </FormControl>
  );
}

export function ConsentField({
  privacyText,
  register,
  errors,
  defaultChecked = false,
}: {
  privacyText: string | null;
  register: Register;
  errors: Errors;
  defaultChecked?: boolean;
}) {
  const { t } = useTranslation();
  const error = messageOf(errors.privacyConsent);
  return (
    <FormControl error={Boolean(error)} required>
      {privacyText && (
        <Box sx={{ mb: 1, color: 'text.secondary', fontSize: '0.9rem' }} aria-label={t('applications.form.privacyTitle')}>
          <RichText html={privacyText} />
        </Box>
      )}
      <FormControlLabel
        control={<Checkbox {...register('privacyConsent')} defaultChecked={defaultChecked} id="application-privacyConsent" />}
        label={`${t('applications.form.privacyConsent')} *`}
      />
      {error && <FormHelperText>{t(error)}</FormHelperText>}
    </FormControl>
  );
}
