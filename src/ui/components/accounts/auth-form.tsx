import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, FormControl, FormControlLabel, FormHelperText, Stack, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { VALIDATION_VALUES } from '../../forms/account-schemas';
import { useSite } from '../../hooks/use-site';
import { useSession } from '../../session/session-provider';
import { FormErrorAlert } from '../form-error-alert';
import { authErrorKey } from './auth-messages';

export interface FieldSpec<T> {
  readonly name: Path<T> & string;
  readonly label: string;
  readonly type?: 'text' | 'email' | 'password' | 'checkbox';
  /** A checkbox's label when it needs more than text (a link); `label` stays its accessible name. */
  readonly labelNode?: ReactNode;
  readonly autoComplete?: string;
  readonly helper?: string;
  readonly maxLength?: number;
}

interface Props<T extends FieldValues> {
  /** The /api/auth endpoint the form posts to. */
  readonly action: string;
  readonly schema: z.ZodType<T, T>;
  readonly fields: ReadonlyArray<FieldSpec<T>>;
  readonly defaults: T;
  readonly csrfToken: string;
  /** Extra hidden fields (callbackUrl, token, creationSource …). */
  readonly hidden?: Readonly<Record<string, string | null | undefined>>;
  readonly submitLabel: string;
  /** The action signs in or out: other tabs are told (session broadcast) before the page moves on. */
  readonly changesSession?: boolean;
  readonly name: string;
  readonly children?: ReactNode;
}

/**
 * An account form. Without JavaScript it is a plain POST (the server answers with a 303); with
 * JavaScript react-hook-form validates with the same zod schema the server uses, posts with
 * `json=true`, shows the server's error in place, or follows the answer's URL.
 */
export function AuthForm<T extends FieldValues>({
  action,
  schema,
  fields,
  defaults,
  csrfToken,
  hidden,
  submitLabel,
  changesSession,
  name,
  children,
}: Props<T>) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { store } = useSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, trigger } = useForm<T>({
    resolver: zodResolver(schema as never) as unknown as Resolver<T>,
    defaultValues: defaults as never,
    mode: 'onTouched',
  });
  const hiddenFields = { ...hidden, csrfToken, locale };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(hiddenFields)) if (typeof v === 'string') body.set(k, v);
    for (const [k, v] of Object.entries(values)) {
      if (typeof v === 'string') body.set(k, v);
      else if (v === true) body.set(k, 'true');
    }
    body.set('json', 'true');
    let answer: { url?: string; error?: string } | null = null;
    try {
      const response = await fetch(action, { method: 'POST', body, headers: { Accept: 'application/json' }, credentials: 'same-origin' });
      answer = (await response.json()) as { url?: string; error?: string };
    } catch {
      answer = null;
    }
    if (!answer?.url) return setServerError('Default');
    if (answer.error) return setServerError(answer.error);
    if (changesSession) store.broadcast();
    window.location.assign(answer.url);
  });

  const message = (key: string | undefined, field?: FieldSpec<T>) =>
    key
      ? t(key, {
          min: key.includes('organization') ? VALIDATION_VALUES.orgMin : VALIDATION_VALUES.min,
          max: key.includes('password') ? VALIDATION_VALUES.max : (field?.maxLength ?? VALIDATION_VALUES.nameMax),
        })
      : undefined;

  return (
    <form method="post" action={action} onSubmit={(e) => void onSubmit(e)} noValidate data-form={name}>
      {Object.entries(hiddenFields).map(([k, v]) => (typeof v === 'string' ? <input key={k} type="hidden" name={k} value={v} /> : null))}
      <Stack spacing={2}>
        <FormErrorAlert
          param={null}
          messageOf={(code) => t(authErrorKey(code))}
          messages={serverError ? [t(authErrorKey(serverError))] : []}
        />
        {fields.map((field) => {
          const error = formState.errors[field.name]?.message;
          const text = message(typeof error === 'string' ? error : undefined, field);
          if (field.type === 'checkbox') {
            // Validated on change; without JavaScript the box posts "on".
            const { onChange, ...rest } = register(field.name);
            return (
              <FormControl key={field.name} required error={Boolean(text)}>
                <FormControlLabel
                  control={
                    <Checkbox
                      {...rest}
                      onChange={(e) => void onChange(e).then(() => trigger(field.name))}
                      id={`${name}-${field.name}`}
                      slotProps={{
                        input: { 'aria-label': field.label, 'aria-describedby': text ? `${name}-${field.name}-error` : undefined },
                      }}
                    />
                  }
                  label={field.labelNode ?? field.label}
                />
                {text && <FormHelperText id={`${name}-${field.name}-error`}>{text}</FormHelperText>}
              </FormControl>
            );
          }
          return (
            <TextField
              key={field.name}
              {...register(field.name)}
              id={`${name}-${field.name}`}
              label={field.label}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              error={Boolean(text)}
              helperText={text ?? field.helper}
              required
              fullWidth
            />
          );
        })}
        {children}
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
