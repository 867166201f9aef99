import { Alert, Box, Button, Container, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CheckoutPage as CheckoutPageData } from '../../../application/board/commerce/show-checkout.use-case';
import type { BillingField } from '../../../domain/commerce/billing-profile';
import { MAX_QUANTITY } from '../../../domain/commerce/catalogue';
import { formatPrice } from '../../../domain/commerce/money';
import { publicPath } from '../../../domain/routing/canonical';
import { useProductText } from '../../components/commerce/product-text';
import { HydrationMarker } from '../../components/hydration-marker';
import { useSite } from '../../hooks/use-site';

export interface CheckoutSearch {
  readonly product?: string | undefined;
  readonly quantity?: number | undefined;
  readonly job?: string | undefined;
  readonly returnTo?: string | undefined;
  readonly error?: string | undefined;
  /** `field:code` pairs of the billing profile, comma-separated. */
  readonly fields?: string | undefined;
}

const BILLING_FIELDS: ReadonlyArray<{ name: BillingField; autoComplete: string; required: boolean }> = [
  { name: 'companyName', autoComplete: 'organization', required: true },
  { name: 'email', autoComplete: 'email', required: true },
  { name: 'firstName', autoComplete: 'given-name', required: true },
  { name: 'lastName', autoComplete: 'family-name', required: true },
  { name: 'addressLine1', autoComplete: 'address-line1', required: true },
  { name: 'addressLine2', autoComplete: 'address-line2', required: false },
  { name: 'zip', autoComplete: 'postal-code', required: true },
  { name: 'locality', autoComplete: 'address-level2', required: true },
  { name: 'countryCode', autoComplete: 'country', required: true },
  { name: 'vatNumber', autoComplete: 'off', required: false },
];

/**
 * /checkout: one product's cart, the billing profile, net + VAT + gross, pay by invoice (or by card where
 * the site takes cards: the provider's payment page, then /checkout/paid). A plain form
 * POST (works without JavaScript) carrying the CSRF token, the net sum shown (so a price changed
 * meanwhile is caught) and this form's idempotency key.
 */
