import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffLegalPageView } from '../../../application/board/legal-admin/legal-admin-gateway.port';
import { useSite } from '../../hooks/use-site';
import { type LegalVersionFormValues, legalFormAnchor } from '../../server/legal-admin/legal-admin-fields';

const PLACEHOLDERS = '{{site}}, {{host}}, {{contactEmail}}';

/**
 * A new version of one legal page in one language: a plain POST with the double-submit token. The text
 * starts from the newest wording in this language (staff change what changed), the date from today; a
 * refused post comes back with what was typed and each problem under its field.
 */
export function LegalVersionForm({
  page,
  today,
  typed,
  fieldErrors,
  csrfToken,
}: {
  page: StaffLegalPageView;
  /** `YYYY-MM-DD` (UTC): the earliest day a version may take effect. */
  today: string;
  /** What this form's refused post carried; empty when it was not refused. */
  typed: LegalVersionFormValues;
  fieldErrors: Readonly<Record<string, string>>;
  csrfToken: string;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const problem = (field: string) => {
    const code = fieldErrors[field];
    return code ? { error: true, helperText: t(`legalAdmin.errors.${code}`, { defaultValue: t('legalAdmin.errors.Default') }) } : {};
  };
  const id = legalFormAnchor(page.page, page.locale);
  const newest = page.versions[0]?.version ?? '';
  return (
    <Box component="section" aria-labelledby={`${id}-form-title`}>
      <Typography id={`${id}-form-title`} variant="h4" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {t('legalAdmin.newVersion')}
      </Typography>
      <form method="post" action="/api/legal-admin/publish" data-form="legal-version" noValidate>
        <input type="hidden" name="csrfToken" value={csrfToken} />
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="page" value={page.page} />
        <input type="hidden" name="language" value={page.locale} />
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          {fieldErrors.locale && <Alert severity="error">{problem('locale').helperText}</Alert>}
          <TextField
            id={`${id}-version`}
            name="version"
            type="date"
            required
            label={t('legalAdmin.fields.version')}
            defaultValue={typed.version ?? (newest > today ? newest : today)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: newest > today ? newest : today } }}
            helperText={fieldErrors.version ? undefined : t('legalAdmin.fields.versionHelp')}
            {...problem('version')}
          />
          <Typography variant="body2">{t('legalAdmin.htmlHelp', { placeholders: PLACEHOLDERS })}</Typography>
          <TextField
            id={`${id}-html`}
            name="html"
            label={t('legalAdmin.fields.html')}
            required
            multiline
            minRows={8}
            defaultValue={typed.html ?? page.versions[0]?.html ?? ''}
            {...problem('html')}
          />
          <div>
            <Button type="submit" variant="contained">
              {t('legalAdmin.publish')}
            </Button>
          </div>
        </Stack>
      </form>
    </Box>
  );
}
