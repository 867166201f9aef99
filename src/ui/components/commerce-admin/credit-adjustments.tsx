import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffCredits } from '../../../application/board/commerce-admin/commerce-admin-gateway.port';
import { CREDIT_TYPES } from '../../../domain/commerce/credits';
import { useSite } from '../../hooks/use-site';
import type { CreditFormValues } from '../../server/commerce-admin/commerce-admin-fields';

const when = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(iso));

/**
 * Credit adjustments: look up an organization's balances on this site (a GET form), record an
 * adjustment with its reason (a plain POST), and the site's latest adjustments.
 */
export function CreditAdjustments({
  credits,
  typed,
  error,
  notice,
  csrfToken,
}: {
  credits: StaffCredits;
  typed: CreditFormValues;
  error: string | undefined;
  notice: boolean;
  csrfToken: string;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const organizationId = typed.organizationId ?? credits.organizationId ?? '';
  return (
    <Box component="section" id="credits" aria-labelledby="credits-title">
      <Typography id="credits-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
        {t('commerceAdmin.credits.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('commerceAdmin.credits.intro')}</Typography>
      {notice && (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {t('commerceAdmin.credits.done')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="credit-error">
          {t(`commerceAdmin.errors.${error}`, { defaultValue: t('commerceAdmin.errors.Default') })}
        </Alert>
      )}
      {credits.organizationName && (
        <Box sx={{ mb: 2 }} data-testid="credit-balances">
          <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {t('commerceAdmin.credits.balances', { name: credits.organizationName })}
          </Typography>
          <ul>
            {credits.balances.map((b) => (
              <li key={b.type}>
                {t(`commerceAdmin.credits.types.${b.type}`)}: {b.balance}
              </li>
            ))}
          </ul>
        </Box>
      )}
      <form method="post" action="/api/commerce-admin/credits" data-form="credit-adjustment" noValidate>
        <input type="hidden" name="csrfToken" value={csrfToken} />
        <input type="hidden" name="locale" value={locale} />
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          <TextField
            id="credit-organizationId"
            name="organizationId"
            label={t('commerceAdmin.credits.organizationId')}
            required
            defaultValue={organizationId}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            select
            id="credit-type"
            name="type"
            label={t('commerceAdmin.credits.type')}
            defaultValue={typed.type ?? 'job_posting'}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {CREDIT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`commerceAdmin.credits.types.${type}`)}
              </option>
            ))}
          </TextField>
          <TextField
            id="credit-delta"
            name="delta"
            label={t('commerceAdmin.credits.delta')}
            required
            defaultValue={typed.delta ?? ''}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            id="credit-reason"
            name="reason"
            label={t('commerceAdmin.credits.reason')}
            required
            multiline
            minRows={2}
            defaultValue={typed.reason ?? ''}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <div>
            <Button type="submit" variant="contained">
              {t('commerceAdmin.credits.submit')}
            </Button>
          </div>
        </Stack>
      </form>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mt: 3, mb: 1 }}>
        {t('commerceAdmin.credits.recent')}
      </Typography>
      {credits.adjustments.length === 0 ? (
        <Typography>{t('commerceAdmin.credits.noneYet')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {(['when', 'organization', 'type', 'delta', 'reason'] as const).map((c) => (
                <TableCell key={c} component="th" scope="col">
                  {t(`commerceAdmin.credits.columns.${c}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {credits.adjustments.map((a) => (
              <TableRow key={a.id} data-testid="credit-adjustment-row">
                <TableCell>{when(a.createdAt, locale)}</TableCell>
                <TableCell>{a.organizationName}</TableCell>
                <TableCell>{t(`commerceAdmin.credits.types.${a.type}`, { defaultValue: a.type })}</TableCell>
                <TableCell>{a.delta > 0 ? `+${a.delta}` : a.delta}</TableCell>
                <TableCell>{a.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
