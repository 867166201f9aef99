import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RESUME_ALERT_INTERVALS, type ResumeAlertInterval } from '../../../domain/resume-alerts/resume-alert-interval';

/** The product's intervals under the names recruiters read. */
export const INTERVAL_NAMES: Readonly<Record<ResumeAlertInterval, 'none' | 'daily' | 'weekly' | 'monthly'>> = {
  [-1]: 'none',
  86400: 'daily',
  604800: 'weekly',
  2628000: 'monthly',
};

/** The interval as radio buttons named `interval` (seconds), so the form posts without JavaScript. */
export function ResumeAlertIntervalField({ value }: { value: number }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{t('resumeRecruiting.alerts.save.interval')}</FormLabel>
      <RadioGroup row name="interval" aria-labelledby={labelId} defaultValue={String(value)}>
        {RESUME_ALERT_INTERVALS.map((seconds) => (
          <FormControlLabel
            key={seconds}
            value={String(seconds)}
            control={<Radio size="small" />}
            label={t(`resumeRecruiting.alerts.interval.${INTERVAL_NAMES[seconds]}`)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
