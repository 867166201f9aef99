import { Box, Container, Stack, Typography } from '@mui/material';
import { useSite } from '../hooks/use-site';
import { LanguageSwitcher } from './language-switcher';

/**
 * Site name and language switcher. The privacy link (site.privacyPath) joins once the privacy page
 * exists; linking it now would lead to a 404.
 */
export function SiteFooter() {
  const { site } = useSite();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 3, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {site.name}
          </Typography>
          <LanguageSwitcher />
        </Stack>
      </Container>
    </Box>
  );
}
