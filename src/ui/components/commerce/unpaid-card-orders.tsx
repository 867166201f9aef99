import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BoardUnpaidCardOrder } from '../../../application/board/commerce/commerce-gateway.port';
import { formatPrice } from '../../../domain/commerce/money';
import { formatDate } from '../../format/dates';
import { useSite } from '../../hooks/use-site';

/**
 * Card orders that were not paid, apart from the invoiced orders (they have no invoice): one waiting for
 * its payment links back to the provider's payment page while that still takes payment; a cancelled one
 * says since when. A plain link, so it works without script.
 */
export function UnpaidCardOrders({ orders }: { orders: readonly BoardUnpaidCardOrder[] }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <Box component="section" aria-labelledby="unpaid-orders-heading" sx={{ mt: 3 }} data-testid="unpaid-orders">
      <Typography variant="h3" id="unpaid-orders-heading" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('commerce.myProducts.unpaidOrders')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('commerce.myProducts.unpaidIntro')}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('commerce.myProducts.orderDate')}</TableCell>
            <TableCell>{t('commerce.checkout.product')}</TableCell>
            <TableCell align="right">{t('commerce.checkout.gross')}</TableCell>
            <TableCell>{t('commerce.myProducts.orderState')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((o) => {
            const date = formatDate(o.createdAt, locale);
            const amount = formatPrice(o.grossCents, 'EUR', locale);
            return (
              <TableRow key={o.id} data-unpaid-order={o.id} data-status={o.status}>
                <TableCell>{date}</TableCell>
                <TableCell>{o.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}</TableCell>
                <TableCell align="right">{amount}</TableCell>
                <TableCell>
                  {o.status === 'cancelled' ? (
                    t('commerce.myProducts.unpaidStatus.cancelled', { date: o.cancelledAt ? formatDate(o.cancelledAt, locale) : date })
                  ) : (
                    <>
                      {t('commerce.myProducts.unpaidStatus.awaiting_payment')}
                      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                        {o.resumePaymentUrl ? (
                          <Link href={o.resumePaymentUrl} aria-label={t('commerce.myProducts.resumePaymentLabel', { date, amount })}>
                            {t('commerce.myProducts.resumePayment')}
                          </Link>
                        ) : (
                          t('commerce.myProducts.paymentClosed')
                        )}
                      </Typography>
                    </>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
