import FlashOn from '@mui/icons-material/FlashOn';
import Send from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../router-links';

/** The job page's actions for a job taking on-site applications: the standard form and quick apply. */
export function OnSiteApplyButtons({ slug }: { slug: string }) {
  const { t } = useTranslation();
  return (
    <>
      <ButtonLink to="/job/$slug/apply" params={{ slug }} variant="contained" size="large" startIcon={<Send />} data-apply="form">
        {t('applications.apply.applyNow')}
      </ButtonLink>
      <ButtonLink
        to="/job/$slug/quick-apply/$step"
        params={{ slug, step: 'basic-info' }}
        variant="outlined"
        size="large"
        startIcon={<FlashOn />}
        data-apply="quick"
      >
        {t('applications.apply.quickApply')}
      </ButtonLink>
    </>
  );
}
