import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffConsentInfoView } from '../../../application/board/consent-admin/consent-admin-gateway.port';
import { useSite } from '../../hooks/use-site';

/** Switches one consent info off (or on again): a plain POST with the double-submit token, one button. */
export function ConsentActivationForm({ info, csrfToken }: { info: StaffConsentInfoView; csrfToken: string }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <form method="post" action="/api/consent-admin/activation" data-form="consent-activation">
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="infoId" value={info.id} />
      <input type="hidden" name="active" value={info.active ? 'false' : 'true'} />
      <Button type="submit" variant="outlined" size="small">
        {t(info.active ? 'consentAdmin.deactivate' : 'consentAdmin.activate')}
      </Button>
    </form>
  );
}
