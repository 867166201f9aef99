import EuroOutlined from '@mui/icons-material/EuroOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobSummary } from '../../domain/job/job-summary';
import { translate, type Locale } from '../../domain/shared/locale';
import { salaryLabel } from './salary-text';

/** Locality, employment type, remote option and salary as a compact row of facts. */
export function JobFacts({ job, locale }: { job: JobSummary; locale: Locale }) {
  const { t } = useTranslation();
  const labels = (terms: JobSummary['employmentTypes']) => terms.map((term) => translate(term.label, locale)).join(', ');
  const salary = salaryLabel(job.salary, locale, (key, options) => t(key, options ?? {}));
  return (
    <Stack direction="row" sx={{ color: 'text.secondary', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5 }}>
      <Fact icon={<PlaceOutlined fontSize="small" />} label={t('job.location')}>{job.location.locality}</Fact>
      {job.employmentTypes.length > 0 && <Fact icon={<ScheduleOutlined fontSize="small" />} label={t('job.employmentType')}>{labels(job.employmentTypes)}</Fact>}
      {job.remoteOptions.length > 0 && <Fact icon={<HomeWorkOutlined fontSize="small" />} label={t('job.remote')}>{labels(job.remoteOptions)}</Fact>}
      {salary && <Fact icon={<EuroOutlined fontSize="small" />} label={t('job.salary')}>{salary}</Fact>}
    </Stack>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }} title={label}>
      {icon}
      <Typography variant="body2" component="span">
        <span className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {label}:{' '}
        </span>
        {children}
      </Typography>
    </Stack>
  );
}
