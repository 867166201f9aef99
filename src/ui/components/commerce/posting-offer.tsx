import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../domain/commerce/money';
import { publicPath } from '../../../domain/routing/canonical';
import { useSite } from '../../hooks/use-site';
import type { PostingOffer } from '../../server/commerce.functions';
import { WorkflowForm } from '../job-wizard/workflow-form';
import { useProductText } from './product-text';

/**
 * The bundles step on a site that charges for postings: why the job is not online yet, what is left, a
 * "publish now" button while units are left, and what to buy (each to the checkout, back here after).
 */
export function PostingOfferBlock({
  offer,
  jobId,
  csrfToken,
  paymentRequired,
  ordered,
}: {
  offer: PostingOffer;
  jobId: string;
  csrfToken: string;
  paymentRequired: boolean;
  ordered: string | undefined;
}) {
  const { t } = useTranslation();
  const { site, locale } = useSite();
  const productText = useProductText();
  const here = publicPath(site, locale, `/job/wizard/bundles?id=${jobId}`);
  const checkout = publicPath(site, locale, '/checkout');
  return (
    <Stack spacing={2} data-testid="posting-offer">
      {ordered && (
        <Alert severity="success" role="status" data-testid="order-confirmation">
          {t('commerce.myProducts.ordered', { number: ordered })}
        </Alert>
      )}
      {(paymentRequired || !ordered) && <Alert severity="info">{t('commerce.paidPosting.needed')}</Alert>}
      {offer.jobUnits === null ? (
        <Alert severity="error" role="alert">
          {t('commerce.myProducts.creditsError')}
        </Alert>
      ) : (
        <Typography data-testid="job-units">{t('commerce.paidPosting.balance', { count: offer.jobUnits })}</Typography>
      )}
      {(offer.jobUnits ?? 0) > 0 && (
        <Box>
          <WorkflowForm
            jobId={jobId}
            action="PUBLISH"
            csrfToken={csrfToken}
            returnTo={here}
            label={t('commerce.paidPosting.publishNow')}
            variant="contained"
          />
        </Box>
      )}
      <Stack spacing={1.5}>
        {offer.products.map((p) => (
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
              <Typography variant="body2">{t('commerce.product.netPrice', { price: formatPrice(p.netCents, 'EUR', locale) })}</Typography>
            </Box>
            <Box>
              <Button
                variant="outlined"
                href={`${checkout}?product=${p.id}&returnTo=${encodeURIComponent(here)}`}
                aria-label={`${t('commerce.myProducts.buy')}: ${p.name}`}
              >
                {t('commerce.myProducts.buy')}
              </Button>
            </Box>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
