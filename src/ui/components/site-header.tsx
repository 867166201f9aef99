import { AppBar, Box, Stack, Toolbar } from '@mui/material';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSite } from '../hooks/use-site';
import { isActiveLink } from '../../domain/routing/active-link';
import { mainNavFor } from './nav-items';
import { AccountMenu } from './accounts/account-menu';
import { ButtonLink } from './router-links';
import { useCurrentPath } from './use-current-path';

/** Logo (home link) and the main navigation. */
export function SiteHeader() {
  const { site } = useSite();
  const { t } = useTranslation();
  const current = useCurrentPath();
  const nav = mainNavFor(site.features);
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {/* On a phone the logo and the account buttons keep their room; the links scroll sideways. */}
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
          sx={{ minWidth: 0, overflowX: 'auto', scrollbarWidth: 'none' }}
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
        </Stack>
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
