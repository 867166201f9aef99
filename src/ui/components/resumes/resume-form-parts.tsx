import { Alert, Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { createContext, useContext, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResumeChoice, ResumeFieldError } from '../../../application/board/resumes/resume-gateway.port';
import { useSite } from '../../hooks/use-site';
import { BUSY_CODE, BUSY_MESSAGE_KEY } from '../form-busy';

/** `errors=field~CODE,…` of the address the form endpoint sends back to. */
export function parseResumeErrors(value: string | undefined): ResumeFieldError[] {
  if (!value) return [];
  return value
    .split(',')
    .slice(0, 8)
    .map((pair) => {
      const [field, code] = pair.split('~');
      return { field: field || null, code: /^[A-Z_]{2,40}$/.test(code ?? '') ? (code as string) : 'Default' };
    });
}

const ENTRY_FIELD = /^(workExperience|education|languages|languagesFree|skills|skillsFree)\.(\d+)(?:\.(\w+))?/;

/** One localized sentence per refusal, naming the field (and the entry's number in its section). */
export function useResumeErrorText(): (e: ResumeFieldError) => string {
  const { t, i18n } = useTranslation();
  return ({ field, code }) => {
    const entry = field ? ENTRY_FIELD.exec(field) : null;
    const last =
      field
        ?.split('.')
        .filter((s) => !/^\d+$/.test(s))
        .pop() ?? '';
    if (code === BUSY_CODE) return t(BUSY_MESSAGE_KEY);
    if (code === 'TOO_MANY' && i18n.exists(`resumes.errors.TOO_MANY_${last}`)) return t(`resumes.errors.TOO_MANY_${last}`);
    const label = entry
      ? `${t(`resumes.fields.${entry[1]}`)} ${Number(entry[2]) + 1}${entry[3] ? ` – ${t(`resumes.fields.${entry[3]}`)}` : ''}`
      : t(`resumes.fields.${last}`, { defaultValue: last });
    return i18n.exists(`resumes.errors.${code}`) ? t(`resumes.errors.${code}`, { field: label }) : t('resumes.errors.Default');
  };
}

export function ErrorList({ errors }: { errors: readonly ResumeFieldError[] }) {
  const { t } = useTranslation();
  const text = useResumeErrorText();
  if (errors.length === 0) return null;
  return (
    <Alert severity="error" role="alert" data-testid="resume-errors">
      {t('resumes.errors.title')}
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {errors.map((e) => (
          <li key={`${e.field}-${e.code}`}>{text(e)}</li>
        ))}
      </ul>
    </Alert>
  );
}

/** What a refused form carried: which form (its action and entry) and the text typed into it. */
export interface TypedResumeForm {
  readonly form: string;
  readonly entry: string;
  readonly values: Readonly<Record<string, string>>;
}

/** The page's refused form, if any; each ResumeForm hands its own values on to its fields. */
export const TypedResumeContext = createContext<TypedResumeForm | null>(null);
const TypedValuesContext = createContext<Readonly<Record<string, string>> | null>(null);

/** The value a field shows: what was typed into its refused form, else the stored one. */
function useShown(name: string, stored: string | null | undefined): string {
  const typed = useContext(TypedValuesContext);
  return typed && Object.hasOwn(typed, name) ? (typed[name] ?? '') : (stored ?? '');
}

/**
 * Whether a checkbox shows ticked: as it was in its refused form ('on' or 'off', the endpoint names both, since
 * a browser sends no unticked box), else as stored.
 */
function useShownChecked(name: string, stored: boolean): boolean {
  const typed = useContext(TypedValuesContext);
  return typed && Object.hasOwn(typed, name) ? typed[name] === 'on' : stored;
}

/** Hands a refused form's values to the fields inside it, when `form` and `entry` name the form that was refused. */
export function TypedValuesScope({ form, entry, children }: { form: string; entry: string; children: ReactNode }) {
  const typed = useContext(TypedResumeContext);
  const mine = typed && typed.form === form && typed.entry === entry ? typed.values : null;
  return <TypedValuesContext.Provider value={mine}>{children}</TypedValuesContext.Provider>;
}

/** A checkbox sent as `on` when ticked (works without JavaScript). */
export function CheckField({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  const shown = useShownChecked(name, checked);
  return <FormControlLabel control={<Checkbox name={name} value="on" defaultChecked={shown} />} label={label} />;
}

/** One of a group of native radio buttons; the group's refused choice wins over the stored one. */
export function RadioChoice({ name, value, stored, children }: { name: string; value: string; stored: string; children: ReactNode }) {
  const shown = useShown(name, stored);
  return (
    <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start' }}>
      <input type="radio" name={name} value={value} defaultChecked={shown === value} />
      {children}
    </label>
  );
}

/** A POST form of the edit page: CSRF token and locale ride along; works without JavaScript. */
export function ResumeForm({
  action,
  csrfToken,
  children,
  testId,
  entryId = '',
}: {
  action: string;
  csrfToken: string;
  children: ReactNode;
  testId?: string;
  /** The entry the form edits ('' for a new one or a section form). */
  entryId?: string;
}) {
  const { locale } = useSite();
  return (
    <form method="post" action={`/api/resume/${action}`} data-testid={testId}>
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="locale" value={locale} />
      <TypedValuesScope form={action} entry={entryId}>
        {children}
      </TypedValuesScope>
    </form>
  );
}

export function Field({
  name,
  label,
  value,
  type = 'text',
  multiline = false,
  required = false,
  helperText,
  placeholder,
}: {
  name: string;
  label: string;
  value: string | null | undefined;
  type?: string;
  multiline?: boolean;
  required?: boolean;
  helperText?: string;
  placeholder?: string;
}) {
  const id = useId();
  const shown = useShown(name, value);
  return (
    <TextField
      name={name}
      id={id}
      label={label}
      defaultValue={shown}
      type={type}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      required={required}
      helperText={helperText}
      placeholder={placeholder}
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** A native select (works without JavaScript); the empty choice says "none". */
export function SelectField({
  name,
  label,
  value,
  choices,
}: {
  name: string;
  label: string;
  value: string | null | undefined;
  choices: readonly { readonly id: string; readonly label: string }[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const shown = useShown(name, value);
  return (
    <TextField
      select
      name={name}
      id={id}
      label={label}
      defaultValue={shown}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('resumes.none')}</option>
      {choices.map((c) => (
        <option key={c.id} value={c.id}>
          {c.label}
        </option>
      ))}
    </TextField>
  );
}

export const termsOf = (terms: readonly ResumeChoice[], vocabulary: string) => terms.filter((t) => t.vocabulary === vocabulary);

export function SaveButton({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row">
      <Button type="submit" variant="contained">
        {label ?? t('resumes.save')}
      </Button>
    </Stack>
  );
}
