import Email from '@mui/icons-material/Email';
import Facebook from '@mui/icons-material/Facebook';
import LinkedIn from '@mui/icons-material/LinkedIn';
import WhatsApp from '@mui/icons-material/WhatsApp';
import X from '@mui/icons-material/X';
import { IconButton, Stack, SvgIcon, Typography, type SvgIconProps } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { shareLinks, type ShareChannel } from '../../domain/job/share-links';

/** XING's two strokes, drawn simply (MUI has no XING icon). */
const Xing = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M4.5 7h3.2l2 3.5-2.6 4.5H3.9l2.6-4.5zM14.6 2.5h3.3l-5.6 10 3.6 6.5h-3.3l-3.6-6.5z" />
  </SvgIcon>
);

/** Bluesky's butterfly, drawn simply (MUI has no Bluesky icon). */
const Bluesky = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M12 10.8C10.6 8 6.9 4.8 5 4.8c-1.4 0-2 .9-2 2.3 0 .9.5 4.3 1 5.3.8 1.9 2.9 2.3 4.9 2-3 .5-3.9 2.1-2 4 2.4 2.4 3.9-.9 5.1-2.9 1.2 2 2.7 5.3 5.1 2.9 1.9-1.9 1-3.5-2-4 2 .3 4.1-.1 4.9-2 .5-1 1-4.4 1-5.3 0-1.4-.6-2.3-2-2.3-1.9 0-5.6 3.2-7 6z" />
  </SvgIcon>
);

const ICONS: Record<ShareChannel, ReactElement> = {
  facebook: <Facebook />,
  linkedin: <LinkedIn />,
  email: <Email />,
  twitter: <X />,
  whatsapp: <WhatsApp />,
  xing: <Xing />,
  bluesky: <Bluesky />,
};

/**
 * Share buttons for the seven channels: plain links to the networks' share pages (no scripts
 * of theirs, nothing loaded from them until the visitor clicks), opened in a new tab with noopener.
 */
export function ShareButtons({
  url,
  title,
  heading,
  onShare,
}: {
  url: string;
  title: string;
  /** The block's heading; "Share this job" unless the page shares something else. */
  heading?: string;
  /** Told which channel a visitor picked (the page's tracking hook); the link opens either way. */
  onShare?: (channel: ShareChannel) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="share-heading">
      <Typography variant="h2" id="share-heading" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {heading ?? t('jobPage.share')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {shareLinks(url, title).map(({ channel, href }) => {
          const label =
            channel === 'email' ? t('jobPage.shareByEmail') : t('jobPage.shareOn', { channel: t(`jobPage.channel.${channel}`) });
          return (
            <IconButton
              key={channel}
              component="a"
              href={href}
              data-share={channel}
              aria-label={label}
              title={label}
              onClick={onShare ? () => onShare(channel) : undefined}
              {...(channel === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              sx={{ border: 1, borderColor: 'divider' }}
            >
              {ICONS[channel]}
            </IconButton>
          );
        })}
      </Stack>
    </nav>
  );
}
