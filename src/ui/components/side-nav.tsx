import { Tooltip } from '@mui/material';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../hooks/use-site';
import { isActiveLink } from '../../domain/routing/active-link';
import { ICON_BUTTON_CLASS } from '../theme/icon-button-styles';
import { SHELL } from '../theme/shell-styles';
import { mainNavFor } from './nav-items';
import { PlainIcon } from './plain-icons';
import { readCollapsed, writeCollapsed } from './side-nav-state';
import { useCurrentPath } from './use-current-path';

/**
 * Side navigation on screens of 1025 px and more (below that the header and, for signed-in users,
 * the bottom menu take over). Rendered expanded on the server; the remembered state applies after
 * hydration, so server and browser markup agree. Plain elements styled by page-wide rules
 * (theme/shell-styles.ts): as a List of ListItemButtons it was some twenty styled components per page.
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
    <nav aria-label={t('nav.side')} className={collapsed ? `${SHELL.sideNav} ${SHELL.sideNavCollapsed}` : SHELL.sideNav}>
      <div>
        {/* Links, not list items: a list of bare links is no list for assistive technology. */}
        <div>
          {nav.map((item) => {
            const active = isActiveLink(item.to, current);
            const label = t(item.labelKey);
            const link = (
              <Link key={item.to} to={item.to} className={SHELL.sideNavLink} aria-current={active ? 'page' : undefined}>
                <PlainIcon name={item.icon} />
                {!collapsed && <span>{label}</span>}
              </Link>
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
        </div>
        <div className={SHELL.sideNavFoot}>
          <button
            type="button"
            className={ICON_BUTTON_CLASS}
            onClick={toggle}
            aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
            aria-expanded={!collapsed}
          >
            <PlainIcon name={collapsed ? 'chevronRight' : 'chevronLeft'} />
          </button>
        </div>
      </div>
    </nav>
  );
}
