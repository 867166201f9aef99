import MenuIcon from '@mui/icons-material/Menu';
import { BottomNavigation, BottomNavigationAction, Drawer, List, ListItemText, Paper } from '@mui/material';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../hooks/use-site';
import { isActiveLink } from '../../domain/routing/active-link';
import { MOBILE_MENU_QUERY } from '../theme/site-theme';
import { isSubmenuOpen, toggleSubmenu, type SubmenuState } from './bottom-menu-state';
import { NavIcon } from './nav-icon';
import { mainNavFor } from './nav-items';
import { ListItemLink } from './router-links';
import { useCurrentPath } from './use-current-path';

/**
 * Bottom menu for signed-in users below 1025 px. Guests never see it; until the accounts
 * issue every visitor is a guest, so it is built but not yet shown.
 */
export function MobileBottomMenu() {
  const { userKind, site } = useSite();
  const { t } = useTranslation();
  const current = useCurrentPath();
  const nav = mainNavFor(site.features);
  const [submenu, setSubmenu] = useState<SubmenuState>({ openedAt: null });
  if (userKind === 'guest') return null;

  const activeIndex = nav.findIndex((item) => isActiveLink(item.to, current));
  const open = isSubmenuOpen(submenu, current);
  return (
    <Paper
      component="nav"
      aria-label={t('nav.bottom')}
      elevation={8}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
        display: 'none',
        [`@media ${MOBILE_MENU_QUERY}`]: { display: 'block' },
      }}
    >
      <BottomNavigation showLabels value={open ? nav.length : activeIndex}>
        {nav.map((item) => (
          <BottomNavigationAction
            key={item.to}
            component={Link}
            to={item.to}
            label={t(item.labelKey)}
            icon={<NavIcon icon={item.icon} />}
          />
        ))}
        <BottomNavigationAction
          label={t('nav.more')}
          icon={<MenuIcon />}
          onClick={() => setSubmenu(toggleSubmenu(submenu, current))}
          aria-expanded={open}
          aria-haspopup="dialog"
        />
      </BottomNavigation>
      {/* A modal drawer: named as a dialog, so a screen reader says where the focus went. */}
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setSubmenu({ openedAt: null })}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('nav.more') } as object }}
      >
        <List component="div">
          {nav.map((item) => (
            <ListItemLink key={item.to} to={item.to}>
              <ListItemText primary={t(item.labelKey)} />
            </ListItemLink>
          ))}
        </List>
      </Drawer>
    </Paper>
  );
}
