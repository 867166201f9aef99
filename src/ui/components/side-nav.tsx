import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Divider, IconButton, List, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../hooks/use-site';
import { isActiveLink } from '../../domain/routing/active-link';
import { MOBILE_MENU_QUERY } from '../theme/site-theme';
import { NavIcon } from './nav-icon';
import { mainNavFor } from './nav-items';
import { ListItemLink } from './router-links';
import { readCollapsed, writeCollapsed } from './side-nav-state';
import { useCurrentPath } from './use-current-path';

const WIDE = 232;
const NARROW = 64;

/**
 * Side navigation on screens of 1025 px and more (below that the header and, for signed-in users,
 * the bottom menu take over). Rendered expanded on the server; the remembered state applies after
 * hydration, so server and browser markup agree.
 */
export function SideNav() {
  const { userKind, site } = useSite();
  const { t } = useTranslation();
  const current = useCurrentPath();
  const nav = mainNavFor(site.features);
  const [collapsed, setCollapsed] = useState(false);

  useEffect(() => setCollapsed(readCollapsed(window.localStorage, userKind)), [userKind]);

  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    writeCollapsed(window.localStorage, userKind, next);
  };

  return (
    <Box
      component="nav"
      aria-label={t('nav.side')}
      sx={{
        width: collapsed ? NARROW : WIDE,
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.complex }),
        [`@media ${MOBILE_MENU_QUERY}`]: { display: 'none' },
      }}
    >
      <Box sx={{ position: 'sticky', top: 64 }}>
        {/* Links, not list items: a list of bare links is no list for assistive technology. */}
        <List component="div">
          {nav.map((item) => {
            const active = isActiveLink(item.to, current);
            const label = t(item.labelKey);
            const link = (
              <ListItemLink key={item.to} to={item.to} selected={active} aria-current={active ? 'page' : undefined} sx={{ minHeight: 48 }}>
                <ListItemIcon sx={{ minWidth: 40, color: active ? 'primary.main' : undefined }}>
                  <NavIcon icon={item.icon} />
                </ListItemIcon>
                {!collapsed && <ListItemText primary={label} />}
              </ListItemLink>
            );
            // Collapsed, the icon alone needs its name, on hover and for assistive technology (the Tooltip
            // gives the link its aria-label); open (always so on the server, which renders every page with
            // this nav) the text is there and a Tooltip would only cost time.
            return collapsed ? (
              <Tooltip key={item.to} title={label} placement="right">
                {link}
              </Tooltip>
            ) : (
              link
            );
          })}
        </List>
        <Divider />
        <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', p: 1 }}>
          <IconButton onClick={toggle} aria-label={collapsed ? t('nav.expand') : t('nav.collapse')} aria-expanded={!collapsed} size="small">
            {collapsed ? <ChevronRight /> : <ChevronLeft />}
          </IconButton>
        </Box>
      </Box>
    </Box>
  );
}
