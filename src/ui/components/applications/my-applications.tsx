import { Alert, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MyApplication } from '../../../domain/applications/application';
import { formatDate } from '../../format/dates';
import { useSite } from '../../hooks/use-site';
import { TextLink } from '../router-links';
import { StatusChip } from './status-chip';

/** "My applications" on the dashboard: each application with its job, date and status. */
export function MyApplications({ items, failed }: { items: readonly MyApplication[]; failed: boolean }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <section aria-labelledby="dashboard-applications" data-testid="my-applications">
      <Typography id="dashboard-applications" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('applications.mine.title')}
      </Typography>
      {failed ? (
        <Alert severity="error">{t('applications.mine.failed')}</Alert>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{t('applications.mine.empty')}</Typography>
      ) : (
        <List dense disablePadding>
          {items.map((a) => (
            <ListItem key={a.id} disableGutters data-application-id={a.id}>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <TextLink to="/application/$applicationId" params={{ applicationId: a.id }}>
                      {a.jobTitle}
                    </TextLink>
                    <StatusChip status={a.status} />
                  </Stack>
                }
                secondary={`${a.organizationName} · ${t('applications.mine.appliedOn', { date: formatDate(a.createdAt, locale) ?? '' })}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
