import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../components/accounts/account-page';
import { ButtonLink } from '../../components/router-links';

/** Why the wizard or job manager cannot open (not a recruiter, an imported job …), with a way on. */
export function PostingRefusedPage({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('jobWizard.refused.title')} width="sm">
      <p data-testid="posting-refused">{t(`jobWizard.refused.${code}`, { defaultValue: t('jobWizard.refused.FORBIDDEN') })}</p>
      <ButtonLink to="/dashboard" variant="outlined">
        {t('jobWizard.refused.toDashboard')}
      </ButtonLink>
    </AccountPage>
  );
}
