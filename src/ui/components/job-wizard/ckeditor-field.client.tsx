import { CKEditor } from '@ckeditor/ckeditor5-react';
import {
  BlockQuote,
  Bold,
  ClassicEditor,
  Essentials,
  Heading,
  Indent,
  Italic,
  Link,
  List,
  MediaEmbed,
  Paragraph,
  Table,
  TableToolbar,
  type EditorConfig,
} from 'ckeditor5';
import deTranslations from 'ckeditor5/translations/de.js';
import frTranslations from 'ckeditor5/translations/fr.js';
import 'ckeditor5/ckeditor5.css';
import type { ToolbarItem } from '../../../domain/identity/permissions';

export interface CkeditorFieldProps {
  readonly value: string;
  readonly onChange: (html: string) => void;
  readonly onBlur?: () => void;
  readonly toolbar: readonly ToolbarItem[];
  readonly language: 'de' | 'en' | 'fr';
  readonly label: string;
  readonly invalid: boolean;
  /** Read-only while something else writes into the description (the writing helper's stream). */
  readonly readOnly?: boolean;
}

/**
 * CKEditor 5 (GPL) with the toolbar of the user's role: the plugins are the union of both
 * toolbars, the toolbar shows only the role's items. Headings h2–h4 (the filtered format keeps h2–h6).
 * Browser-only: loaded lazily after hydration by RichTextEditor; the platform sanitizes whatever it sends.
 */
export default function CkeditorField({
  value,
  onChange,
  onBlur,
  toolbar,
  language,
  label,
  invalid,
  readOnly = false,
}: CkeditorFieldProps) {
  const config: EditorConfig = {
    licenseKey: 'GPL',
    plugins: [Essentials, Paragraph, Heading, Bold, Italic, Link, List, BlockQuote, Indent, Table, TableToolbar, MediaEmbed],
    toolbar: { items: [...toolbar], shouldNotGroupWhenFull: false },
    heading: {
      options: [
        { model: 'paragraph', title: 'Paragraph', class: 'ck-heading_paragraph' },
        { model: 'heading2', view: 'h2', title: 'Heading 2', class: 'ck-heading_heading2' },
        { model: 'heading3', view: 'h3', title: 'Heading 3', class: 'ck-heading_heading3' },
        { model: 'heading4', view: 'h4', title: 'Heading 4', class: 'ck-heading_heading4' },
      ],
    },
    link: { defaultProtocol: 'https://' },
    table: { contentToolbar: ['tableColumn', 'tableRow', 'mergeTableCells'] },
    // The players go into the data as iframes (the full format keeps iframes from the video hosts).
    mediaEmbed: { previewsInData: true },
    language: language,
    translations: [deTranslations, frTranslations],
    label,
  };
  return (
    <div data-testid="ckeditor" data-invalid={invalid ? 'true' : undefined}>
      <CKEditor
        editor={ClassicEditor}
        config={config}
        // Given as `data`, a value set from outside (the writing helper) reaches the editor too.
        data={value}
        disabled={readOnly}
        onChange={(_event, editor) => onChange(editor.getData())}
        onBlur={() => onBlur?.()}
      />
    </div>
  );
}