export function CheckoutPage({
  page,
  idempotencyKey,
  csrfToken,
  search,
  typed = {},
}: {
  page: CheckoutPageData;
  idempotencyKey: string;
  csrfToken: string;
  search: CheckoutSearch;
  /** What a refused plain post carried: shown instead of the saved profile. */
  typed?: Partial<Record<BillingField, string>>;
}) {
  const { t } = useTranslation();
  const { site, locale } = useSite();
  const productText = useProductText();
  const price = (cents: number) => formatPrice(cents, 'EUR', locale);
  const checkoutPath = publicPath(site, locale, '/checkout');
  const fieldErrors = new Map(
    (search.fields ?? '')
      .split(',')
      .map((pair) => pair.split(':') as [string, string])
      .filter(([field, code]) => field && code),
  );
  const errorText = search.error ? t(`commerce.errors.${search.error}`, { defaultValue: t('commerce.errors.INVALID_INPUT') }) : null;

  const frame = (body: React.ReactNode) => (
    <Container maxWidth="sm">
      <HydrationMarker />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={2.5}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
            {t('commerce.checkout.title')}
          </Typography>
          {errorText && page.kind !== 'ready' && (
            <Alert severity="error" role="alert">
              {errorText}
            </Alert>
          )}
          {body}
        </Stack>
      </Paper>
    </Container>
  );

  if (page.kind === 'no-organization') return frame(<Typography>{t('commerce.myProducts.noOrganization')}</Typography>);
  if (page.kind === 'unknown-product' || page.kind === 'invalid-quantity' || page.kind === 'sign-in') {
    const key =
      page.kind === 'unknown-product'
        ? 'commerce.checkout.unknownProduct'
        : page.kind === 'sign-in'
          ? 'commerce.checkout.signIn'
          : 'commerce.errors.INVALID_QUANTITY';
    return frame(
      <>
        <Alert severity="warning">{t(key)}</Alert>
        <Button href={publicPath(site, locale, '/my-products')} variant="outlined">
          {t('commerce.checkout.toMyProducts')}
        </Button>
      </>,
    );
  }

  const { checkout } = page;
  const billing = checkout.billing;
  if (checkout.jobs !== null && checkout.jobs.length === 0) {
    return frame(
      <>
        <Typography sx={{ fontWeight: 700 }}>{checkout.product.name}</Typography>
        <Alert severity="info" data-testid="no-live-job">
          {t('commerce.upgrade.noLiveJob')}
        </Alert>
        <Button href={publicPath(site, locale, '/job-manager')} variant="outlined">
          {t('commerce.upgrade.toJobManager')}
        </Button>
      </>,
    );
  }
  return frame(
    <>
      {errorText && (
        <Alert severity="error" role="alert" data-testid="checkout-error">
          {errorText}
        </Alert>
      )}
      <Box component="section" aria-labelledby="cart-heading">
        <Typography variant="h2" id="cart-heading" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('commerce.checkout.cart')}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{checkout.product.name}</Typography>
        <Typography variant="body2">{productText(checkout.product)}</Typography>
        <Typography variant="body2">{t('commerce.product.netPrice', { price: price(checkout.product.netCents) })}</Typography>
        {checkout.product.kind !== 'upgrade' && (
          <form method="get" action={checkoutPath} data-form="checkout-quantity">
            <input type="hidden" name="product" value={checkout.product.id} />
            {search.returnTo && <input type="hidden" name="returnTo" value={search.returnTo} />}
            <Stack direction="row" spacing={1.5} sx={{ mt: 1.5, alignItems: 'center' }}>
              <TextField
                name="quantity"
                type="number"
                size="small"
                label={t('commerce.checkout.quantity')}
                defaultValue={checkout.quantity}
                slotProps={{ htmlInput: { min: 1, max: MAX_QUANTITY, step: 1 } }}
                sx={{ width: 120 }}
              />
              <Button type="submit" variant="outlined" size="small">
                {t('commerce.checkout.update')}
              </Button>
            </Stack>
          </form>
        )}
      </Box>

      <form method="post" action="/api/commerce/checkout" data-form="checkout">
        <input type="hidden" name="csrfToken" value={csrfToken} />
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="productId" value={checkout.product.id} />
        <input type="hidden" name="quantity" value={checkout.quantity} />
        {search.returnTo && <input type="hidden" name="returnTo" value={search.returnTo} />}
        <input type="hidden" name="confirmedNetCents" value={checkout.totals.netCents} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <Stack spacing={2}>
          {checkout.jobs !== null && (
            <TextField
              name="jobId"
              select
              required
              label={t('commerce.upgrade.job')}
              helperText={t('commerce.upgrade.jobHelp')}
              defaultValue={checkout.jobId ?? ''}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              size="small"
              data-testid="upgrade-job"
            >
              <option value="" disabled>
                {t('commerce.upgrade.pick')}
              </option>
              {checkout.jobs.map((job) => (
                <option key={job.id} value={job.id}>
                  {job.title}
                </option>
              ))}
            </TextField>
          )}
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('commerce.checkout.billing')}
          </Typography>
          {BILLING_FIELDS.map((f) => {
            const code = fieldErrors.get(f.name);
            const saved = typed[f.name] ?? (billing ? (billing[f.name] ?? '') : f.name === 'countryCode' ? 'DE' : '');
            const help =
              code !== undefined
                ? t(f.name === 'vatNumber' && code === 'INVALID' ? 'commerce.errors.INVALID_VAT_NUMBER' : `commerce.errors.${code}`)
                : f.name === 'vatNumber'
                  ? t('commerce.checkout.vatHelp')
                  : undefined;
            return (
              <TextField
                key={f.name}
                name={f.name}
                label={t(`commerce.checkout.${f.name}`)}
                required={f.required}
                defaultValue={saved}
                autoComplete={f.autoComplete}
                error={code !== undefined}
                helperText={help}
                type={f.name === 'email' ? 'email' : 'text'}
                size="small"
              />
            );
          })}

          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, m: 0 }} data-testid="checkout-totals">
            <dt>{t('commerce.checkout.net')}</dt>
            <dd style={{ margin: 0, textAlign: 'right' }}>{price(checkout.totals.netCents)}</dd>
            <dt>{t('commerce.checkout.vat', { rate: checkout.totals.vatRatePercent })}</dt>
            <dd style={{ margin: 0, textAlign: 'right' }}>{price(checkout.totals.vatCents)}</dd>
            <dt>
              <strong>{t('commerce.checkout.gross')}</strong>
            </dt>
            <dd style={{ margin: 0, textAlign: 'right' }} data-testid="checkout-gross">
              <strong>{price(checkout.totals.grossCents)}</strong>
            </dd>
          </Box>
          <Typography variant="body2">{t('commerce.checkout.vatNote')}</Typography>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('commerce.checkout.payment')}
          </Typography>
          <Typography>{t('commerce.checkout.byInvoice')}</Typography>
          {/* Two submit buttons: a plain post carries the name and value of the one pressed. */}
          <Button type="submit" name="paymentMethod" value="invoice" variant="contained" size="large">
            {t('commerce.checkout.submit')}
          </Button>
          {checkout.cardPayment && (
            <>
              <Typography>{t('commerce.checkout.byCard')}</Typography>
              <Button type="submit" name="paymentMethod" value="stripe" variant="outlined" size="large" data-testid="pay-by-card">
                {t('commerce.checkout.submitCard')}
              </Button>
            </>
          )}
        </Stack>
      </form>
    </>,
  );
}
