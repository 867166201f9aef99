import { Alert, Container, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { NewsletterIssueList } from '../../../application/board/newsletter/newsletter-gateway.port';
import { HydrationMarker } from '../../components/hydration-marker';
import { ButtonLink, TextLink } from '../../components/router-links';
import { useSite } from '../../hooks/use-site';

export const formatWhen = (iso: string | null, locale: string): string =>
  iso ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(iso)) : '–';

/** /admin/newsletter: the site's issues with their state, and the way to a new one. */
export function NewsletterDeskPage({ list }: { list: NewsletterIssueList }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <Container maxWidth="lg">
      <HydrationMarker />
      <Stack spacing={2.5}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
          {t('newsletter.admin.title')}
        </Typography>
        <Typography data-testid="newsletter-subscribers">{t('newsletter.admin.intro', { count: list.subscribers })}</Typography>
        <div>
          <ButtonLink to="/admin/newsletter/new" variant="contained">
            {t('newsletter.admin.newIssue')}
          </ButtonLink>
        </div>
        {list.issues.length === 0 ? (
          <Alert severity="info">{t('newsletter.admin.none')}</Alert>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('newsletter.admin.subject')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('newsletter.admin.status')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('newsletter.admin.created')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('newsletter.admin.sentAt')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t('newsletter.admin.recipients')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.issues.map((issue) => (
                <TableRow key={issue.id} data-testid="newsletter-issue-row">
                  <TableCell>
                    <TextLink to="/admin/newsletter/$issueId" params={{ issueId: issue.id }}>
                      {issue.subject}
                    </TextLink>
                  </TableCell>
                  <TableCell>{t(`newsletter.admin.statuses.${issue.status}`)}</TableCell>
                  <TableCell>{formatWhen(issue.createdAt, locale)}</TableCell>
                  <TableCell>{formatWhen(issue.sentAt, locale)}</TableCell>
                  <TableCell align="right">{issue.recipients}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>
    </Container>
  );
}
