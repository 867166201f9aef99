import { Box, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Job } from '../../domain/job/job';
import type { Term } from '../../domain/job/taxonomy';
import { translate, type Locale } from '../../domain/shared/locale';
import { formatDate } from '../format/dates';
import { useSalaryLabel } from './salary-text';

/** A language's name in the page's language ("Englisch", "English", "anglais"); the code when ICU does not know it. */
function languageName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "ab 01.03.2027", "01.03.2027 bis 31.08.2027", "bis 31.08.2027". */
function availabilityText(job: Job, locale: Locale, t: (key: string, options?: Record<string, string>) => string): string | null {
  const period = job.details?.availability;
  if (!period) return null;
  const from = formatDate(period.from, locale);
  const until = formatDate(period.until, locale);
  if (from && until) return `${t('jobPage.period', { from, until })} (${t('jobPage.fixedTerm')})`;
  if (from) return t('jobPage.startFrom', { date: from });
  return until ? `${t('jobPage.until', { date: until })} (${t('jobPage.fixedTerm')})` : null;
}

/**
 * Every field of a job that is set, as a description list: address, employment, remote work,
 * salary (amount and words), start, experience, qualification, fields of study, industry, occupation,
 * then languages and skills. Fields that are not set do not appear.
 */
export function JobDetailsList({ job, locale }: { job: Job; locale: Locale }) {
  const { t } = useTranslation();
  const salary = useSalaryLabel(job.salary, locale);
  const tt = (key: string, options?: Record<string, string>) => (options ? t(key, options) : t(key));
  const labels = (terms: readonly Term[] | undefined) => (terms ?? []).map((term) => translate(term.label, locale)).join(', ');
  const d = job.details;
  const address = [
    job.location.addressLine1,
    [job.location.zip, job.location.locality].filter(Boolean).join(' '),
    job.location.administrativeArea,
  ]
    .filter(Boolean)
    .join(', ');
  const rows: Array<[string, ReactNode]> = [];
  const add = (key: string, value: ReactNode) => {
    if (value) rows.push([key, value]);
  };
  add('jobPage.address', address);
  add('job.employmentType', labels(job.employmentTypes));
  add('job.remote', labels(job.remoteOptions));
  add('job.salary', salary);
  add('jobPage.salaryText', d?.salaryText);
  add('jobPage.start', availabilityText(job, locale, tt));
  add('jobPage.experience', labels(job.yearsOfExperience));
  add('jobPage.degree', labels(d?.degreeLevels));
  add('jobPage.fieldsOfStudy', labels(d?.fieldsOfStudy));
  add('jobPage.industry', labels(job.industries));
  add('jobPage.occupation', labels(job.occupations));
  const languages = (d?.languages ?? []).map((l) =>
    l.level
      ? t('jobPage.languageLevel', { language: languageName(l.code, locale), level: t(`jobPage.level.${l.level}`) })
      : languageName(l.code, locale),
  );
  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby="glance-heading">
        <Typography variant="h2" id="glance-heading" sx={{ fontSize: '1.3rem', mb: 1.5 }}>
          {t('jobPage.atAGlance')}
        </Typography>
        <Box
          component="dl"
          data-job-details
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, max-content) 1fr' },
            columnGap: 3,
            rowGap: { xs: 0.25, sm: 1 },
            m: 0,
          }}
        >
          {rows.map(([key, value]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 700, mt: { xs: 1, sm: 0 } }}>
                {t(key)}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
      {(languages.length > 0 || d?.languagesText) && (
        <Box component="section" aria-labelledby="languages-heading">
          <Typography variant="h3" id="languages-heading" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {t('jobPage.languages')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {languages.map((text) => (
              <li key={text}>
                <Chip label={text} variant="outlined" />
              </li>
            ))}
          </Stack>
          {d?.languagesText && <Typography sx={{ mt: 1 }}>{d.languagesText}</Typography>}
        </Box>
      )}
      {((d?.skills.length ?? 0) > 0 || d?.skillsText) && (
        <Box component="section" aria-labelledby="skills-heading">
          <Typography variant="h3" id="skills-heading" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {t('jobPage.skills')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {d?.skills.map((skill) => (
              <li key={skill}>
                <Chip label={skill} color="primary" variant="outlined" />
              </li>
            ))}
          </Stack>
          {d?.skillsText && <Typography sx={{ mt: 1 }}>{d.skillsText}</Typography>}
        </Box>
      )}
    </Stack>
  );
}
