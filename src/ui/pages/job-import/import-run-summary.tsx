import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BoardImportRun } from '../../../application/board/job-import/job-import-gateway.port';

export const formatWhen = (iso: string | null, locale: string): string =>
  iso ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(iso)) : '–';

/** One run's counts in a sentence ("3 new, 1 updated, …"), or its error. */
export function ImportRunSummary({ run }: { run: BoardImportRun }) {
  const { t } = useTranslation();
  if (run.outcome === 'failed') return <Typography variant="body2">{t('jobImport.log.failed', { error: run.error ?? '' })}</Typography>;
  return (
    <Typography variant="body2">
      {t('jobImport.log.counts', {
        created: run.created,
        updated: run.updated,
        unpublished: run.unpublished,
        unchanged: run.unchanged,
        refused: run.refused,
      })}
    </Typography>
  );
}
