import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobSummary } from '../../domain/job/job-summary';
import { translate, type Locale } from '../../domain/shared/locale';
import { PlainIcon, type PlainIconName } from './plain-icons';
import { salaryLabel } from './salary-text';

/**
 * Plain elements under one styled list: a search page shows a dozen cards, and a Stack, a Typography
 * and an SvgIcon per fact were three styled components each to render per request (the measured SSR cost).
 */
const factsSx: SxProps<Theme> = (theme) => ({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: 2.5,
  rowGap: 0.5,
  m: 0,
  p: 0,
  listStyle: 'none',
  color: 'text.secondary',
  '& > li': { display: 'flex', alignItems: 'center', gap: 0.75, ...theme.typography.body2 },
  '& svg': { width: 20, height: 20, flexShrink: 0, fill: 'currentColor' },
  '& .visually-hidden': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

/** Locality, employment type, remote option and salary as a compact row of facts. */
export function JobFacts({ job, locale }: { job: JobSummary; locale: Locale }) {
  const { t } = useTranslation();
  const labels = (terms: JobSummary['employmentTypes']) => terms.map((term) => translate(term.label, locale)).join(', ');
  const salary = salaryLabel(job.salary, locale, (key, options) => t(key, options ?? {}));
  return (
    <Box component="ul" sx={factsSx}>
      <Fact icon="place" label={t('job.location')}>
        {job.location.locality}
      </Fact>
      {job.employmentTypes.length > 0 && (
        <Fact icon="schedule" label={t('job.employmentType')}>
          {labels(job.employmentTypes)}
        </Fact>
      )}
      {job.remoteOptions.length > 0 && (
        <Fact icon="homeWork" label={t('job.remote')}>
          {labels(job.remoteOptions)}
        </Fact>
      )}
      {salary && (
        <Fact icon="euro" label={t('job.salary')}>
          {salary}
        </Fact>
      )}
    </Box>
  );
}

function Fact({ icon, label, children }: { icon: PlainIconName; label: string; children: ReactNode }) {
  return (
    <li title={label}>
      <PlainIcon name={icon} />
      <span>
        <span className="visually-hidden">{label}: </span>
        {children}
      </span>
    </li>
  );
}
