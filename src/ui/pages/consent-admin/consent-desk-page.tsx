import { Alert, Box, Chip, Container, Divider, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { deskFieldErrors } from '../../routing/console-desk-route';
import type { StaffConsentInfoView } from '../../../application/board/consent-admin/consent-admin-gateway.port';
import { ConsentActivationForm } from '../../components/consent-admin/consent-activation-form';
import { ConsentRevisionForm } from '../../components/consent-admin/consent-revision-form';
import { HydrationMarker } from '../../components/hydration-marker';
import { RichText } from '../../components/rich-text';
import { useSite } from '../../hooks/use-site';
import type { ConsentDeskData } from '../../server/consent-admin.functions';
import { utcDateTime } from './utc-date-time';

export interface ConsentDeskSearch {
  /** The info whose refused wording comes back. */
  readonly info?: string;
  readonly notice?: string;
  readonly error?: string;
  readonly fieldErrors?: string;
}

/** Where a wording stands: in force, coming (dated later) or earlier (replaced). */
function stateOf(info: StaffConsentInfoView, revisionId: string, effectiveAt: string): 'current' | 'scheduled' | 'earlier' {
  if (revisionId === info.currentRevisionId) return 'current';
  const current = info.revisions.find((r) => r.id === info.currentRevisionId);
  return !current || Date.parse(effectiveAt) > Date.parse(current.effectiveAt) ? 'scheduled' : 'earlier';
}

/** /admin/consent: the consent infos the site shows, each with its wordings and, where the staff member may, a form for a new one. */
export function ConsentDeskPage({ data, search }: { data: ConsentDeskData; search: ConsentDeskSearch }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const fieldErrors = deskFieldErrors(search.fieldErrors);
  return (
    <Container maxWidth="lg">
      <HydrationMarker />
      <Stack spacing={3}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
          {t('consentAdmin.title')}
        </Typography>
        <Typography>{t('consentAdmin.intro')}</Typography>
        {search.notice && ['published', 'activated', 'deactivated'].includes(search.notice) && (
          <Alert severity="success" role="status" data-testid="consent-notice">
            {t(`consentAdmin.${search.notice}`)}
          </Alert>
        )}
        {search.error && (
          <Alert severity="error" data-testid="consent-error">
            {t(`consentAdmin.errors.${search.error}`, { defaultValue: t('consentAdmin.errors.Default') })}
          </Alert>
        )}
        {data.texts.infos.length === 0 && <Typography>{t('consentAdmin.none')}</Typography>}
        {data.texts.infos.map((info) => {
          const current = info.revisions.find((r) => r.id === info.currentRevisionId) ?? null;
          const refusedHere = search.info === info.id;
          const titleId = `info-${info.id}-title`;
          return (
            <Box component="section" key={info.id} id={`info-${info.id}`} aria-labelledby={titleId} data-testid="consent-info">
              <Divider sx={{ mb: 2 }} />
              <Stack spacing={2}>
                <Typography id={titleId} variant="h2" sx={{ fontSize: '1.4rem' }}>
                  {t(`consentAdmin.types.${info.type}`, { defaultValue: info.type })} ·{' '}
                  {t(`consentAdmin.placements.${info.placement}`, { defaultValue: info.placement })}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                  <Chip size="small" label={t(info.active ? 'consentAdmin.active' : 'consentAdmin.inactive')} />
                  <Chip size="small" label={info.sites === null ? t('consentAdmin.allSites') : info.sites.join(', ')} />
                  {!info.editable && <Chip size="small" variant="outlined" label={t('consentAdmin.readOnly')} />}
                </Stack>
                {info.editable && <ConsentActivationForm info={info} csrfToken={data.csrfToken} />}
                <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
                  {t('consentAdmin.current')}
                </Typography>
                {current ? <RichText html={current.textDe} /> : <Typography>{t('consentAdmin.noCurrent')}</Typography>}
                <Table size="small" aria-label={t('consentAdmin.revisions')}>
                  <TableHead>
                    <TableRow>
                      {(['effectiveAt', 'state', 'languages'] as const).map((c) => (
                        <TableCell key={c} component="th" scope="col">
                          {t(`consentAdmin.columns.${c}`)}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {[...info.revisions].reverse().map((r) => (
                      <TableRow key={r.id} data-testid="consent-revision-row">
                        <TableCell>{utcDateTime(r.effectiveAt, locale)}</TableCell>
                        <TableCell>{t(`consentAdmin.states.${stateOf(info, r.id, r.effectiveAt)}`)}</TableCell>
                        <TableCell>{['DE', r.textEn ? 'EN' : null, r.textFr ? 'FR' : null].filter(Boolean).join(', ')}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                {info.editable && (
                  <ConsentRevisionForm
                    key={`${info.id}-${info.currentRevisionId ?? ''}`}
                    info={info}
                    typed={refusedHere && data.typed.infoId === info.id ? data.typed : {}}
                    fieldErrors={refusedHere ? fieldErrors : {}}
                    csrfToken={data.csrfToken}
                  />
                )}
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </Container>
  );
}
