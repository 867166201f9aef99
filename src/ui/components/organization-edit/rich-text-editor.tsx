import { Box, FormHelperText, FormLabel, Skeleton, TextField } from '@mui/material';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToolbarItem } from '../../../domain/identity/permissions';
import type { Locale } from '../../../domain/shared/locale';
import { useHydrated } from '../../hooks/use-hydrated';

interface Loaded {
  readonly CKEditor: ComponentType<Record<string, unknown>>;
  readonly editor: unknown;
  readonly plugins: readonly unknown[];
  readonly translations: readonly object[];
}

/**
 * CKEditor 5 (GPL) loaded in the browser only, on first use: the server renders the label and a
 * placeholder; the editor, its styles and its translations arrive as separate chunks after hydration.
 */
async function loadEditor(locale: Locale): Promise<Loaded> {
  const [ck, react, translations] = await Promise.all([
    import('ckeditor5'),
    import('@ckeditor/ckeditor5-react'),
    locale === 'de'
      ? import('ckeditor5/translations/de.js')
      : locale === 'fr'
        ? import('ckeditor5/translations/fr.js')
        : import('ckeditor5/translations/en-gb.js'),
    import('ckeditor5/ckeditor5.css'),
  ]);
  const { ClassicEditor, Essentials, Paragraph, Heading, Bold, Italic, Link, List, BlockQuote, Indent, Table, TableToolbar } = ck;
  return {
    CKEditor: react.CKEditor as unknown as ComponentType<Record<string, unknown>>,
    editor: ClassicEditor,
    plugins: [Essentials, Paragraph, Heading, Bold, Italic, Link, List, BlockQuote, Indent, Table, TableToolbar],
    translations: [translations.default],
  };
}

/**
 * Toolbar of the editor role, as CKEditor names it. Media embeds are left out here: the
 * presentation is stored in the filtered format, which keeps no embedded media.
 */
const toolbarOf = (items: readonly ToolbarItem[]): string[] =>
  items.filter((item) => item !== 'mediaEmbed').flatMap((item) => (item === 'undo' ? ['|', 'undo'] : [item]));

/** CKEditor's content language codes. */
const LANGUAGE: Record<Locale, string> = { de: 'de', 'en-GB': 'en-gb', fr: 'fr' };

export interface RichTextEditorProps {
  readonly id: string;
  /** The field's name in a plain post (the text area stands in for the editor without JavaScript). */
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (html: string) => void;
  readonly toolbar: readonly ToolbarItem[];
  readonly locale: Locale;
  readonly helperText?: string | undefined;
  readonly error?: boolean;
}

export function RichTextEditor({ id, name, label, value, onChange, toolbar, locale, helperText, error }: RichTextEditorProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    loadEditor(locale).then(
      (editor) => live && setLoaded(editor),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [hydrated, locale]);

  // The value the editor starts with; later changes come from the editor itself.
  const [initial] = useState(value);
  const { CKEditor } = loaded ?? {};
  return (
    <Box data-testid="rich-text-editor" data-ready={loaded ? 'true' : 'false'}>
      <FormLabel id={`${id}-label`} sx={{ display: 'block', mb: 0.5 }} error={error}>
        {label}
      </FormLabel>
      <Box
        sx={{
          '& .ck-editor__editable': { minHeight: 220 },
          '& .ck.ck-editor__main > .ck-editor__editable:not(.ck-focused)': error ? { borderColor: 'error.main' } : {},
        }}
      >
        {CKEditor && loaded ? (
          <CKEditor
            editor={loaded.editor}
            data={initial}
            config={{
              licenseKey: 'GPL',
              plugins: loaded.plugins,
              toolbar: toolbarOf(toolbar),
              language: { ui: LANGUAGE[locale], content: LANGUAGE[locale] },
              translations: loaded.translations,
              label,
              heading: {
                // Filtered format: headings h2 to h6 (the page's h1 is the organization's name).
                options: [
                  { model: 'paragraph', title: 'Paragraph', class: 'ck-heading_paragraph' },
                  { model: 'heading2', view: 'h2', title: 'Heading 2', class: 'ck-heading_heading2' },
                  { model: 'heading3', view: 'h3', title: 'Heading 3', class: 'ck-heading_heading3' },
                  { model: 'heading4', view: 'h4', title: 'Heading 4', class: 'ck-heading_heading4' },
                ],
              },
              link: { defaultProtocol: 'https://', allowedProtocols: ['https?', 'mailto', 'tel'] },
              table: { contentToolbar: ['tableColumn', 'tableRow', 'mergeTableCells'] },
            }}
            onChange={(_event: unknown, editor: { getData(): string }) => onChange(editor.getData())}
          />
        ) : hydrated && !failed ? (
          <Skeleton variant="rectangular" height={260} aria-hidden="true" />
        ) : (
          // Without JavaScript, or when the editor did not load: the HTML as text (sanitized when saved).
          <TextField
            id={id}
            name={name}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            multiline
            minRows={8}
            fullWidth
            error={error}
            data-failed={failed ? 'true' : undefined}
            slotProps={{ htmlInput: { 'aria-labelledby': `${id}-label`, 'aria-describedby': `${id}-help` } }}
          />
        )}
      </Box>
      {failed && (
        <FormHelperText error role="alert">
          {t('organizationEdit.errors.editorFailed')}
        </FormHelperText>
      )}
      {helperText && (
        <FormHelperText id={`${id}-help`} error={error}>
          {helperText}
        </FormHelperText>
      )}
    </Box>
  );
}
