import { Button, Divider, Menu, MenuItem } from '@mui/material';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-provider';
import { BUTTON } from '../../theme/button-styles';
import { SHELL } from '../../theme/shell-styles';

/** Header: log in / register for guests, the user menu (dashboard, settings, log out) when signed in. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { status, data } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (status === 'loading') return null;
  if (!data) {
    return (
      // Plain links styled by page-wide rules (theme/shell-styles.ts): every guest's page shows them.
      <div data-testid="guest-menu" className={SHELL.guestMenu}>
        <Link to="/user/login" className={BUTTON.text}>
          {t('accounts.nav.login')}
        </Link>
        {/* On a phone only the login fits beside the logo; the login page offers registering. */}
        <Link to="/user/register" className={`${BUTTON.contained} ${BUTTON.fromSm}`}>
          {t('accounts.nav.register')}
        </Link>
      </div>
    );
  }
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'account-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="user-menu"
        sx={{
          textTransform: 'none',
          flexShrink: 0,
          maxWidth: { xs: 120, sm: 220 },
          display: 'block',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {data.user.name}
      </Button>
      <Menu id="account-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close} aria-label={t('accounts.nav.userMenu')}>
        <MenuItem component={Link} to="/dashboard" onClick={close}>
          {t('accounts.nav.dashboard')}
        </MenuItem>
        {(data.user.kind === 'recruiter' || data.user.staff) && [
          <MenuItem key="job-manager" component={Link} to="/job-manager" onClick={close}>
            {t('jobManager.navLink')}
          </MenuItem>,
          <MenuItem key="job-wizard" component={Link} to="/job/wizard" onClick={close}>
            {t('jobWizard.navLink')}
          </MenuItem>,
        ]}
        <MenuItem component={Link} to="/user/settings" onClick={close}>
          {t('accounts.nav.settings')}
        </MenuItem>
        <Divider />
        <MenuItem component={Link} to="/user/logout" onClick={close}>
          {t('accounts.nav.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
