import { Alert, Box, Divider, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SALUTATIONS,
  SECTION_LIMITS,
  SECTION_MAX,
  type ProfileSection,
  type ProfileSections,
} from '../../../domain/organization/profile-sections';
import { type FurtherLocation, locationAddressLine } from '../../../domain/organization/further-locations';
import type { TypedSectionValues } from '../../server/organization-sections/typed-section-values';
import { LocationFields } from './location-fields';
import { BROCHURE_LIMITS } from '../../../domain/organization/organization-brochures';
import { fileSizeText } from '../../format/file-size';
import { useSite } from '../../hooks/use-site';
import type { SectionFeedback } from './section-feedback';
import { EntryImageForms } from './entry-image-forms';
import { SectionFileField } from './section-file-field';
import { SectionForm } from './section-form';
import { formErrorKey } from '../form-busy';

interface Props {
  readonly sections: ProfileSections;
  readonly typed: TypedSectionValues | null;
  readonly feedback: SectionFeedback;
  readonly csrfToken: string;
  /** The edit page's own path, without the feedback in its query. */
  readonly returnTo: string;
}

interface Entry {
  readonly id: string;
  /** What the entry is called in its buttons' labels. */
  readonly name: string;
  readonly content: ReactNode;
}

/** The edit page's part for gallery, videos, FAQ and contact persons: each list with its entries and a form to add one. */
export function SectionsEditor({ sections, typed, feedback, csrfToken, returnTo }: Props) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const common = { organizationId: sections.organizationId, csrfToken, returnTo };
  const typedFor = (list: ProfileSection) => (typed?.list === list ? typed.values : {});
  const errorOf = (list: ProfileSection, field: string, item?: string): string | undefined => {
    // A further location's edit form and the add form share the list: the refused one shows the messages.
    if (feedback.list !== list || feedback.item !== item) return undefined;
    const e = feedback.fieldErrors.find((f) => f.field === field);
    return e
      ? t(`organizationSections.errors.${e.code}`, {
          limit: e.limit ?? SECTION_MAX[list],
          defaultValue: t('organizationSections.errors.Default'),
        })
      : undefined;
  };
  const field = (
    list: ProfileSection,
    name: string,
    label: string,
    extra: { multiline?: boolean; required?: boolean; type?: string; maxLength?: number; help?: string } = {},
  ) => {
    const error = errorOf(list, name);
    return (
      <TextField
        name={name}
        label={label}
        defaultValue={typedFor(list)[name] ?? ''}
        required={extra.required}
        type={extra.type}
        multiline={extra.multiline}
        minRows={extra.multiline ? 3 : undefined}
        error={Boolean(error)}
        helperText={error ?? extra.help}
        slotProps={{ htmlInput: { maxLength: extra.maxLength } }}
        fullWidth
      />
    );
  };

  const block = (list: ProfileSection, title: string, entries: readonly Entry[], addLabel: string, form: ReactNode) => {
    const count = entries.length;
    const listError =
      feedback.list === list && feedback.error ? feedback.fieldErrors.find((f) => f.field === list || f.field === '_') : undefined;
    const notice = feedback.list === list && feedback.notice ? feedback.notice : undefined;
    return (
      <Box component="section" id={`section-${list}`} aria-labelledby={`section-${list}-title`} sx={{ scrollMarginTop: 80 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 1 }}>
          <Typography variant="h2" id={`section-${list}-title`} sx={{ fontSize: '1.3rem' }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{t('organizationSections.count', { count, max: SECTION_MAX[list] })}</Typography>
        </Stack>
        {notice && (
          <Alert severity="success" role="status" sx={{ mb: 1 }}>
            {t(`organizationSections.notice.${notice}`)}
          </Alert>
        )}
        {listError && (
          <Alert severity="error" sx={{ mb: 1 }} data-testid={`section-${list}-error`}>
            {t(formErrorKey(listError.code, `organizationSections.errors.${listError.code}`), {
              limit: listError.limit ?? SECTION_MAX[list],
              defaultValue: t('organizationSections.errors.Default'),
            })}
          </Alert>
        )}
        {entries.length === 0 ? (
          <Typography color="text.secondary">{t('organizationSections.empty')}</Typography>
        ) : (
          <List data-testid={`section-${list}-entries`}>
            {entries.map((entry, i) => (
              <ListItem key={entry.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>{entry.content}</Box>
                {i > 0 && (
                  <SectionForm
                    {...common}
                    action="move"
                    hidden={{ section: list, itemId: entry.id, direction: 'up' }}
                    compact
                    submitLabel="↑"
                    submitAriaLabel={t('organizationSections.moveUp', { name: entry.name })}
                  />
                )}
                {i < entries.length - 1 && (
                  <SectionForm
                    {...common}
                    action="move"
                    hidden={{ section: list, itemId: entry.id, direction: 'down' }}
                    compact
                    submitLabel="↓"
                    submitAriaLabel={t('organizationSections.moveDown', { name: entry.name })}
                  />
                )}
                <SectionForm
                  {...common}
                  action="remove"
                  hidden={{ section: list, itemId: entry.id }}
                  compact
                  submitLabel="✕"
                  submitAriaLabel={t('organizationSections.remove', { name: entry.name })}
                />
              </ListItem>
            ))}
          </List>
        )}
        {count < SECTION_MAX[list] && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
              {addLabel}
            </Typography>
            {form}
          </Box>
        )}
      </Box>
    );
  };

  const galleryError = errorOf('gallery', 'image');
  const brochureError = errorOf('brochures', 'brochure');
  const photoError = errorOf('contacts', 'photo');
  const coverError = errorOf('videos', 'cover');
  const typedLocation = (item?: string) =>
    typed?.list === 'locations' && (typed.values.itemId || undefined) === item ? typed.values : null;
  const locationValues = (l: FurtherLocation): Record<string, string> =>
    typedLocation(l.id) ?? {
      name: l.name,
      addressLine1: l.addressLine1 ?? '',
      zip: l.zip ?? '',
      locality: l.locality,
      countryCode: l.countryCode,
    };
  const contactName = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`;
  return (
    <Stack spacing={4} divider={<Divider flexItem />}>
      <Box>
        <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
          {t('organizationSections.editTitle')}
        </Typography>
        <Typography color="text.secondary">{t('organizationSections.editIntro')}</Typography>
        {feedback.error && !feedback.list && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {t(formErrorKey(feedback.error, `organizationSections.errors.${feedback.error}`), {
              defaultValue: t('organizationSections.errors.Default'),
            })}
          </Alert>
        )}
      </Box>

      {block(
        'gallery',
        t('organizationSections.gallery.title'),
        sections.gallery.map((g) => ({
          id: g.id,
          name: g.altText,
          content: (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Box component="img" src={g.url} alt="" sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1 }} />
              <Typography>{g.altText}</Typography>
            </Stack>
          ),
        })),
        t('organizationSections.gallery.add'),
        <SectionForm {...common} action="addGalleryImage" submitLabel={t('organizationSections.gallery.add')}>
          <SectionFileField
            id="section-gallery-image"
            name="image"
            accept="image/png,image/jpeg,image/webp"
            label={t('organizationSections.gallery.image')}
            error={galleryError}
          />
          {field('gallery', 'altText', t('organizationSections.gallery.altText'), {
            required: true,
            maxLength: SECTION_LIMITS.altTextMax,
            help: t('organizationSections.gallery.altTextHelp'),
          })}
        </SectionForm>,
      )}

      {block(
        'videos',
        t('organizationSections.videos.title'),
        sections.videos.map((v) => ({
          id: v.id,
          name: v.coverTitle,
          content: (
            <>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                {v.coverUrl && (
                  <Box component="img" src={v.coverUrl} alt="" sx={{ width: 96, height: 54, objectFit: 'cover', borderRadius: 1 }} />
                )}
                <ListItemText
                  primary={v.coverTitle}
                  secondary={v.sourceUrl}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </Stack>
              <EntryImageForms
                {...common}
                list="videos"
                entryId={v.id}
                name={v.coverTitle}
                hasImage={v.coverUrl !== null}
                error={errorOf('videos', 'image', v.id)}
              />
            </>
          ),
        })),
        t('organizationSections.videos.add'),
        <SectionForm {...common} action="addVideo" submitLabel={t('organizationSections.videos.add')}>
          {field('videos', 'coverTitle', t('organizationSections.videos.coverTitle'), {
            required: true,
            maxLength: SECTION_LIMITS.coverTitleMax,
          })}
          {field('videos', 'sourceUrl', t('organizationSections.videos.sourceUrl'), {
            required: true,
            type: 'url',
            maxLength: SECTION_LIMITS.urlMax,
          })}
          {/* The file goes last: a refused cover still brings back what was typed before it. */}
          <SectionFileField
            id="section-video-cover"
            name="cover"
            accept="image/png,image/jpeg,image/webp"
            label={t('organizationSections.videos.cover')}
            error={coverError}
            required={false}
          />
        </SectionForm>,
      )}

      {block(
        'faq',
        t('organizationSections.faq.title'),
        sections.faq.map((f) => ({
          id: f.id,
          name: f.question,
          content: <ListItemText primary={f.question} secondary={f.answer} slotProps={{ secondary: { sx: { whiteSpace: 'pre-line' } } }} />,
        })),
        t('organizationSections.faq.add'),
        <SectionForm {...common} action="addFaq" submitLabel={t('organizationSections.faq.add')}>
          {field('faq', 'question', t('organizationSections.faq.question'), { required: true, maxLength: SECTION_LIMITS.questionMax })}
          {field('faq', 'answer', t('organizationSections.faq.answer'), {
            required: true,
            multiline: true,
            maxLength: SECTION_LIMITS.answerMax,
          })}
        </SectionForm>,
      )}

      {block(
        'contacts',
        t('organizationSections.contacts.title'),
        sections.contacts.map((c) => ({
          id: c.id,
          name: contactName(c),
          content: (
            <>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                {c.photoUrl && (
                  <Box component="img" src={c.photoUrl} alt="" sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: '50%' }} />
                )}
                <ListItemText primary={contactName(c)} secondary={[c.jobTitle, c.email, c.phone].filter(Boolean).join(' · ')} />
              </Stack>
              <EntryImageForms
                {...common}
                list="contacts"
                entryId={c.id}
                name={contactName(c)}
                hasImage={c.photoUrl !== null}
                error={errorOf('contacts', 'image', c.id)}
              />
            </>
          ),
        })),
        t('organizationSections.contacts.add'),
        <SectionForm {...common} action="addContact" submitLabel={t('organizationSections.contacts.add')}>
          <TextField
            select
            name="salutation"
            label={t('organizationSections.contacts.salutation')}
            defaultValue={typedFor('contacts').salutation ?? ''}
            slotProps={{ select: { native: true } }}
          >
            <option value="">{t('organizationSections.contacts.noSalutation')}</option>
            {SALUTATIONS.map((s) => (
              <option key={s} value={s}>
                {t(`organizationSections.contacts.salutations.${s}`)}
              </option>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {field('contacts', 'firstName', t('organizationSections.contacts.firstName'), {
              required: true,
              maxLength: SECTION_LIMITS.nameMax,
            })}
            {field('contacts', 'lastName', t('organizationSections.contacts.lastName'), {
              required: true,
              maxLength: SECTION_LIMITS.nameMax,
            })}
          </Stack>
          {field('contacts', 'jobTitle', t('organizationSections.contacts.jobTitle'), { maxLength: SECTION_LIMITS.jobTitleMax })}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {field('contacts', 'email', t('organizationSections.contacts.email'), { type: 'email', maxLength: 254 })}
            {field('contacts', 'phone', t('organizationSections.contacts.phone'), { type: 'tel', maxLength: SECTION_LIMITS.phoneMax })}
          </Stack>
          {field('contacts', 'linkedinUrl', t('organizationSections.contacts.linkedinUrl'), { maxLength: SECTION_LIMITS.urlMax })}
          {field('contacts', 'contactInfo', t('organizationSections.contacts.contactInfo'), {
            multiline: true,
            maxLength: SECTION_LIMITS.contactInfoMax,
          })}
          <SectionFileField
            id="section-contact-photo"
            name="photo"
            accept="image/png,image/jpeg,image/webp"
            label={t('organizationSections.contacts.photo')}
            error={photoError}
            required={false}
          />
        </SectionForm>,
      )}

      {block(
        'brochures',
        t('organizationSections.brochures.title'),
        sections.brochures.map((b) => ({
          id: b.id,
          name: b.title,
          content: <ListItemText primary={b.title} secondary={`PDF, ${fileSizeText(b.size, locale)}`} />,
        })),
        t('organizationSections.brochures.add'),
        <SectionForm {...common} action="addBrochure" submitLabel={t('organizationSections.brochures.add')}>
          {/* The title goes before the file: a refused file still brings it back. */}
          {field('brochures', 'title', t('organizationSections.brochures.titleField'), {
            required: true,
            maxLength: BROCHURE_LIMITS.titleMax,
          })}
          <SectionFileField
            id="section-brochure-file"
            name="brochure"
            accept="application/pdf,.pdf"
            label={t('organizationSections.brochures.file', { max: BROCHURE_LIMITS.maxBytes / (1024 * 1024) })}
            error={brochureError}
          />
        </SectionForm>,
      )}

      {block(
        'locations',
        t('organizationSections.locations.title'),
        sections.locations.map((l) => ({
          id: l.id,
          name: l.name,
          content: (
            <>
              <ListItemText
                primary={l.name}
                secondary={`${locationAddressLine(l)} · ${t(l.point ? 'organizationSections.locations.placed' : 'organizationSections.locations.notPlaced')}`}
              />
              {/* A disclosure element: the edit form opens without JavaScript too, and opens by itself when it was refused. */}
              <details open={feedback.list === 'locations' && feedback.item === l.id ? true : undefined}>
                <Box component="summary" sx={{ cursor: 'pointer', color: 'primary.main', my: 1 }}>
                  {t('organizationSections.locations.edit', { name: l.name })}
                </Box>
                <SectionForm
                  {...common}
                  action="updateLocation"
                  hidden={{ itemId: l.id }}
                  submitLabel={t('organizationSections.locations.save')}
                >
                  <LocationFields idPrefix={`location-${l.id}`} values={locationValues(l)} errorOf={(f) => errorOf('locations', f, l.id)} />
                </SectionForm>
              </details>
            </>
          ),
        })),
        t('organizationSections.locations.add'),
        <SectionForm {...common} action="addLocation" submitLabel={t('organizationSections.locations.add')}>
          <LocationFields idPrefix="location-new" values={typedLocation() ?? {}} errorOf={(f) => errorOf('locations', f)} />
        </SectionForm>,
      )}
    </Stack>
  );
}
