import {
  Alert,
  Box,
  Button,
  Container,
  List,
  ListItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MyProducts } from '../../../application/board/commerce/show-my-products.use-case';
import { formatPrice } from '../../../domain/commerce/money';
import { publicPath } from '../../../domain/routing/canonical';
import { UnpaidCardOrders } from '../../components/commerce/unpaid-card-orders';
import { useProductText } from '../../components/commerce/product-text';
import { HydrationMarker } from '../../components/hydration-marker';
import { formatDate } from '../../format/dates';
import { useSite } from '../../hooks/use-site';

/**
 * /my-products: the organization's balances and subscriptions (with the product's alerts when either fails
 * to load), its orders with their invoices to download, its card orders not paid, and what this site sells. Upgrades are bought
 * for a job: the checkout asks which (`job`, from the job manager's "upgrade" link, preselects it).
 */
export function MyProductsPage({ data, ordered, job }: { data: MyProducts; ordered: string | undefined; job?: string | undefined }) {
  const { t } = useTranslation();
  const { site, locale } = useSite();
  const productText = useProductText();
  const price = (cents: number) => formatPrice(cents, 'EUR', locale);
  const buyable = data.products;
  const checkoutHref = (product: { id: string; kind: string }) =>
    `${publicPath(site, locale, '/checkout')}?product=${product.id}${product.kind === 'upgrade' && job ? `&job=${job}` : ''}`;
  return (
    <Container maxWidth="md">
      <HydrationMarker />
      <Stack spacing={3}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
          {t('commerce.myProducts.title')}
        </Typography>
        {data.organizationName && <Typography>{t('commerce.myProducts.intro', { organization: data.organizationName })}</Typography>}
        {ordered && (
          <Alert severity="success" role="status" data-testid="order-confirmation">
            <strong>{t('commerce.checkout.confirmation', { number: ordered })}</strong>{' '}
            {t('commerce.myProducts.ordered', { number: ordered })}
          </Alert>
        )}

        <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-labelledby="credits-heading">
          <Typography variant="h2" id="credits-heading" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
            {t('commerce.myProducts.credits')}
          </Typography>
          {data.creditsError ? (
            <Alert severity="error" role="alert" data-testid="credits-error">
              {t('commerce.myProducts.creditsError')}
            </Alert>
          ) : data.credits === null ? (
            <Typography>{t('commerce.myProducts.noOrganization')}</Typography>
          ) : (
            <List dense data-testid="credits">
              {data.credits.map((c) => (
                <ListItem key={`${c.frontend}-${c.type}`} data-credit-type={c.type} data-frontend={c.frontend} disableGutters>
                  <Typography>
                    <strong data-testid={`credit-${c.frontend}-${c.type}`}>{c.amount}</strong> {c.label}
                    {c.frontend !== site.key && ` (${c.frontend})`}
                  </Typography>
                </ListItem>
              ))}
            </List>
          )}
        </Paper>

        <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-labelledby="subscriptions-heading">
          <Typography variant="h2" id="subscriptions-heading" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
            {t('commerce.myProducts.subscriptions')}
          </Typography>
          {data.subscriptionsError && (
            <Alert severity="error" role="alert" data-testid="subscriptions-error">
              {t('commerce.myProducts.subscriptionsError')}
            </Alert>
          )}
          {data.subscriptionErrors.length > 0 && (
            <Alert severity="error" role="alert">
              <ul>
                {data.subscriptionErrors.map((e) => (
                  <li key={e}>{t(`commerce.errors.${e}`, { defaultValue: e })}</li>
                ))}
              </ul>
            </Alert>
          )}
          {!data.subscriptionsError && data.subscriptions.length === 0 && (
            <Typography>{t('commerce.myProducts.noSubscriptions')}</Typography>
          )}
          <Stack spacing={1.5}>
            {data.subscriptions.map((s) => (
              <Box key={s.id} id={`subscription-${s.id}`} data-subscription-status={s.status.value}>
                <Typography sx={{ fontWeight: 700 }}>
                  {s.label} – {s.status.label}
                </Typography>
                <Typography variant="body2">
                  {t('commerce.myProducts.subscriptionPeriod', {
                    start: formatDate(s.startDate, locale),
                    end: formatDate(s.endDate, locale),
                  })}
                </Typography>
                <Typography variant="body2">{t('commerce.myProducts.jobSlots', { count: s.availableJobSlots })}</Typography>
                <Typography variant="body2">{t('commerce.myProducts.resumeSlots', s.usageResumeContactSlots)}</Typography>
              </Box>
            ))}
          </Stack>
        </Paper>

        <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-labelledby="orders-heading">
          <Typography variant="h2" id="orders-heading" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
            {t('commerce.myProducts.orders')}
          </Typography>
          {data.orders.length === 0 ? (
            <Typography>{t('commerce.myProducts.noOrders')}</Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('commerce.invoice.number')}</TableCell>
                  <TableCell>{t('commerce.invoice.date')}</TableCell>
                  <TableCell>{t('commerce.checkout.product')}</TableCell>
                  <TableCell align="right">{t('commerce.checkout.gross')}</TableCell>
                  <TableCell>{t('commerce.invoice.title')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.orders.map((o) => (
                  <TableRow key={o.id} data-invoice={o.invoice.number}>
                    <TableCell>{o.invoice.number}</TableCell>
                    <TableCell>{formatDate(o.createdAt, locale)}</TableCell>
                    <TableCell>{o.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}</TableCell>
                    <TableCell align="right">
                      {price(o.grossCents)}
                      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                        {o.creditNote
                          ? t('commerceCreditNote.myProducts.cancelled', { date: formatDate(o.creditNote.issuedAt, locale) })
                          : o.status === 'paid'
                            ? t('commerce.myProducts.status.paid')
                            : t('commerce.myProducts.status.open', { date: formatDate(o.invoice.dueAt, locale) })}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <a href={`/api/commerce/invoice/${o.invoice.id}?locale=${locale}`} download>
                        {t('commerce.myProducts.downloadInvoice', { number: o.invoice.number })}
                      </a>
                      {o.creditNote ? (
                        <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                          <a href={`/api/commerce/credit-note/${o.creditNote.id}?locale=${locale}`} download data-testid="credit-note-link">
                            {t('commerceCreditNote.myProducts.download', {
                              number: o.creditNote.number,
                              amount: price(o.creditNote.grossCents),
                            })}
                          </a>
                        </Typography>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {data.unpaidOrders.length > 0 && <UnpaidCardOrders orders={data.unpaidOrders} />}
        </Paper>

        {data.credits !== null && buyable.length > 0 && (
          <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-labelledby="catalogue-heading">
            <Typography variant="h2" id="catalogue-heading" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
              {t('commerce.myProducts.catalogue')}
            </Typography>
            <Stack spacing={1.5}>
              {buyable.map((p) => (
                <Stack
                  key={p.id}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1.5}
                  sx={{ justifyContent: 'space-between' }}
                  data-product={p.id}
                >
                  <Box>
                    <Typography sx={{ fontWeight: 700 }}>{p.name}</Typography>
                    <Typography variant="body2">{productText(p)}</Typography>
                    <Typography variant="body2">{t('commerce.product.netPrice', { price: price(p.netCents) })}</Typography>
                    {p.kind === 'upgrade' && <Typography variant="body2">{t('commerce.upgrade.forJob')}</Typography>}
                  </Box>
                  <Box>
                    <Button variant="outlined" href={checkoutHref(p)} aria-label={`${t('commerce.myProducts.buy')}: ${p.name}`}>
                      {t('commerce.myProducts.buy')}
                    </Button>
                  </Box>
                </Stack>
              ))}
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
