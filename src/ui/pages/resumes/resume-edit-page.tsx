import { Alert, Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyResumePage } from '../../../application/board/resumes/show-my-resume.use-case';
import { LANGUAGE_LEVELS } from '../../../domain/job/job-details';
import {
  CAREER_STATUSES,
  RESUME_VISIBILITIES,
  SALARY_UNITS,
  SALUTATIONS,
  type EducationEntry,
  type WorkExperienceEntry,
} from '../../../domain/resume/resume';
import type { EntrySection } from '../../../domain/resume/resume-entries';
import { richTextToText } from '../../forms/resume-forms';
import { HydrationMarker } from '../../components/hydration-marker';
import { ButtonLink, TextLink } from '../../components/router-links';
import { CompletenessBox } from '../../components/resumes/completeness-box';
import { choiceLabel, PeriodText } from '../../components/resumes/resume-content-view';
import { ResumeAttachmentsBox } from '../../components/resumes/resume-attachments-box';
import { ResumePictureBox } from '../../components/resumes/resume-picture-box';
import {
  ErrorList,
  Field,
  parseResumeErrors,
  RadioChoice,
  ResumeForm,
  SaveButton,
  SelectField,
  termsOf,
  TypedResumeContext,
  type TypedResumeForm,
} from '../../components/resumes/resume-form-parts';
import type { ResumeEditSearch } from '../../routing/resume-edit-search';

function SectionCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" id={id} aria-labelledby={`${id}-title`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" id={`${id}-title`} sx={{ fontSize: '1.35rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Row({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {children}
    </Stack>
  );
}

