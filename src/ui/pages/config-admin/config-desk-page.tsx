import {
  Alert,
  Box,
  Button,
  Checkbox,
  Container,
  Divider,
  FormControlLabel,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { deskFieldErrors } from '../../routing/console-desk-route';
import { HydrationMarker } from '../../components/hydration-marker';
import { useSite } from '../../hooks/use-site';
import type { ConfigDeskData } from '../../server/config-admin.functions';

export interface ConfigDeskSearch {
  readonly notice?: string;
  readonly error?: string;
  readonly fieldErrors?: string;
}

const NOTICES = ['saved', 'switchedOn', 'switchedOff'];

/** /admin/configuration: read-only mode with its switch, the entries that apply to the site, and a form to set one. */
export function ConfigDeskPage({ data, search }: { data: ConfigDeskData; search: ConfigDeskSearch }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { config, typed } = data;
  const fieldErrors = deskFieldErrors(search.fieldErrors);
  const problem = (field: string) => {
    const code = fieldErrors[field];
    return code ? { error: true, helperText: t(`configAdmin.errors.${code}`, { defaultValue: t('configAdmin.errors.Default') }) } : {};
  };
  const hidden = (
    <>
      <input type="hidden" name="csrfToken" value={data.csrfToken} />
      <input type="hidden" name="locale" value={locale} />
    </>
  );
  return (
    <Container maxWidth="lg">
      <HydrationMarker />
      <Stack spacing={3}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
          {t('configAdmin.title')}
        </Typography>
        <Typography>{t('configAdmin.intro')}</Typography>
        {search.notice && NOTICES.includes(search.notice) && (
          <Alert severity="success" role="status" data-testid="config-notice">
            {t(`configAdmin.${search.notice}`)}
          </Alert>
        )}
        {search.error && (
          <Alert severity="error" data-testid="config-error">
            {t(`configAdmin.errors.${search.error}`, { defaultValue: t('configAdmin.errors.Default') })}
          </Alert>
        )}
        <Box component="section" aria-labelledby="read-only-title">
          <Typography id="read-only-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
            {t('configAdmin.readOnly.title')}
          </Typography>
          <Typography sx={{ mb: 1 }} data-testid="read-only-state">
            {t(config.readOnly ? 'configAdmin.readOnly.on' : 'configAdmin.readOnly.off')}
          </Typography>
          {config.platformWide ? (
            <form method="post" action="/api/config-admin/read-only">
              {hidden}
              <input type="hidden" name="on" value={config.readOnly ? 'false' : 'true'} />
              <Button type="submit" variant="contained">
                {t(config.readOnly ? 'configAdmin.readOnly.turnOff' : 'configAdmin.readOnly.turnOn')}
              </Button>
            </form>
          ) : (
            <Typography variant="body2">{t('configAdmin.readOnly.adminOnly')}</Typography>
          )}
        </Box>
        <Divider />
        <Box component="section" aria-labelledby="entries-title">
          <Typography id="entries-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
            {t('configAdmin.entries')}
          </Typography>
          {config.entries.length === 0 ? (
            <Typography>{t('configAdmin.none')}</Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  {(['key', 'name', 'value', 'scope'] as const).map((c) => (
                    <TableCell key={c} component="th" scope="col">
                      {t(`configAdmin.columns.${c}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {config.entries.map((e) => (
                  <TableRow key={`${e.site ?? ''}:${e.key}`} data-testid="config-entry-row">
                    <TableCell>
                      <code>{e.key}</code>
                    </TableCell>
                    <TableCell>{e.name}</TableCell>
                    <TableCell>{e.value}</TableCell>
                    <TableCell>{e.site ?? t('configAdmin.everySiteScope')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
        <Divider />
        <Box component="section" id="entry-form" aria-labelledby="entry-form-title">
          <Typography id="entry-form-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
            {t('configAdmin.newEntry')}
          </Typography>
          <form method="post" action="/api/config-admin/entry" data-form="config-entry" noValidate>
            {hidden}
            <Stack spacing={2} sx={{ maxWidth: 640 }}>
              <TextField
                select
                id="config-key"
                name="key"
                label={t('configAdmin.fields.key')}
                defaultValue={typed.key ?? config.allowedKeys[0] ?? ''}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                {...problem('key')}
              >
                {/* A key a refused post carried that is not in the list still shows, so the problem names what was sent. */}
                {typed.key && !config.allowedKeys.includes(typed.key) && <option value={typed.key}>{typed.key}</option>}
                {config.allowedKeys.map((k) => (
                  <option key={k} value={k}>
                    {t(`configAdmin.keys.${k}`, { defaultValue: k })} ({k})
                  </option>
                ))}
              </TextField>
              <TextField
                id="config-name"
                name="name"
                label={t('configAdmin.fields.name')}
                required
                defaultValue={typed.name ?? ''}
                {...problem('name')}
              />
              <TextField
                id="config-value"
                name="value"
                label={t('configAdmin.fields.value')}
                required
                defaultValue={typed.value ?? ''}
                {...problem('value')}
              />
              {config.platformWide && (
                <FormControlLabel
                  control={<Checkbox name="everySite" value="true" defaultChecked={typed.everySite === 'true'} />}
                  label={t('configAdmin.fields.everySite')}
                />
              )}
              <div>
                <Button type="submit" variant="contained">
                  {t('configAdmin.save')}
                </Button>
              </div>
            </Stack>
          </form>
        </Box>
      </Stack>
    </Container>
  );
}
