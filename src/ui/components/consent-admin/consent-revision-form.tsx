import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffConsentInfoView } from '../../../application/board/consent-admin/consent-admin-gateway.port';
import { useSite } from '../../hooks/use-site';
import type { RevisionFormValues } from '../../server/consent-admin/consent-admin-fields';

/**
 * A new wording of one consent info: a plain POST with the double-submit token. The texts start from
 * the wording in force (staff change what changed); a refused post comes back with what was typed and
 * each problem under its field.
 */
export function ConsentRevisionForm({
  info,
  typed,
  fieldErrors,
  csrfToken,
}: {
  info: StaffConsentInfoView;
  /** What this form's refused post carried; empty when it was not refused. */
  typed: RevisionFormValues;
  fieldErrors: Readonly<Record<string, string>>;
  csrfToken: string;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const current = info.revisions.find((r) => r.id === info.currentRevisionId) ?? null;
  const problem = (field: string) => {
    const code = fieldErrors[field];
    return code ? { error: true, helperText: t(`consentAdmin.errors.${code}`, { defaultValue: t('consentAdmin.errors.Default') }) } : {};
  };
  const text = (field: 'textDe' | 'textEn' | 'textFr', fallback: string | null | undefined) => (
    <TextField
      id={`consent-${info.id}-${field}`}
      name={field}
      label={t(`consentAdmin.fields.${field}`)}
      required={field === 'textDe'}
      multiline
      minRows={3}
      defaultValue={typed[field] ?? fallback ?? ''}
      {...problem(field)}
    />
  );
  const titleId = `consent-${info.id}-form-title`;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {t('consentAdmin.newRevision')}
      </Typography>
      <form method="post" action="/api/consent-admin/revision" data-form="consent-revision" noValidate>
        <input type="hidden" name="csrfToken" value={csrfToken} />
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="infoId" value={info.id} />
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <Typography variant="body2">{t('consentAdmin.htmlHelp')}</Typography>
          {text('textDe', current?.textDe)}
          {text('textEn', current?.textEn)}
          {text('textFr', current?.textFr)}
          <TextField
            id={`consent-${info.id}-effectiveAt`}
            name="effectiveAt"
            type="datetime-local"
            label={t('consentAdmin.fields.effectiveAt')}
            defaultValue={typed.effectiveAt ?? ''}
            slotProps={{ inputLabel: { shrink: true } }}
            helperText={t('consentAdmin.fields.effectiveAtHelp')}
            {...problem('effectiveAt')}
          />
          <div>
            <Button type="submit" variant="contained">
              {t('consentAdmin.publish')}
            </Button>
          </div>
        </Stack>
      </form>
    </Box>
  );
}