/** /resume/edit: every section as its own form (POST, works without JavaScript), the percentage box, visibility. */
export function ResumeEditPage({
  page,
  csrfToken,
  search,
  typed = null,
}: {
  page: MyResumePage;
  csrfToken: string;
  search: ResumeEditSearch;
  /** What a refused form carried, shown in that form again. */
  typed?: TypedResumeForm | null;
}) {
  const { t } = useTranslation();
  const { resume, options } = page;
  const c = resume.content;
  const p = c.personalInfo;
  const j = c.jobPreferences;
  const errors = parseResumeErrors(search.errors);
  const errorsFor = (form: string) => (search.form === form ? errors : []);
  const editing = search.edit?.split(':') ?? [];
  const occupations = termsOf(options.terms, 'occupations');
  const employmentTypes = termsOf(options.terms, 'employmentType');
  const labelled = <T extends string>(values: readonly T[], prefix: string) =>
    values.map((v) => ({ id: v as string, label: t(`${prefix}.${v as string}`) }));
  const spoken = new Map(c.languages.map((l) => [l.code, l.level ?? 'none']));

  const workForm = (entry: WorkExperienceEntry | null) => (
    <ResumeForm
      action="work-experience"
      csrfToken={csrfToken}
      entryId={entry?.id ?? ''}
      testId={entry ? `work-form-${entry.id}` : 'work-form-new'}
    >
      <input type="hidden" name="id" value={entry?.id ?? ''} />
      <Stack spacing={2}>
        <ErrorList errors={search.form === 'work-experience' && (editing[1] ?? '') === (entry?.id ?? '') ? errors : []} />
        <Row>
          <Field name="jobTitle" label={t('resumes.fields.jobTitle')} value={entry?.jobTitle} required />
          <Field name="companyName" label={t('resumes.fields.companyName')} value={entry?.companyName} />
        </Row>
        <Row>
          <SelectField name="occupationId" label={t('resumes.fields.occupationId')} value={entry?.occupationId} choices={occupations} />
          <SelectField
            name="employmentTypeId"
            label={t('resumes.fields.employmentTypeId')}
            value={entry?.employmentTypeId}
            choices={employmentTypes}
          />
          <Field name="location" label={t('resumes.fields.location')} value={entry?.location} />
        </Row>
        <Row>
          <Field name="start" type="month" label={t('resumes.fields.start')} value={entry?.period.start} required placeholder="2020-01" />
          <Field name="end" type="month" label={t('resumes.fields.end')} value={entry?.period.end} placeholder="2023-06" />
        </Row>
        <Field name="summary" multiline label={t('resumes.fields.summary')} value={richTextToText(entry?.summary ?? '')} />
        <SaveButton label={entry ? t('resumes.save') : t('resumes.add')} />
      </Stack>
    </ResumeForm>
  );

  const educationForm = (entry: EducationEntry | null) => (
    <ResumeForm
      action="education"
      csrfToken={csrfToken}
      entryId={entry?.id ?? ''}
      testId={entry ? `education-form-${entry.id}` : 'education-form-new'}
    >
      <input type="hidden" name="id" value={entry?.id ?? ''} />
      <Stack spacing={2}>
        <ErrorList errors={search.form === 'education' && (editing[1] ?? '') === (entry?.id ?? '') ? errors : []} />
        <Row>
          <Field name="institution" label={t('resumes.fields.institution')} value={entry?.institution} required />
          <Field name="studyProgram" label={t('resumes.fields.studyProgram')} value={entry?.studyProgram} />
        </Row>
        <Row>
          <SelectField
            name="degreeLevelId"
            label={t('resumes.fields.degreeLevelId')}
            value={entry?.degreeLevelId}
            choices={termsOf(options.terms, 'degreeLevel')}
          />
          <SelectField
            name="fieldOfStudyId"
            label={t('resumes.fields.fieldOfStudyId')}
            value={entry?.fieldOfStudyId}
            choices={termsOf(options.terms, 'fieldsOfStudy')}
          />
          <Field name="location" label={t('resumes.fields.location')} value={entry?.location} />
        </Row>
        <Row>
          <Field name="start" type="month" label={t('resumes.fields.start')} value={entry?.period.start} required placeholder="2015-10" />
          <Field name="end" type="month" label={t('resumes.fields.end')} value={entry?.period.end} placeholder="2019-09" />
        </Row>
        <Field name="summary" multiline label={t('resumes.fields.summary')} value={richTextToText(entry?.summary ?? '')} />
        <SaveButton label={entry ? t('resumes.save') : t('resumes.add')} />
      </Stack>
    </ResumeForm>
  );

  const entryList = <E extends WorkExperienceEntry | EducationEntry>(
    section: EntrySection,
    entries: readonly E[],
    heading: (e: E) => string,
    form: (e: E) => ReactNode,
  ) => (
    <Stack spacing={2} sx={{ mb: 3 }}>
      {entries.map((e, i) => (
        <Box key={e.id} data-testid={`${section}-entry`} sx={{ borderLeft: 3, borderColor: 'divider', pl: 2 }}>
          {editing[0] === section && editing[1] === e.id ? (
            form(e)
          ) : (
            <>
              <Typography sx={{ fontWeight: 700 }}>{heading(e)}</Typography>
              <Typography color="text.secondary">
                <PeriodText period={e.period} />
              </Typography>
              <ResumeForm action="entry" csrfToken={csrfToken}>
                <input type="hidden" name="section" value={section} />
                <input type="hidden" name="id" value={e.id} />
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                  <ButtonLink
                    to="/resume/edit"
                    search={{ edit: `${section}:${e.id}` }}
                    hash={section === 'workExperience' ? 'work-experience' : 'education'}
                    size="small"
                    variant="outlined"
                  >
                    {t('resumes.editEntry')}
                  </ButtonLink>
                  <Button type="submit" name="op" value="up" size="small" disabled={i === 0}>
                    {t('resumes.moveUp')}
                  </Button>
                  <Button type="submit" name="op" value="down" size="small" disabled={i === entries.length - 1}>
                    {t('resumes.moveDown')}
                  </Button>
                  <Button type="submit" name="op" value="remove" size="small" color="error">
                    {t('resumes.remove')}
                  </Button>
                </Stack>
              </ResumeForm>
            </>
          )}
        </Box>
      ))}
    </Stack>
  );

  return (
    <TypedResumeContext.Provider value={typed}>
      <Container maxWidth="md">
        <HydrationMarker />
        <Stack spacing={3}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
              {t('resumes.editTitle')}
            </Typography>
            <ButtonLink to="/resume" variant="outlined">
              {t('resumes.view')}
            </ButtonLink>
          </Stack>
          {search.notice === 'saved' && (
            <Alert severity="success" role="status" data-testid="resume-saved">
              {t('resumes.saved')}
            </Alert>
          )}
          {search.error && (
            <Alert severity="error" role="alert">
              {t(`resumes.errors.${['CSRF', 'INVALID_INPUT', 'NOT_FOUND'].includes(search.error) ? search.error : 'Default'}`)}
            </Alert>
          )}
          <CompletenessBox completeness={resume.completeness} />

          <SectionCard id="personal-info" title={t('resumes.sections.personalInfo')}>
            <ResumeForm action="personal-info" csrfToken={csrfToken} testId="personal-info-form">
              <Stack spacing={2}>
                <ErrorList errors={errorsFor('personal-info')} />
                <Typography color="text.secondary">{t('resumes.privateHint')}</Typography>
                <Row>
                  <SelectField
                    name="salutation"
                    label={t('resumes.fields.salutation')}
                    value={p.salutation}
                    choices={labelled(SALUTATIONS, 'resumes.salutation')}
                  />
                  <Field name="firstName" label={t('resumes.fields.firstName')} value={p.firstName} />
                  <Field name="lastName" label={t('resumes.fields.lastName')} value={p.lastName} />
                </Row>
                <Row>
                  <Field name="phone" type="tel" label={t('resumes.fields.phone')} value={p.phone} />
                  <Field name="birthday" type="date" label={t('resumes.fields.birthday')} value={p.birthday} />
                  <Field name="homeLocation" label={t('resumes.fields.homeLocation')} value={p.homeLocation} />
                </Row>
                <Field name="about" multiline label={t('resumes.fields.about')} value={richTextToText(p.about)} />
                <SaveButton />
              </Stack>
            </ResumeForm>
          </SectionCard>

          <SectionCard id="picture" title={t('resumes.sections.picture')}>
            <ResumePictureBox personalInfo={p} csrfToken={csrfToken} errors={errorsFor('picture')} />
          </SectionCard>

          <SectionCard id="job-preferences" title={t('resumes.sections.jobPreferences')}>
            <ResumeForm action="job-preferences" csrfToken={csrfToken} testId="job-preferences-form">
              <Stack spacing={2}>
                <ErrorList errors={errorsFor('job-preferences')} />
                <Row>
                  <Field name="title" label={t('resumes.fields.title')} value={j.title} />
                  <SelectField
                    name="desiredOccupationId"
                    label={t('resumes.fields.desiredOccupationId')}
                    value={j.desiredOccupationId}
                    choices={occupations}
                  />
                </Row>
                <Row>
                  <SelectField
                    name="employmentTypeId"
                    label={t('resumes.fields.employmentTypeId')}
                    value={j.employmentTypeId}
                    choices={employmentTypes}
                  />
                  <Field name="desiredLocation" label={t('resumes.fields.desiredLocation')} value={j.desiredLocation} />
                  <SelectField
                    name="careerStatus"
                    label={t('resumes.fields.careerStatus')}
                    value={j.careerStatus}
                    choices={labelled(CAREER_STATUSES, 'resumes.careerStatus')}
                  />
                </Row>
                <Row>
                  <Field name="salaryMin" type="number" label={t('resumes.fields.salaryMin')} value={j.desiredSalary?.min?.toString()} />
                  <Field name="salaryMax" type="number" label={t('resumes.fields.salaryMax')} value={j.desiredSalary?.max?.toString()} />
                  <SelectField
                    name="salaryUnit"
                    label={t('resumes.fields.salaryUnit')}
                    value={j.desiredSalary?.unit ?? 'year'}
                    choices={labelled(SALARY_UNITS, 'resumes.salaryUnit')}
                  />
                </Row>
                <Row>
                  <Field name="availableStart" type="date" label={t('resumes.fields.availableStart')} value={j.availableStart} />
                  <Field
                    name="availableFrom"
                    type="date"
                    label={t('resumes.fields.availableFrom')}
                    value={j.availabilityPeriods[0]?.from}
                  />
                  <Field
                    name="availableUntil"
                    type="date"
                    label={t('resumes.fields.availableUntil')}
                    value={j.availabilityPeriods[0]?.until}
                  />
                </Row>
                <SaveButton />
              </Stack>
            </ResumeForm>
          </SectionCard>

          <SectionCard id="work-experience" title={t('resumes.sections.workExperience')}>
            {entryList(
              'workExperience',
              c.workExperience,
              (e) => [e.jobTitle, e.companyName].filter(Boolean).join(' · '),
              (e) => workForm(e),
            )}
            {!(editing[0] === 'workExperience') && (
              <>
                <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
                  {t('resumes.add')}
                </Typography>
                {workForm(null)}
              </>
            )}
          </SectionCard>

          <SectionCard id="education" title={t('resumes.sections.education')}>
            {entryList(
              'education',
              c.education,
              (e) => [e.institution, e.studyProgram || choiceLabel(options, e.degreeLevelId)].filter(Boolean).join(' · '),
              (e) => educationForm(e),
            )}
            {!(editing[0] === 'education') && (
              <>
                <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
                  {t('resumes.add')}
                </Typography>
                {educationForm(null)}
              </>
            )}
          </SectionCard>

          <SectionCard id="languages" title={t('resumes.sections.languages')}>
            <ResumeForm action="languages" csrfToken={csrfToken} testId="languages-form">
              <Stack spacing={2}>
                <ErrorList errors={errorsFor('languages')} />
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 2 }}>
                  {options.languages.map((l) => (
                    <SelectField
                      key={l.id}
                      name={`lang_${l.id}`}
                      label={l.label}
                      value={spoken.get(l.id) ?? ''}
                      choices={[
                        { id: 'none', label: t('resumes.languageLevel.none') },
                        ...labelled(LANGUAGE_LEVELS, 'resumes.languageLevel'),
                      ]}
                    />
                  ))}
                </Box>
                <Field name="languagesFree" label={t('resumes.fields.languagesFree')} value={c.languagesFree.join(', ')} />
                <Field name="languageNotes" multiline label={t('resumes.fields.languageNotes')} value={c.languageNotes} />
                <SaveButton />
              </Stack>
            </ResumeForm>
          </SectionCard>

          <SectionCard id="skills" title={t('resumes.sections.skills')}>
            <ResumeForm action="skills" csrfToken={csrfToken} testId="skills-form">
              <Stack spacing={2}>
                <ErrorList errors={errorsFor('skills')} />
                <Field
                  name="skillsFree"
                  multiline
                  label={t('resumes.fields.skillsFree')}
                  value={[...c.skills, ...c.skillsFree].join(', ')}
                />
                <Field name="skillsNotes" multiline label={t('resumes.fields.skillsNotes')} value={c.skillsNotes} />
                <SaveButton />
              </Stack>
            </ResumeForm>
          </SectionCard>

          <SectionCard id="attachments" title={t('resumes.sections.attachments')}>
            <ResumeAttachmentsBox
              attachments={page.attachments}
              csrfToken={csrfToken}
              errors={['attachments', 'attachment-rename', 'attachment-remove'].includes(search.form ?? '') ? errors : []}
              failedEntry={search.form === 'attachments' ? null : (search.entry ?? null)}
            />
          </SectionCard>

          <SectionCard id="visibility" title={t('resumes.sections.visibility')}>
            <Stack spacing={3}>
              <ErrorList errors={['visibility', 'block', 'unblock'].includes(search.form ?? '') ? errors : []} />
              <ResumeForm action="visibility" csrfToken={csrfToken} testId="visibility-form">
                <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                  <legend>
                    <Typography sx={{ fontWeight: 700, mb: 1 }}>{t('resumes.fields.visibility')}</Typography>
                  </legend>
                  <Stack spacing={1}>
                    {RESUME_VISIBILITIES.map((v) => (
                      <RadioChoice key={v} name="visibility" value={v} stored={resume.visibility}>
                        <span>{t(`resumes.visibility.${v}`)}</span>
                      </RadioChoice>
                    ))}
                    <Typography color="text.secondary">{t('resumes.emailNeverShown')}</Typography>
                    <SaveButton />
                  </Stack>
                </fieldset>
              </ResumeForm>
              <Box>
                <Typography sx={{ fontWeight: 700, mb: 1 }}>{t('resumes.fields.blockedOrganizations')}</Typography>
                {resume.blockedOrganizations.length === 0 && <Typography color="text.secondary">{t('resumes.noneBlocked')}</Typography>}
                <Stack spacing={1} sx={{ mb: 2 }}>
                  {resume.blockedOrganizations.map((o) => (
                    <ResumeForm key={o.id} action="unblock" csrfToken={csrfToken}>
                      <input type="hidden" name="organizationId" value={o.id} />
                      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid="blocked-organization">
                        <Typography>{o.name}</Typography>
                        <Button type="submit" size="small">
                          {t('resumes.unblock')}
                        </Button>
                      </Stack>
                    </ResumeForm>
                  ))}
                </Stack>
                {/* A GET form: the search is part of the page's address, so it works without JavaScript. */}
                <form method="get" action="#visibility" data-testid="organization-search">
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <Field name="org" label={t('resumes.fields.organizationSearch')} value={search.org} />
                    <Button type="submit" variant="outlined">
                      {t('resumes.search')}
                    </Button>
                  </Stack>
                </form>
                {search.org && page.organizationMatches.length === 0 && (
                  <Typography sx={{ mt: 1 }} color="text.secondary">
                    {t('resumes.noMatches')}
                  </Typography>
                )}
                <Stack spacing={1} sx={{ mt: 1 }}>
                  {page.organizationMatches.map((o) => (
                    <ResumeForm key={o.id} action="block" csrfToken={csrfToken}>
                      <input type="hidden" name="organizationId" value={o.id} />
                      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid="organization-match">
                        <Typography>{o.name}</Typography>
                        <Button type="submit" size="small" variant="outlined">
                          {t('resumes.block')}
                        </Button>
                      </Stack>
                    </ResumeForm>
                  ))}
                </Stack>
              </Box>
            </Stack>
          </SectionCard>
          <TextLink to="/dashboard">{t('accounts.dashboard.title')}</TextLink>
        </Stack>
      </Container>
    </TypedResumeContext.Provider>
  );
}
