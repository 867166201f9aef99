import { Alert, Box, Container, Divider, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type DeskFormAnswer, deskFieldErrors } from '../../routing/console-desk-route';
import type { StaffHomeBlockView } from '../../../application/board/home-picks/home-picks-gateway.port';
import { EndHomePickForm, HomePickForm } from '../../components/home-picks/home-pick-form';
import { HydrationMarker } from '../../components/hydration-marker';
import { TextLink } from '../../components/router-links';
import { isoToConsoleLocal } from '../../forms/console-wall-clock';
import type { HomePicksDeskData } from '../../server/home-picks.functions';

/** An instant as the console prints it: the board's wall clock (Europe/Berlin), to the minute. */
const wallClock = (iso: string): string => isoToConsoleLocal(iso).replace('T', ' ');

const COLUMNS = ['job', 'organization', 'source', 'from', 'until', 'action'] as const;

function HomeBlock({ block, csrfToken }: { block: StaffHomeBlockView; csrfToken: string }) {
  const { t } = useTranslation();
  const id = `home-block-${block.kind}`;
  return (
    <Box component="section" aria-labelledby={`${id}-title`} data-testid="home-block" data-kind={block.kind}>
      <Divider sx={{ mb: 2 }} />
      <Stack spacing={1}>
        <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: '1.4rem' }}>
          {t(`homePicks.kinds.${block.kind}`, { defaultValue: block.kind })}
        </Typography>
        <Typography>{t('homePicks.shown', { count: block.shown })}</Typography>
        {block.highlights.length === 0 ? (
          <Typography>{t('homePicks.none')}</Typography>
        ) : (
          <Table size="small" aria-labelledby={`${id}-title`}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => (
                  <TableCell key={c} component="th" scope="col">
                    {t(`homePicks.columns.${c}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {block.highlights.map((h) => (
                <TableRow key={h.id} data-testid="home-highlight-row" data-source={h.source}>
                  <TableCell>
                    <TextLink to="/job/$slug" params={{ slug: h.jobSlug }}>
                      {h.jobTitle}
                    </TextLink>{' '}
                    ({t('homePicks.jobNumber', { id: h.jobId })})
                  </TableCell>
                  <TableCell>{h.organizationName}</TableCell>
                  <TableCell>{t(`homePicks.sources.${h.source}`, { defaultValue: h.source })}</TableCell>
                  <TableCell>{wallClock(h.startsAt)}</TableCell>
                  <TableCell>{h.endsAt ? wallClock(h.endsAt) : t('homePicks.forGood')}</TableCell>
                  <TableCell>
                    {h.source === 'staff' ? (
                      <EndHomePickForm pickId={h.id} jobTitle={h.jobTitle} csrfToken={csrfToken} />
                    ) : (
                      t('homePicks.readOnly')
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>
    </Box>
  );
}

/** /admin/content/home: each home page block with its size and highlights in force or to come, and the form to pick a job. */
export function HomePicksDeskPage({ data, search }: { data: HomePicksDeskData; search: DeskFormAnswer }) {
  const { t } = useTranslation();
  const fieldErrors = deskFieldErrors(search.fieldErrors);
  return (
    <Container maxWidth="lg">
      <HydrationMarker />
      <Stack spacing={3}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
          {t('homePicks.title')}
        </Typography>
        <Typography>{t('homePicks.intro')}</Typography>
        {(search.notice === 'picked' || search.notice === 'ended') && (
          <Alert severity="success" role="status" data-testid="home-picks-notice">
            {t(`homePicks.notices.${search.notice}`)}
          </Alert>
        )}
        {search.error && (
          <Alert severity="error" data-testid="home-picks-error">
            {t(`homePicks.errors.${search.error}`, { defaultValue: t('homePicks.errors.Default') })}
          </Alert>
        )}
        {data.home.blocks.map((block) => (
          <HomeBlock key={block.kind} block={block} csrfToken={data.csrfToken} />
        ))}
        <Divider />
        <HomePickForm typed={data.typed} fieldErrors={fieldErrors} csrfToken={data.csrfToken} />
      </Stack>
    </Container>
  );
}
