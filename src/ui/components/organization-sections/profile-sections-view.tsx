import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Grid, Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isSafeProfileUrl } from '../../../domain/organization/organization-profile';
import { locationAddressLine, locationMapUrl } from '../../../domain/organization/further-locations';
import { brochureUrl } from '../../../domain/organization/organization-brochures';
import { fileSizeText } from '../../format/file-size';
import { useSite } from '../../hooks/use-site';
import type { ContactPerson, ProfileSections } from '../../../domain/organization/profile-sections';
import { ConsentedVideo } from './consented-video';
import { LocationsMap } from './locations-map';

const heading = (id: string, text: string) => (
  <Typography variant="h2" id={id} sx={{ fontSize: '1.3rem', mb: 1.5 }}>
    {text}
  </Typography>
);

/** Gallery images are the platform's own files (`/organization-image/…`); anything else is not shown. */
const isOwnImage = (url: string): boolean => /^\/organization-image\/\d+\/[a-z0-9.-]+$/.test(url);

function Contact({ person }: { person: ContactPerson }) {
  const { t } = useTranslation();
  const name = [
    person.salutation ? t(`organizationSections.contacts.salutations.${person.salutation}`) : null,
    person.firstName,
    person.lastName,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} data-testid="contact-person">
      {person.photoUrl && isOwnImage(person.photoUrl) && (
        <Box
          component="img"
          src={person.photoUrl}
          alt={t('organizationSections.contacts.photoAlt', { name: `${person.firstName} ${person.lastName}` })}
          loading="lazy"
          width={96}
          height={96}
          sx={{ display: 'block', width: 96, height: 96, objectFit: 'cover', borderRadius: '50%', mb: 1 }}
        />
      )}
      <Typography component="h3" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      {person.jobTitle && <Typography color="text.secondary">{person.jobTitle}</Typography>}
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        {person.email && <Link href={`mailto:${person.email}`}>{person.email}</Link>}
        {person.phone && <Link href={`tel:${person.phone.replace(/[^+\d]/g, '')}`}>{person.phone}</Link>}
        {person.linkedinUrl && isSafeProfileUrl(person.linkedinUrl) && (
          <Link href={person.linkedinUrl} target="_blank" rel="nofollow noopener noreferrer">
            {t('organizationSections.contacts.linkedinLink', { name: `${person.firstName} ${person.lastName}` })}
          </Link>
        )}
        {person.contactInfo && <Typography sx={{ whiteSpace: 'pre-line' }}>{person.contactInfo}</Typography>}
      </Stack>
    </Paper>
  );
}

/**
 * The organization page's lists: gallery, videos, FAQ, contact persons, brochures, further locations
 * (with their map above the list); a list without entries is left out.
 */
export function ProfileSectionsView({ sections, organizationName }: { sections: ProfileSections; organizationName: string }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const gallery = sections.gallery.filter((g) => isOwnImage(g.url));
  return (
    <>
      {gallery.length > 0 && (
        <Box component="section" aria-labelledby="organization-gallery">
          {heading('organization-gallery', t('organizationSections.page.gallery'))}
          <Grid container spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {gallery.map((image) => (
              <Grid key={image.id} size={{ xs: 6, sm: 4 }} component="li">
                <Box
                  component="img"
                  src={image.url}
                  alt={image.altText}
                  loading="lazy"
                  sx={{ width: '100%', aspectRatio: '3 / 2', objectFit: 'cover', borderRadius: 1, display: 'block' }}
                />
              </Grid>
            ))}
          </Grid>
        </Box>
      )}
      {sections.videos.length > 0 && (
        <Box component="section" aria-labelledby="organization-videos">
          {heading('organization-videos', t('organizationSections.page.videos'))}
          <Stack spacing={2}>
            {sections.videos.map((video) => (
              <ConsentedVideo
                key={video.id}
                sourceUrl={video.sourceUrl}
                coverTitle={video.coverTitle}
                coverUrl={video.coverUrl && isOwnImage(video.coverUrl) ? video.coverUrl : null}
              />
            ))}
          </Stack>
        </Box>
      )}
      {sections.faq.length > 0 && (
        <Box component="section" aria-labelledby="organization-faq">
          {heading('organization-faq', t('organizationSections.page.faq'))}
          {sections.faq.map((entry) => (
            <Accordion key={entry.id} disableGutters variant="outlined">
              <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`faq-${entry.id}-answer`} id={`faq-${entry.id}-question`}>
                {/* The accordion wraps its summary in an h3 already. */}
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {entry.question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`faq-${entry.id}-answer`}>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{entry.answer}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      )}
      {sections.contacts.length > 0 && (
        <Box component="section" aria-labelledby="organization-contacts">
          {heading('organization-contacts', t('organizationSections.page.contacts'))}
          <Grid container spacing={2}>
            {sections.contacts.map((person) => (
              <Grid key={person.id} size={{ xs: 12, sm: 6 }}>
                <Contact person={person} />
              </Grid>
            ))}
          </Grid>
        </Box>
      )}
      {sections.brochures.length > 0 && (
        <Box component="section" aria-labelledby="organization-brochures">
          {heading('organization-brochures', t('organizationSections.page.brochures'))}
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {sections.brochures.map((brochure) => (
              <li key={brochure.id}>
                <Link href={brochureUrl(brochure)} download={brochure.fileName} data-testid="brochure-link">
                  {brochure.title}
                </Link>{' '}
                <Typography component="span" color="text.secondary">
                  (PDF, {fileSizeText(brochure.size, locale)})
                </Typography>
              </li>
            ))}
          </Stack>
        </Box>
      )}
      {sections.locations.length > 0 && (
        <Box component="section" aria-labelledby="organization-locations">
          {heading('organization-locations', t('organizationSections.page.locations'))}
          <LocationsMap locations={sections.locations} organizationName={organizationName} />
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {sections.locations.map((location) => (
              <Grid key={location.id} size={{ xs: 12, sm: 6 }} component="li">
                <Paper variant="outlined" sx={{ p: 2, height: '100%' }} data-testid="further-location">
                  <Typography component="h3" sx={{ fontWeight: 600 }}>
                    {location.name}
                  </Typography>
                  <Typography component="address" sx={{ fontStyle: 'normal' }}>
                    {locationAddressLine(location)}
                  </Typography>
                  {location.point && (
                    <Link href={locationMapUrl(location.point)} target="_blank" rel="nofollow noopener noreferrer">
                      {t('organizationSections.locations.mapLink', { name: location.name })}
                    </Link>
                  )}
                </Paper>
              </Grid>
            ))}
          </Grid>
        </Box>
      )}
    </>
  );
}
