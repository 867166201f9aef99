import { Alert, Box, Button, Container, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../domain/commerce/money';
import { ORDER_STATUSES } from '../../../domain/commerce/invoice';
import { ButtonLink, TextLink } from '../../components/router-links';
import { pageCount, StaffListPage } from '../../components/staff/staff-list-page';
import { CancelOrderForm } from './cancel-order-form';
import { useSite } from '../../hooks/use-site';
import type { CommerceOrdersSearch } from '../../routing/console-search';
import type { CommerceOrdersData } from '../../server/commerce-admin.functions';

const when = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(iso));

/**
 * /admin/commerce/orders: the orders of the staff member's sites, newest first, filtered by state and
 * organization (a plain GET form), each with its invoice (and the credit note that cancelled it) to
 * download, while an invoice order is unpaid a form to record its payment, and while an invoiced order
 * stands a form to cancel it with a credit note.
 */
export function CommerceOrdersPage({ data, search }: { data: CommerceOrdersData; search: CommerceOrdersSearch }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { orders, total, page, pageSize } = data.orders;
  return (
    <Container maxWidth="lg">
      <StaffListPage
        title={t('commerceAdmin.orders.title')}
        before={
          <>
            <Typography>{t('commerceAdmin.orders.intro')}</Typography>
            <TextLink to="/admin/commerce">{t('commerceAdmin.back')}</TextLink>
            {search.notice === 'paid' && (
              <Alert severity="success" role="status" data-testid="orders-notice">
                {t('commerceAdmin.orders.paid')}
              </Alert>
            )}
            {search.notice === 'cancelled' && (
              <Alert severity="success" role="status" data-testid="orders-notice">
                {t('commerceCreditNote.cancelled', { number: search.creditNote ?? '' })}
              </Alert>
            )}
            {search.error && (
              <Alert severity="error" data-testid="orders-error">
                {t([
                  `commerceCreditNote.errors.${search.error}`,
                  `commerceAdmin.orders.errors.${search.error}`,
                  'commerceAdmin.errors.Default',
                ])}
              </Alert>
            )}
          </>
        }
        filter={{
          label: t('commerceAdmin.orders.filter'),
          submitLabel: t('commerceAdmin.orders.apply'),
          fields: (
            <>
              <TextField
                select
                name="status"
                label={t('commerceAdmin.orders.columns.status')}
                defaultValue={search.status ?? ''}
                size="small"
                sx={{ minWidth: 200 }}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{t('commerceAdmin.orders.allStates')}</option>
                {ORDER_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`commerceAdmin.orders.states.${s}`)}
                  </option>
                ))}
              </TextField>
              <TextField
                name="organization"
                label={t('commerceAdmin.orders.columns.organization')}
                defaultValue={search.organization ?? ''}
                size="small"
                sx={{ minWidth: 280 }}
              />
            </>
          ),
        }}
        total={t('commerceAdmin.orders.total', { count: total })}
        totalTestId="orders-total"
        isEmpty={orders.length === 0}
        empty={t('commerceAdmin.orders.none')}
        columns={(['number', 'date', 'organization', 'site', 'total', 'method', 'status', 'invoice', 'actions'] as const).map((c) =>
          t(`commerceAdmin.orders.columns.${c}`),
        )}
        tableSize="small"
        rows={orders.map((o) => (
          <TableRow key={o.id} data-testid="commerce-order-row" selected={search.order === o.id}>
            <TableCell>{o.id}</TableCell>
            <TableCell>{when(o.createdAt, locale)}</TableCell>
            <TableCell>{o.organizationName}</TableCell>
            <TableCell>{o.site}</TableCell>
            <TableCell>{formatPrice(o.grossCents, 'EUR', locale)}</TableCell>
            <TableCell>{t(`commerceAdmin.orders.methods.${o.paymentMethod}`, { defaultValue: o.paymentMethod })}</TableCell>
            <TableCell>{t(`commerceAdmin.orders.states.${o.status}`, { defaultValue: o.status })}</TableCell>
            <TableCell>
              {o.invoiceId && o.invoiceNumber ? (
                <a href={`/api/commerce/invoice/${o.invoiceId}`} download>
                  {o.invoiceNumber}
                </a>
              ) : (
                '–'
              )}
              {o.creditNoteId && o.creditNoteNumber ? (
                <Box>
                  {t('commerceCreditNote.label')}{' '}
                  <a href={`/api/commerce/credit-note/${o.creditNoteId}`} download data-testid="credit-note-link">
                    {o.creditNoteNumber}
                  </a>
                </Box>
              ) : null}
            </TableCell>
            <TableCell>
              {o.paymentMethod === 'invoice' && o.status === 'open' ? (
                <form method="post" action="/api/commerce-admin/paid">
                  <input type="hidden" name="csrfToken" value={data.csrfToken} />
                  <input type="hidden" name="locale" value={locale} />
                  <input type="hidden" name="orderId" value={o.id} />
                  <input type="hidden" name="status" value={search.status ?? ''} />
                  <input type="hidden" name="organization" value={search.organization ?? ''} />
                  <input type="hidden" name="page" value={String(page)} />
                  <Button type="submit" size="small" aria-label={`${t('commerceAdmin.orders.markPaid')}: ${o.invoiceNumber ?? o.id}`}>
                    {t('commerceAdmin.orders.markPaid')}
                  </Button>
                </form>
              ) : null}
              {o.invoiceId && (o.status === 'open' || o.status === 'paid') ? (
                <CancelOrderForm
                  order={o}
                  csrfToken={data.csrfToken}
                  list={{ status: search.status ?? '', organization: search.organization ?? '', page }}
                  typedReason={data.typedCancel.orderId === o.id ? (data.typedCancel.reason ?? '') : ''}
                  open={search.order === o.id && Boolean(search.error)}
                />
              ) : null}
            </TableCell>
          </TableRow>
        ))}
        pager={{
          page,
          pages: pageCount(total, pageSize),
          label: t('commerceAdmin.orders.pages'),
          link: (target, text) => (
            <ButtonLink
              key={target}
              to="/admin/commerce/orders"
              search={{ status: search.status, organization: search.organization, page: target }}
              variant="outlined"
            >
              {text}
            </ButtonLink>
          ),
        }}
      />
    </Container>
  );
}
