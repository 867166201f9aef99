import OpenInNew from '@mui/icons-material/OpenInNew';
import PlayCircle from '@mui/icons-material/PlayCircle';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { videoEmbed } from '../../../domain/job/video-embed';
import { useVideoConsent } from './video-consent';

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * A profile video in the provider's privacy-enhanced player (youtube-nocookie, Vimeo with do-not-track),
 * loaded only once the visitor agreed to that provider. Until then, and without JavaScript, a placeholder
 * with the cover title (over the cover image, the platform's own file, when the organization gave one)
 * says who hosts it, offers the consent and links to the video.
 */
export function ConsentedVideo({ sourceUrl, coverTitle, coverUrl }: { sourceUrl: string; coverTitle: string; coverUrl?: string | null }) {
  const { t } = useTranslation();
  const embed = videoEmbed(sourceUrl);
  const { consented, consent } = useVideoConsent(embed?.provider ?? 'youtube');
  if (!embed) return null;
  const provider = PROVIDER_NAMES[embed.provider];
  return (
    <Box
      sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden' }}
      data-video={embed.provider}
    >
      {consented ? (
        <iframe
          src={embed.src}
          title={t('organizationSections.videos.frameTitle', { title: coverTitle })}
          allow="fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <>
          {coverUrl && (
            // Decorative: the cover title below says what the video is.
            <Box
              component="img"
              src={coverUrl}
              alt=""
              loading="lazy"
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
            />
          )}
          <Stack
            spacing={1.5}
            sx={{
              position: 'absolute',
              inset: 0,
              alignItems: 'center',
              justifyContent: 'center',
              p: 3,
              color: 'common.white',
              textAlign: 'center',
              // Keeps the white text readable on any cover.
              bgcolor: coverUrl ? 'rgba(0, 0, 0, 0.72)' : undefined,
            }}
          >
            <Typography component="p" variant="h6" sx={{ color: 'common.white' }}>
              {coverTitle}
            </Typography>
            <Typography variant="body2">{t('organizationSections.videos.providerNotice', { provider })}</Typography>
            <Button variant="contained" startIcon={<PlayCircle />} onClick={consent}>
              {t('organizationSections.videos.consent', { provider })}
            </Button>
            <Link
              href={sourceUrl}
              target="_blank"
              rel="nofollow noopener noreferrer"
              color="inherit"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              {t('organizationSections.videos.open', { provider })} <OpenInNew fontSize="small" />
            </Link>
          </Stack>
        </>
      )}
    </Box>
  );
}
