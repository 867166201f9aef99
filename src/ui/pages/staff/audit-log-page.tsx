import { Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BoardStaffAction, StaffActionList } from '../../../application/board/staff/staff-gateway.port';
import { fieldChanges } from '../../../domain/staff/staff-diff';
import { ButtonLink } from '../../components/router-links';
import { pageCount, StaffListPage } from '../../components/staff/staff-list-page';
import { useSite } from '../../hooks/use-site';
import type { AuditSearch } from '../../routing/console-search';

const formatWhen = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/Berlin' }).format(new Date(iso));

/** Before and after of one entry, field by field. */
function ChangeTable({ entry }: { entry: BoardStaffAction }) {
  const { t } = useTranslation();
  const changes = fieldChanges(entry.before, entry.after);
  if (changes.length === 0) return <Typography variant="body2">–</Typography>;
  return (
    <Table size="small" aria-label={t('staff.audit.changes')}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t('staff.audit.field')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('staff.audit.before')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('staff.audit.after')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((c) => (
          <TableRow key={c.field}>
            <TableCell>{c.field}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{c.before === null ? '–' : <del>{c.before}</del>}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{c.after === null ? '–' : <ins>{c.after}</ins>}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** /admin/audit: who did what, when, and what changed; filtered by a plain GET form. */
export function AuditLogPage({ list, search, pageSize }: { list: StaffActionList; search: AuditSearch; pageSize: number }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <StaffListPage
      title={t('staff.audit.title')}
      filter={{
        label: t('staff.audit.filter'),
        submitLabel: t('staff.audit.apply'),
        fields: (
          <>
            <TextField
              name="action"
              label={t('staff.audit.action')}
              defaultValue={search.action ?? ''}
              size="small"
              helperText={t('staff.audit.actionHelp')}
            />
            <TextField name="actor" label={t('staff.audit.actorId')} defaultValue={search.actor ?? ''} size="small" />
            <TextField name="target" label={t('staff.audit.targetId')} defaultValue={search.target ?? ''} size="small" />
            <TextField name="site" label={t('staff.audit.site')} defaultValue={search.site ?? ''} size="small" />
            <TextField
              name="from"
              type="date"
              label={t('staff.audit.from')}
              defaultValue={search.from ?? ''}
              size="small"
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              name="to"
              type="date"
              label={t('staff.audit.to')}
              defaultValue={search.to ?? ''}
              size="small"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </>
        ),
      }}
      total={t('staff.audit.total', { count: list.total })}
      totalTestId="audit-total"
      isEmpty={list.entries.length === 0}
      empty={t('staff.audit.none')}
      columns={[t('staff.audit.when'), t('staff.audit.who'), t('staff.audit.what'), t('staff.audit.changes')]}
      rows={list.entries.map((e) => (
        <TableRow key={e.id} data-testid="audit-entry" data-action={e.action} sx={{ verticalAlign: 'top' }}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWhen(e.at, locale)}</TableCell>
          <TableCell>
            {e.actorName ?? e.actorEmail ?? t('staff.audit.goneActor', { id: e.actorId ?? '–' })}
            {e.actorEmail && e.actorName ? (
              <Typography variant="body2" component="div">
                {e.actorEmail}
              </Typography>
            ) : null}
            {e.masqueradedBy ? (
              <Typography variant="body2" component="div">
                {t('staff.audit.masqueradedBy', { id: e.masqueradedBy })}
              </Typography>
            ) : null}
          </TableCell>
          <TableCell>
            {t(`staff.actions.${e.action}`, { defaultValue: e.action })}
            <Typography variant="body2" component="div">
              {t('staff.audit.target', { type: e.targetType, id: e.targetId })}
              {e.siteKey ? ` · ${e.siteKey}` : ''}
            </Typography>
          </TableCell>
          <TableCell>
            <ChangeTable entry={e} />
          </TableCell>
        </TableRow>
      ))}
      pager={{
        page: search.page ?? 1,
        pages: pageCount(list.total, pageSize),
        label: t('staff.audit.pages'),
        link: (page, text) => (
          <ButtonLink key={page} to="/admin/audit" search={{ ...search, page }} variant="outlined">
            {text}
          </ButtonLink>
        ),
      }}
    />
  );
}
