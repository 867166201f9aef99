import { Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { publicPath } from '../../../domain/routing/canonical';
import { useSite } from '../../hooks/use-site';

/** The recruiter dashboard's way to the organization's credits, subscriptions, orders and invoices. */
export function DashboardCommerce() {
  const { t } = useTranslation();
  const { site, locale } = useSite();
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-labelledby="dashboard-commerce">
      <Typography variant="h2" id="dashboard-commerce" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('commerce.dashboard.title')}
      </Typography>
      <a href={publicPath(site, locale, '/my-products')}>{t('commerce.dashboard.link')}</a>
    </Paper>
  );
}
