import { Alert, Box, Button, Checkbox, Container, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BoardImporter, BoardImporterOptions } from '../../../application/board/job-import/job-import-gateway.port';
import {
  IMPORT_FORMATS,
  IMPORT_INTERVAL_MAX_HOURS,
  IMPORT_INTERVAL_MIN_HOURS,
  IMPORTER_NAME_MAX,
  MAPPED_VOCABULARIES,
} from '../../../domain/job-import/importer';
import { HydrationMarker } from '../../components/hydration-marker';
import { TextLink } from '../../components/router-links';
import { importerFormValues, type ImporterTypedValues } from '../../forms/importer-form';
import { useSite } from '../../hooks/use-site';
import type { ImporterArea } from './importers-page';

/**
 * Set up or change an importer: where the feed is and how to read it, how often, whether new and changed
 * jobs follow the site's review, and how the source's categories become the board's terms (one rule a
 * line, `source label = board term`, and a default for jobs no rule matches). A plain POST with the
 * double-submit token; a refused post comes back with what was typed and each problem on its field.
 */
export function ImporterFormPage({
  options,
  importer,
  csrfToken,
  typed,
  area,
  error,
  fieldErrors,
}: {
  options: BoardImporterOptions;
  importer: BoardImporter | null;
  csrfToken: string;
  typed: ImporterTypedValues | null;
  area: ImporterArea;
  error?: string | undefined;
  fieldErrors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const values = typed ?? importerFormValues(importer, options.terms);
  const problem = (field: string) =>
    fieldErrors[field] ? t(`jobImport.problems.${fieldErrors[field]}`, { defaultValue: t('jobImport.problems.INVALID_INPUT') }) : undefined;
  return (
    <Container maxWidth="md">
      <HydrationMarker />
      <Stack spacing={2.5}>
        {area === 'admin' ? (
          <TextLink to="/admin/importers">{t('jobImport.detail.back')}</TextLink>
        ) : (
          <TextLink to="/job-manager/imports">{t('jobImport.detail.back')}</TextLink>
        )}
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
          {t(importer ? 'jobImport.form.editTitle' : 'jobImport.form.title')}
        </Typography>
        {error && (
          <Alert severity="error" role="alert">
            {t(`jobImport.errors.${error}`, { defaultValue: t('jobImport.errors.Default') })}
          </Alert>
        )}
        <form method="post" action="/api/job-import/save" data-form="importer" noValidate>
          <input type="hidden" name="csrfToken" value={csrfToken} />
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="area" value={area} />
          {importer && <input type="hidden" name="id" value={importer.id} />}
          <Stack spacing={2.5}>
            <TextField
              id="importer-name"
              name="name"
              label={t('jobImport.fields.name')}
              defaultValue={values.name}
              required
              error={Boolean(problem('name'))}
              helperText={problem('name')}
              slotProps={{ htmlInput: { maxLength: IMPORTER_NAME_MAX } }}
            />
            <TextField
              id="importer-organization"
              name="organizationId"
              select
              label={t('jobImport.fields.organization')}
              defaultValue={values.organizationId ?? ''}
              required
              error={Boolean(problem('organizationId'))}
              helperText={problem('organizationId')}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{t('jobImport.form.choose')}</option>
              {options.organizations.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </TextField>
            <TextField
              id="importer-source"
              name="sourceUrl"
              type="url"
              label={t('jobImport.fields.sourceUrl')}
              defaultValue={values.sourceUrl}
              required
              error={Boolean(problem('sourceUrl'))}
              helperText={problem('sourceUrl') ?? t('jobImport.form.sourceHelp')}
            />
            <TextField
              id="importer-format"
              name="format"
              select
              label={t('jobImport.fields.format')}
              defaultValue={values.format}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {IMPORT_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {t(`jobImport.formats.${f}`)}
                </option>
              ))}
            </TextField>
            <TextField
              id="importer-interval"
              name="intervalHours"
              type="number"
              label={t('jobImport.fields.intervalHours')}
              defaultValue={values.intervalHours}
              error={Boolean(problem('intervalHours'))}
              helperText={
                problem('intervalHours') ??
                t('jobImport.form.intervalHelp', { min: IMPORT_INTERVAL_MIN_HOURS, max: IMPORT_INTERVAL_MAX_HOURS })
              }
              slotProps={{ htmlInput: { min: IMPORT_INTERVAL_MIN_HOURS, max: IMPORT_INTERVAL_MAX_HOURS } }}
            />
            <FormControlLabel
              control={<Checkbox name="followReview" defaultChecked={values.followReview === 'on'} />}
              label={t('jobImport.fields.followReview')}
            />
            <FormControlLabel
              control={<Checkbox name="enabled" defaultChecked={values.enabled === 'on'} />}
              label={t('jobImport.fields.enabled')}
            />
            <Typography variant="h2" sx={{ fontSize: '1.35rem' }}>
              {t('jobImport.form.mapping')}
            </Typography>
            <Typography variant="body2">{t('jobImport.form.mappingHelp')}</Typography>
            {MAPPED_VOCABULARIES.map((vocabulary) => {
              const terms = options.terms.filter((term) => term.vocabulary === vocabulary);
              return (
                <Box key={vocabulary} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
                  <Typography component="legend" sx={{ px: 0.5, fontWeight: 700 }}>
                    {t(`jobImport.vocabularies.${vocabulary}`)}
                  </Typography>
                  <Stack spacing={2}>
                    <TextField
                      id={`importer-rules-${vocabulary}`}
                      name={`rules_${vocabulary}`}
                      label={t('jobImport.form.rules')}
                      multiline
                      minRows={2}
                      defaultValue={values[`rules_${vocabulary}`] ?? ''}
                      error={Boolean(problem(vocabulary))}
                      helperText={problem(vocabulary) ?? t('jobImport.form.rulesHelp', { example: terms[0]?.label ?? '' })}
                    />
                    <TextField
                      id={`importer-default-${vocabulary}`}
                      name={`default_${vocabulary}`}
                      select
                      label={t('jobImport.form.default')}
                      defaultValue={values[`default_${vocabulary}`] ?? ''}
                      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                    >
                      <option value="">{t('jobImport.form.noDefault')}</option>
                      {terms.map((term) => (
                        <option key={term.id} value={term.id}>
                          {term.label}
                        </option>
                      ))}
                    </TextField>
                  </Stack>
                </Box>
              );
            })}
            <div>
              <Button type="submit" variant="contained">
                {t('jobImport.form.save')}
              </Button>
            </div>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}
