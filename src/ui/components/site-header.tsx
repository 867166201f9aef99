import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { Box, Divider, Drawer, IconButton, List, ListItemIcon, ListItemText, Stack } from '@mui/material';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../hooks/use-site';
import { useHydrated } from '../hooks/use-hydrated';
import { isActiveLink } from '../../domain/routing/active-link';
import { useSession } from '../session/session-provider';
import { headerNavFor, type NavItem } from './nav-items';
import { NavIcon } from './nav-icon';
import { AccountMenu } from './accounts/account-menu';
import { ButtonLink, ListItemLink } from './router-links';
import { useCurrentPath } from './use-current-path';
import { BUTTON } from '../theme/button-styles';
import { SHELL } from '../theme/shell-styles';

/**
 * Logo (home link) and the main navigation. On a phone (below `sm`) the links do not fit beside the
 * logo and the login with their whole labels: once the page runs, they move into a menu drawer, with
 * registering for guests. Until then (and without JavaScript) they scroll sideways inside the header.
 * The bar is plain elements styled by page-wide rules (theme/shell-styles.ts): it is on every page.
 */
export function SiteHeader() {
  const { site } = useSite();
  const { t } = useTranslation();
  const current = useCurrentPath();
  const hydrated = useHydrated();
  const [menuOpen, setMenuOpen] = useState(false);
  const { data: session } = useSession();
  const nav = headerNavFor(site.features, session?.user ?? null);
  // Staff with their own session; a masquerade session acts as the user it shows.
  const staffLink = session?.user.staff === true && !session.masqueraded;
  return (
    <header className={SHELL.header}>
      <div className={SHELL.toolbar}>
        <Link to="/" className={SHELL.logo} aria-label={site.name}>
          <img src={site.theme.logo} alt={site.theme.logoAlt} width={180} height={40} />
        </Link>
        <nav aria-label={t('nav.main')} className={hydrated ? `${SHELL.headerNav} ${SHELL.headerNavHydrated}` : SHELL.headerNav}>
          {nav.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className={`${BUTTON.text} ${SHELL.headerLink}`}
              aria-current={isActiveLink(item.to, current) ? 'page' : undefined}
            >
              {t(item.labelKey)}
            </Link>
          ))}
          {staffLink && (
            <Link
              to="/admin"
              className={`${BUTTON.text} ${SHELL.headerLink}`}
              aria-current={isActiveLink('/admin', current) ? 'page' : undefined}
              data-testid="header-admin-link"
            >
              {t('staff.headerLink')}
            </Link>
          )}
        </nav>
        <AccountMenu />
        {hydrated && (
          <IconButton
            onClick={() => setMenuOpen(true)}
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            data-testid="header-menu-button"
            sx={{ display: { xs: 'inline-flex', sm: 'none' }, flexShrink: 0 }}
          >
            <MenuIcon />
          </IconButton>
        )}
      </div>
      {hydrated && <HeaderMenu open={menuOpen} onClose={() => setMenuOpen(false)} nav={nav} current={current} staffLink={staffLink} />}
    </header>
  );
}

/** The phone's menu: every main link with its full label, and logging in or registering for guests. */
function HeaderMenu({
  open,
  onClose,
  nav,
  current,
  staffLink,
}: {
  open: boolean;
  onClose: () => void;
  nav: readonly NavItem[];
  current: string;
  staffLink: boolean;
}) {
  const { t } = useTranslation();
  const { status, data } = useSession();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 'min(85vw, 320px)' }, role: 'dialog', 'aria-label': t('nav.main') } as object }}
    >
      <Stack direction="row" sx={{ justifyContent: 'flex-end', p: 1 }}>
        <IconButton onClick={onClose} aria-label={t('nav.closeMenu')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box component="nav" aria-label={t('nav.main')} data-testid="header-menu">
        <List>
          {nav.map((item) => {
            const active = isActiveLink(item.to, current);
            return (
              <ListItemLink key={item.to} to={item.to} selected={active} aria-current={active ? 'page' : undefined} onClick={onClose}>
                <ListItemIcon>
                  <NavIcon icon={item.icon} />
                </ListItemIcon>
                <ListItemText primary={t(item.labelKey)} />
              </ListItemLink>
            );
          })}
          {staffLink && (
            <ListItemLink to="/admin" selected={isActiveLink('/admin', current)} onClick={onClose}>
              <ListItemText primary={t('staff.headerLink')} />
            </ListItemLink>
          )}
        </List>
      </Box>
      {status !== 'loading' && !data && (
        <>
          <Divider />
          <Stack spacing={1} sx={{ p: 2 }}>
            <ButtonLink to="/user/login" variant="outlined" onClick={onClose}>
              {t('accounts.nav.login')}
            </ButtonLink>
            <ButtonLink to="/user/register" variant="contained" onClick={onClose}>
              {t('accounts.nav.register')}
            </ButtonLink>
          </Stack>
        </>
      )}
    </Drawer>
  );
}
