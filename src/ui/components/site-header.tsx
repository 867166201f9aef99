import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Divider, Drawer, IconButton, List, ListItemIcon, ListItemText, Stack, Toolbar } from '@mui/material';
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

/**
 * Logo (home link) and the main navigation. On a phone (below `sm`) the links do not fit beside the
 * logo and the login with their whole labels: once the page runs, they move into a menu drawer, with
 * registering for guests. Until then (and without JavaScript) they scroll sideways inside the header.
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
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, px: { xs: 1, sm: 2 }, minHeight: { xs: 64 } }}>
        <Box component={Link} to="/" sx={{ display: 'flex', alignItems: 'center', mr: 'auto', flexShrink: 0 }} aria-label={site.name}>
          <Box
            component="img"
            src={site.theme.logo}
            alt={site.theme.logoAlt}
            width={180}
            height={40}
            sx={{ display: 'block', height: { xs: 'auto', sm: 40 }, width: { xs: 120, sm: 'auto' }, maxWidth: { xs: 120, sm: 220 } }}
          />
        </Box>
        <Stack
          component="nav"
          aria-label={t('nav.main')}
          direction="row"
          spacing={{ xs: 0, sm: 1 }}
          sx={{ minWidth: 0, overflowX: 'auto', scrollbarWidth: 'none', display: hydrated ? { xs: 'none', sm: 'flex' } : 'flex' }}
        >
          {nav.map((item) => {
            const active = isActiveLink(item.to, current);
            return (
              <ButtonLink
                key={item.to}
                to={item.to}
                color={active ? 'primary' : 'inherit'}
                aria-current={active ? 'page' : undefined}
                sx={{
                  fontWeight: active ? 700 : 400,
                  borderBottom: 2,
                  borderColor: active ? 'primary.main' : 'transparent',
                  borderRadius: 0,
                  flexShrink: 0,
                  minWidth: 'auto',
                  px: 1,
                  whiteSpace: 'nowrap',
                }}
              >
                {t(item.labelKey)}
              </ButtonLink>
            );
          })}
          {staffLink && (
            <ButtonLink
              to="/admin"
              color={isActiveLink('/admin', current) ? 'primary' : 'inherit'}
              data-testid="header-admin-link"
              sx={{
                borderBottom: 2,
                borderColor: 'transparent',
                borderRadius: 0,
                flexShrink: 0,
                minWidth: 'auto',
                px: 1,
                whiteSpace: 'nowrap',
              }}
            >
              {t('staff.headerLink')}
            </ButtonLink>
          )}
        </Stack>
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
      </Toolbar>
      {hydrated && <HeaderMenu open={menuOpen} onClose={() => setMenuOpen(false)} nav={nav} current={current} staffLink={staffLink} />}
    </AppBar>
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
