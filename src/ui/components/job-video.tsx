import PlayCircle from '@mui/icons-material/PlayCircle';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { videoEmbed } from '../../domain/job/video-embed';

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * A job's video. Allow-listed players (YouTube via youtube-nocookie, Vimeo with do-not-track) load
 * only after the visitor clicks, so opening a job page sends nothing to a video host; until then, and
 * without JavaScript, a link to the video stands in. Other URLs are only a link.
 */
export function JobVideo({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const embed = videoEmbed(url);
  const [playing, setPlaying] = useState(false);
  if (!embed) {
    return (
      <Link href={url} target="_blank" rel="nofollow noopener noreferrer">
        {t('jobPage.videoLink')}
      </Link>
    );
  }
  const provider = PROVIDER_NAMES[embed.provider];
  return (
    <Box
      sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden' }}
      data-video={embed.provider}
    >
      {playing ? (
        <iframe
          src={`${embed.src}${embed.src.includes('?') ? '&' : '?'}autoplay=1`}
          title={t('jobPage.videoTitle', { title })}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
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
          }}
        >
          <Button variant="contained" startIcon={<PlayCircle />} onClick={() => setPlaying(true)}>
            {t('jobPage.videoPlay')}
          </Button>
          <Typography variant="body2">{t('jobPage.videoNotice', { provider })}</Typography>
          <Link
            href={url}
            target="_blank"
            rel="nofollow noopener noreferrer"
            color="inherit"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            {t('jobPage.videoOpen', { provider })} <OpenInNew fontSize="small" />
          </Link>
        </Stack>
      )}
    </Box>
  );
}
