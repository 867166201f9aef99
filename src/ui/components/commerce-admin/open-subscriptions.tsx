import {
  Alert,
  Box,
  Button,
  Checkbox,
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
import type { StaffSubscriptionView } from '../../../application/board/commerce-admin/commerce-admin-gateway.port';
import { CANCEL_REASON_MAX } from '../../../domain/commerce/order-cancellation';
import { translate } from '../../../domain/shared/locale';
import { useSite } from '../../hooks/use-site';
import type { EndSubscriptionFormValues } from '../../server/commerce-admin/commerce-admin-fields';

const day = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(new Date(iso));

/**
 * The looked-up organization's subscriptions that have not ended, each with a way to end it early: a
 * plain POST in a <details>, asking for a reason and a ticked confirmation (it cannot be undone). A
 * refused post opens its subscription's form again with the reason typed.
 */
export function OpenSubscriptions({
  organizationId,
  subscriptions,
  typed,
  error,
  notice,
  csrfToken,
}: {
  organizationId: string;
  subscriptions: readonly StaffSubscriptionView[];
  typed: EndSubscriptionFormValues;
  error: string | undefined;
  notice: boolean;
  csrfToken: string;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <Box component="section" id="subscriptions" aria-labelledby="subscriptions-title" data-testid="open-subscriptions">
      <Typography id="subscriptions-title" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('commerceAdmin.subscriptions.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('commerceAdmin.subscriptions.intro')}</Typography>
      {notice && (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {t('commerceAdmin.subscriptions.ended')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="subscription-error">
          {t(`commerceAdmin.subscriptions.errors.${error}`, { defaultValue: t('commerceAdmin.subscriptions.errors.Default') })}
        </Alert>
      )}
      {subscriptions.length === 0 ? (
        <Typography>{t('commerceAdmin.subscriptions.none')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {(['product', 'period', 'slots', 'end'] as const).map((c) => (
                <TableCell key={c} component="th" scope="col">
                  {t(`commerceAdmin.subscriptions.${c}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {subscriptions.map((s) => {
              const name = translate(
                { de: s.nameDe, ...(s.nameEn ? { 'en-GB': s.nameEn } : {}), ...(s.nameFr ? { fr: s.nameFr } : {}) },
                locale,
              );
              const refused = typed.subscriptionId === s.id;
              return (
                <TableRow key={s.id} data-testid="open-subscription">
                  <TableCell>{name}</TableCell>
                  <TableCell>
                    {day(s.startsAt, locale)} – {day(s.endsAt, locale)}
                  </TableCell>
                  <TableCell>{t('commerceAdmin.subscriptions.slotsValue', { jobs: s.jobSlots, contacts: s.resumeContactSlots })}</TableCell>
                  <TableCell>
                    <Box component="details" open={refused}>
                      <Box component="summary" sx={{ cursor: 'pointer' }}>
                        {t('commerceAdmin.subscriptions.end')}
                      </Box>
                      <form method="post" action="/api/commerce-admin/end-subscription">
                        <input type="hidden" name="csrfToken" value={csrfToken} />
                        <input type="hidden" name="locale" value={locale} />
                        <input type="hidden" name="organizationId" value={organizationId} />
                        <input type="hidden" name="subscriptionId" value={s.id} />
                        <Stack spacing={1} sx={{ mt: 1, minWidth: 240 }}>
                          <TextField
                            name="reason"
                            label={t('commerceAdmin.subscriptions.reason')}
                            defaultValue={refused ? (typed.reason ?? '') : ''}
                            required
                            multiline
                            minRows={2}
                            size="small"
                            slotProps={{ htmlInput: { maxLength: CANCEL_REASON_MAX } }}
                          />
                          <FormControlLabel
                            control={<Checkbox name="confirm" value="yes" required size="small" />}
                            label={t('commerceAdmin.subscriptions.confirm', { name })}
                          />
                          <Box>
                            <Button
                              type="submit"
                              size="small"
                              color="error"
                              variant="outlined"
                              aria-label={`${t('commerceAdmin.subscriptions.end')}: ${name}`}
                            >
                              {t('commerceAdmin.subscriptions.end')}
                            </Button>
                          </Box>
                        </Stack>
                      </form>
                    </Box>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
