import { Box, Container, Link, List, ListItem, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HydrationMarker } from '../components/hydration-marker';
import { useSite } from '../hooks/use-site';

const DATA_ITEMS = ['serverLogs', 'session', 'account', 'tracking'] as const;
const RIGHTS = ['access', 'rectification', 'erasure', 'restriction', 'portability', 'objection', 'withdrawal', 'complaint'] as const;

/** The privacy address of a site: `datenschutz@` its domain (host without `www.`). */
export const privacyEmail = (host: string): string => `datenschutz@${host.replace(/^www\./, '')}`;

/**
 * Privacy page at the site's `privacyPath`: who runs the site, which data the board processes
 * (logs without IPs, a session cookie, no analytics without consent), GDPR rights, contact.
 */
export function PrivacyPage() {
  const { site } = useSite();
  const { t } = useTranslation();
  const email = privacyEmail(site.host);
  const mail = <Link href={`mailto:${email}`}>{email}</Link>;
  const values = { site: site.name, host: site.host };
  const withEmail = (key: string) => {
    const [before = '', after = ''] = t(key, { ...values, email: '\u0000' }).split('\u0000');
    return (
      <Typography>
        {before}
        {mail}
        {after}
      </Typography>
    );
  };
  return (
    <Container maxWidth="md" component="article">
      <HydrationMarker />
      <Stack spacing={3} sx={{ py: 4 }}>
        <Typography variant="h1">{t('privacy.title')}</Typography>
        <Typography>{t('privacy.intro', values)}</Typography>
        <Section heading={t('privacy.controller.heading')}>{withEmail('privacy.controller.text')}</Section>
        <Section heading={t('privacy.data.heading')}>
          <List sx={{ listStyle: 'disc', pl: 3 }}>
            {DATA_ITEMS.map((item) => (
              <ListItem key={item} sx={{ display: 'list-item', px: 0 }}>
                {t(`privacy.data.${item}`)}
              </ListItem>
            ))}
          </List>
        </Section>
        <Section heading={t('privacy.retention.heading')}>
          <Typography>{t('privacy.retention.text')}</Typography>
        </Section>
        <Section heading={t('privacy.rights.heading')}>
          <List sx={{ listStyle: 'disc', pl: 3 }}>
            {RIGHTS.map((right) => (
              <ListItem key={right} sx={{ display: 'list-item', px: 0 }}>
                {t(`privacy.rights.${right}`)}
              </ListItem>
            ))}
          </List>
        </Section>
        <Section heading={t('privacy.contact.heading')}>{withEmail('privacy.contact.text')}</Section>
      </Stack>
    </Container>
  );
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h2" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}
