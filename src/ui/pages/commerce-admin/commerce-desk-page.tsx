import { Alert, Button, Container, Divider, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { deskFieldErrors } from '../../routing/console-desk-route';
import { formatPrice } from '../../../domain/commerce/money';
import { translate } from '../../../domain/shared/locale';
import { CreditAdjustments } from '../../components/commerce-admin/credit-adjustments';
import { OpenSubscriptions } from '../../components/commerce-admin/open-subscriptions';
import { ProductForm } from '../../components/commerce-admin/product-form';
import { HydrationMarker } from '../../components/hydration-marker';
import { TextLink } from '../../components/router-links';
import { useSite } from '../../hooks/use-site';
import type { CommerceDeskData } from '../../server/commerce-admin.functions';

export interface CommerceDeskSearch {
  readonly edit?: string;
  readonly organization?: string;
  readonly notice?: string;
  readonly error?: string;
  readonly fieldErrors?: string;
  readonly creditError?: string;
  readonly subscriptionError?: string;
}

/** /admin/commerce: the site's catalogue with a way to edit, retire or offer again each product, the product form, and credit adjustments. */
export function CommerceDeskPage({ data, search }: { data: CommerceDeskData; search: CommerceDeskSearch }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { products } = data.catalogue;
  const editing = search.edit ? (products.find((p) => p.id === search.edit) ?? null) : null;
  const notice = search.notice && ['saved', 'retired', 'reactivated'].includes(search.notice) ? search.notice : null;
  return (
    <Container maxWidth="lg">
      <HydrationMarker />
      <Stack spacing={3}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
          {t('commerceAdmin.title')}
        </Typography>
        <Typography>{t('commerceAdmin.intro')}</Typography>
        <TextLink to="/admin/commerce/orders" data-testid="commerce-orders-link">
          {t('commerceAdmin.orders.link')}
        </TextLink>
        {notice && (
          <Alert severity="success" role="status" data-testid="commerce-notice">
            {t(`commerceAdmin.${notice}`)}
          </Alert>
        )}
        {search.error && (
          <Alert severity="error" data-testid="commerce-error">
            {t(`commerceAdmin.errors.${search.error}`, { defaultValue: t('commerceAdmin.errors.Default') })}
          </Alert>
        )}
        <section aria-labelledby="products-title">
          <Typography id="products-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
            {t('commerceAdmin.products')}
          </Typography>
          {products.length === 0 ? (
            <Typography>{t('commerceAdmin.none')}</Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  {(['name', 'kind', 'price', 'units', 'runtime', 'status', 'actions'] as const).map((c) => (
                    <TableCell key={c} component="th" scope="col">
                      {t(`commerceAdmin.columns.${c}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {products.map((p) => {
                  const name = translate(
                    { de: p.nameDe, ...(p.nameEn ? { 'en-GB': p.nameEn } : {}), ...(p.nameFr ? { fr: p.nameFr } : {}) },
                    locale,
                  );
                  return (
                    <TableRow key={p.id} data-testid="commerce-product-row">
                      <TableCell>{name}</TableCell>
                      <TableCell>{t(`commerceAdmin.kinds.${p.kind}`, { defaultValue: p.kind })}</TableCell>
                      <TableCell>{formatPrice(p.netCents, 'EUR', locale)}</TableCell>
                      <TableCell>{p.units}</TableCell>
                      <TableCell>{p.runtimeDays}</TableCell>
                      <TableCell>{t(`commerceAdmin.status.${p.active ? 'active' : 'retired'}`)}</TableCell>
                      <TableCell>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <TextLink
                            to="/admin/commerce"
                            search={{ edit: p.id }}
                            hash="product-form"
                            aria-label={`${t('commerceAdmin.edit')}: ${name}`}
                          >
                            {t('commerceAdmin.edit')}
                          </TextLink>
                          <form method="post" action="/api/commerce-admin/active">
                            <input type="hidden" name="csrfToken" value={data.csrfToken} />
                            <input type="hidden" name="locale" value={locale} />
                            <input type="hidden" name="id" value={p.id} />
                            <input type="hidden" name="active" value={p.active ? 'false' : 'true'} />
                            <Button
                              type="submit"
                              size="small"
                              aria-label={`${t(p.active ? 'commerceAdmin.retire' : 'commerceAdmin.reactivate')}: ${name}`}
                            >
                              {t(p.active ? 'commerceAdmin.retire' : 'commerceAdmin.reactivate')}
                            </Button>
                          </form>
                        </Stack>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
        </section>
        <Divider />
        <ProductForm
          key={editing?.id ?? 'new'}
          product={editing}
          typed={data.typedProduct}
          fieldErrors={deskFieldErrors(search.fieldErrors)}
          csrfToken={data.csrfToken}
        />
        <Divider />
        <CreditAdjustments
          credits={data.credits}
          typed={data.typedCredits}
          error={search.creditError}
          notice={search.notice === 'adjusted'}
          csrfToken={data.csrfToken}
        />
        {data.credits.organizationId && (
          <OpenSubscriptions
            organizationId={data.credits.organizationId}
            subscriptions={data.credits.subscriptions}
            typed={data.typedEndSubscription}
            error={search.subscriptionError}
            notice={search.notice === 'subscriptionEnded'}
            csrfToken={data.csrfToken}
          />
        )}
      </Stack>
    </Container>
  );
}
