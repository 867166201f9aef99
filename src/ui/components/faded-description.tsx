import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RichText } from './rich-text';

/** The description of an unpublished (or expired) job is cut at this height with a fade. */
export const UNPUBLISHED_FADE_HEIGHT_PX = 550;

/**
 * A job description; cut at 550 px with a fade to the background when `faded`, with a line saying why:
 * the ad went offline (expired, archived), or it has not been online yet (a draft's preview).
 */
export function FadedDescription({ html, faded, notYetOnline = false }: { html: string; faded: boolean; notYetOnline?: boolean }) {
  const { t } = useTranslation();
  if (!faded) return <RichText html={html} />;
  return (
    <>
      <Box
        data-faded-description
        sx={{
          position: 'relative',
          maxHeight: UNPUBLISHED_FADE_HEIGHT_PX,
          overflow: 'hidden',
          '&::after': {
            content: '""',
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 0,
            height: 160,
            background: (theme) => `linear-gradient(to bottom, transparent, ${theme.palette.background.paper})`,
            pointerEvents: 'none',
          },
        }}
      >
        <RichText html={html} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-faded-note={notYetOnline ? 'not-yet-online' : 'offline'}>
        {t(notYetOnline ? 'jobPage.truncatedNotYetOnline' : 'jobPage.truncated')}
      </Typography>
    </>
  );
}
