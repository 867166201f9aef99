import { Box, Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffOrderView } from '../../../application/board/commerce-admin/commerce-admin-gateway.port';
import { CANCEL_REASON_MAX } from '../../../domain/commerce/order-cancellation';
import { useSite } from '../../hooks/use-site';

/**
 * One order's cancellation, a plain POST that works without JavaScript, folded away in a <details> so
 * the list stays readable. Cancelling issues a credit note for good, so the form asks for a reason and a
 * ticked confirmation; a refused post opens it again with the reason typed.
 */
export function CancelOrderForm({
  order,
  csrfToken,
  list,
  typedReason,
  open,
}: {
  order: StaffOrderView;
  csrfToken: string;
  list: { status: string; organization: string; page: number };
  typedReason: string;
  open: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const name = order.invoiceNumber ?? order.id;
  return (
    <Box component="details" open={open} data-testid="cancel-order">
      <Box component="summary" sx={{ cursor: 'pointer' }}>
        {t('commerceCreditNote.cancel')}
      </Box>
      <form method="post" action="/api/commerce-admin/cancel">
        <input type="hidden" name="csrfToken" value={csrfToken} />
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="orderId" value={order.id} />
        <input type="hidden" name="status" value={list.status} />
        <input type="hidden" name="organization" value={list.organization} />
        <input type="hidden" name="page" value={String(list.page)} />
        <Stack spacing={1} sx={{ mt: 1, minWidth: 240 }}>
          <TextField
            name="reason"
            label={t('commerceCreditNote.reason')}
            defaultValue={typedReason}
            required
            multiline
            minRows={2}
            size="small"
            slotProps={{ htmlInput: { maxLength: CANCEL_REASON_MAX } }}
          />
          <FormControlLabel
            control={<Checkbox name="confirm" value="yes" required size="small" />}
            label={t('commerceCreditNote.confirm', { number: name })}
          />
          <Box>
            <Button type="submit" size="small" color="error" variant="outlined" aria-label={`${t('commerceCreditNote.cancel')}: ${name}`}>
              {t('commerceCreditNote.cancel')}
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}
