import { Box, FormHelperText, FormLabel, TextField } from '@mui/material';
import { createClientOnlyFn } from '@tanstack/react-start';
import { lazy, Suspense } from 'react';
import type { ToolbarItem } from '../../../domain/identity/permissions';
import type { Locale } from '../../../domain/shared/locale';
import { useHydrated } from '../../hooks/use-hydrated';

// Browser-only: the server build gets an empty function (CKEditor never renders there).
const loadEditor = createClientOnlyFn(() => import('./ckeditor-field.client'));
const CkeditorField = lazy(async () => {
  const module = await loadEditor();
  if (!module) throw new Error('CKEditor is loaded in the browser only');
  return module;
});

interface Props {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (html: string) => void;
  readonly onBlur?: () => void;
  readonly toolbar: readonly ToolbarItem[];
  readonly locale: Locale;
  readonly error?: string | undefined;
  readonly readOnly?: boolean;
}

/**
 * The description: a plain textarea on the server and without JavaScript (it posts as it is; the
 * platform sanitizes), CKEditor once the page has hydrated. The form's value travels in a hidden input
 * while the editor shows, so the posted form carries it either way.
 */
export function RichTextEditor({ name, label, value, onChange, onBlur, toolbar, locale, error, readOnly = false }: Props) {
  const hydrated = useHydrated();
  const fallback = (
    <TextField
      name={name}
      label={label}
      defaultValue={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      multiline
      minRows={8}
      fullWidth
      error={Boolean(error)}
      helperText={error}
      id={`wizard-${name}`}
    />
  );
  if (!hydrated) return fallback;
  return (
    <Box>
      <FormLabel htmlFor={`wizard-${name}`} error={Boolean(error)} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <input type="hidden" name={name} value={value} id={`wizard-${name}`} />
      <Box
        sx={{
          '& .ck-editor__editable': { minHeight: 240 },
          ...(error ? { '& .ck.ck-editor__main > .ck-editor__editable': { borderColor: 'error.main' } } : {}),
        }}
      >
        <Suspense fallback={fallback}>
          <CkeditorField
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            toolbar={toolbar}
            language={locale === 'en-GB' ? 'en' : locale}
            label={label}
            invalid={Boolean(error)}
            readOnly={readOnly}
          />
        </Suspense>
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
