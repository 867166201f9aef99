import { Box, Chip, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardResumeContent, ResumeOptions } from '../../../application/board/resumes/resume-gateway.port';
import type { TimePeriod } from '../../../domain/resume/resume';
import { RichText } from '../rich-text';

/** Label of a term or language id from the form's choices (the id itself when the platform no longer has it). */
export function choiceLabel(options: ResumeOptions, id: string | null): string {
  if (id === null) return '';
  return [...options.terms, ...options.languages].find((c) => c.id === id)?.label ?? id;
}

export function PeriodText({ period }: { period: TimePeriod }) {
  const { t } = useTranslation();
  return (
    <>
      {period.start} – {period.end ?? t('resumes.ongoing')}
    </>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Box component="section" data-testid={testId}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Line({ label, value }: { label: string; value: ReactNode }) {
  if (value === '' || value === null || value === undefined) return null;
  return (
    <Typography>
      <Box component="span" sx={{ fontWeight: 700 }}>
        {label}:
      </Box>{' '}
      {value}
    </Typography>
  );
}

/**
 * A resume as a recruiter reads it: the content given is already the view they get (full or anonymous;
 * the anonymous one arrives from the platform without the private fields, so nothing here hides them).
 */
export function ResumeContentView({
  content,
  options,
  anonymous,
}: {
  content: BoardResumeContent;
  options: ResumeOptions;
  anonymous: boolean;
}) {
  const { t } = useTranslation();
  const p = content.personalInfo;
  const j = content.jobPreferences;
  const name = [p.salutation ? t(`resumes.salutation.${p.salutation}`) : '', p.firstName, p.lastName].filter(Boolean).join(' ');
  const salary = j.desiredSalary;
  return (
    <Stack spacing={3} divider={<Divider flexItem />} data-testid={anonymous ? 'resume-anonymous' : 'resume-full'}>
      <Section title={t('resumes.sections.personalInfo')} testId="resume-personal-info">
        {!anonymous && p.pictureUrl && (
          <Box
            component="img"
            src={p.pictureUrl}
            alt={t('resumes.picture.of', { name: name || t('resumes.anonymousName') })}
            data-testid="resume-picture"
            sx={{ width: 128, height: 128, objectFit: 'cover', borderRadius: 1, mb: 1 }}
          />
        )}
        <Typography variant="h3" sx={{ fontSize: '1.5rem', mb: 1 }} data-testid="resume-name">
          {anonymous ? t('resumes.anonymousName') : name}
        </Typography>
        <Line label={t('resumes.fields.homeLocation')} value={p.homeLocation} />
        <Line label={t('resumes.fields.birthday')} value={p.birthday} />
        <Line label={t('resumes.fields.phone')} value={p.phone} />
        {p.about && <RichText html={p.about} />}
      </Section>
      <Section title={t('resumes.sections.jobPreferences')} testId="resume-job-preferences">
        <Line label={t('resumes.fields.title')} value={j.title} />
        <Line label={t('resumes.fields.desiredOccupationId')} value={choiceLabel(options, j.desiredOccupationId)} />
        <Line label={t('resumes.fields.employmentTypeId')} value={choiceLabel(options, j.employmentTypeId)} />
        <Line label={t('resumes.fields.desiredLocation')} value={j.desiredLocation} />
        <Line
          label={t('resumes.fields.desiredSalary')}
          value={salary ? `${salary.min ?? '…'} – ${salary.max ?? '…'} EUR / ${t(`resumes.salaryUnit.${salary.unit}`)}` : ''}
        />
        <Line label={t('resumes.fields.careerStatus')} value={j.careerStatus ? t(`resumes.careerStatus.${j.careerStatus}`) : ''} />
        <Line label={t('resumes.fields.availableStart')} value={j.availableStart} />
        {j.availabilityPeriods.map((a) => (
          <Line key={a.from} label={t('resumes.fields.availableFrom')} value={`${a.from} – ${a.until ?? ''}`} />
        ))}
      </Section>
      <Section title={t('resumes.sections.workExperience')} testId="resume-work-experience">
        <Stack spacing={2}>
          {content.workExperience.map((e) => (
            <Box key={e.id}>
              <Typography sx={{ fontWeight: 700 }}>{e.jobTitle}</Typography>
              <Typography>{[e.companyName, e.location, choiceLabel(options, e.employmentTypeId)].filter(Boolean).join(' · ')}</Typography>
              <Typography color="text.secondary">
                <PeriodText period={e.period} />
              </Typography>
              {e.summary && <RichText html={e.summary} />}
            </Box>
          ))}
        </Stack>
      </Section>
      <Section title={t('resumes.sections.education')} testId="resume-education">
        <Stack spacing={2}>
          {content.education.map((e) => (
            <Box key={e.id}>
              <Typography sx={{ fontWeight: 700 }}>{e.institution}</Typography>
              <Typography>
                {[e.studyProgram, choiceLabel(options, e.degreeLevelId), choiceLabel(options, e.fieldOfStudyId), e.location]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              <Typography color="text.secondary">
                <PeriodText period={e.period} />
              </Typography>
              {e.summary && <RichText html={e.summary} />}
            </Box>
          ))}
        </Stack>
      </Section>
      <Section title={t('resumes.sections.languages')} testId="resume-languages">
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {content.languages.map((l) => (
            <Chip key={l.code} label={`${choiceLabel(options, l.code)}${l.level ? ` (${t(`resumes.languageLevel.${l.level}`)})` : ''}`} />
          ))}
          {content.languagesFree.map((l) => (
            <Chip key={l} label={l} />
          ))}
        </Stack>
        {content.languageNotes && <Typography sx={{ mt: 1 }}>{content.languageNotes}</Typography>}
      </Section>
      <Section title={t('resumes.sections.skills')} testId="resume-skills">
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {[...content.skills, ...content.skillsFree].map((s) => (
            <Chip key={s} label={s} />
          ))}
        </Stack>
        {content.skillsNotes && <Typography sx={{ mt: 1 }}>{content.skillsNotes}</Typography>}
      </Section>
    </Stack>
  );
}
