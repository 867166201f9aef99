import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobSummary } from '../../domain/job/job-summary';
import { translate, type Locale } from '../../domain/shared/locale';
import { PlainIcon, type PlainIconName } from './plain-icons';
import { useSalaryLabel } from './salary-text';
import { JOB_CARD } from '../theme/job-card-styles';
import { TEXT } from '../theme/text-styles';

/**
 * Locality, employment type, remote option and salary as a compact row of facts: plain elements styled by
 * a page-wide rule (theme/job-card-styles.ts), as a search page shows a dozen rows.
 */
export function JobFacts({ job, locale }: { job: JobSummary; locale: Locale }) {
  const { t } = useTranslation();
  const labels = (terms: JobSummary['employmentTypes']) => terms.map((term) => translate(term.label, locale)).join(', ');
  const salary = useSalaryLabel(job.salary, locale);
  return (
    <ul className={JOB_CARD.facts}>
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
    </ul>
  );
}

function Fact({ icon, label, children }: { icon: PlainIconName; label: string; children: ReactNode }) {
  return (
    <li title={label}>
      <PlainIcon name={icon} />
      <span>
        <span className={TEXT.visuallyHidden}>{label}: </span>
        {children}
      </span>
    </li>
  );
}
