import { Alert, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CardPaymentPage as CardPaymentPageData } from '../../../application/board/commerce/show-card-payment.use-case';
import { formatPrice } from '../../../domain/commerce/money';
import { publicPath } from '../../../domain/routing/canonical';
import { HydrationMarker } from '../../components/hydration-marker';
import { useSite } from '../../hooks/use-site';

/**
 * /checkout/paid: the provider sends the buyer here after paying. "Payment received" only once the
 * provider's signed notice has settled the order (credits booked, invoice issued); until then "being
 * confirmed", and the page looks again by itself (a meta refresh: no script needed).
 */
export function CardPaymentPage({ page }: { page: CardPaymentPageData }) {
  const { t } = useTranslation();
  const { site, locale } = useSite();
  const myProducts = publicPath(site, locale, '/my-products');
  const body = (() => {
    if (page.kind !== 'ready') return <Alert severity="warning">{t('commerce.cardPayment.notFound')}</Alert>;
    const { payment } = page;
    const amount = formatPrice(payment.grossCents, 'EUR', locale);
    if (payment.status === 'paid')
      return (
        <Alert severity="success" data-testid="card-payment-status" data-status="paid" data-invoice={payment.invoiceNumber ?? undefined}>
          {t('commerce.cardPayment.paid', { amount, number: payment.invoiceNumber ?? '' })}
        </Alert>
      );
    if (payment.status === 'cancelled')
      return (
        <Alert severity="warning" data-testid="card-payment-status" data-status="cancelled">
          {t('commerce.cardPayment.cancelled')}
        </Alert>
      );
    return (
      <Alert severity="info" role="status" data-testid="card-payment-status" data-status="awaiting_payment">
        {t('commerce.cardPayment.confirming', { amount })}
      </Alert>
    );
  })();
  return (
    <Container maxWidth="sm">
      <HydrationMarker />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={2.5}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
            {t('commerce.cardPayment.title')}
          </Typography>
          {body}
          <Button href={myProducts} variant="outlined">
            {t('commerce.checkout.toMyProducts')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
