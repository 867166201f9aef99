import { Box, Button, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardPersonalInfo, ResumeFieldError } from '../../../application/board/resumes/resume-gateway.port';
import { useSite } from '../../hooks/use-site';
import { ErrorList } from './resume-form-parts';

/**
 * The edit page's picture box: the current picture, a form to upload a new one (multipart POST, works
 * without JavaScript; the reader refuses anything but PNG, JPEG or WebP by its first bytes, and more than
 * 5 MB while it streams) and a button to remove it.
 */
export function ResumePictureBox({
  personalInfo,
  csrfToken,
  errors,
}: {
  personalInfo: Pick<BoardPersonalInfo, 'hasPicture' | 'pictureUrl'>;
  csrfToken: string;
  errors: readonly ResumeFieldError[];
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const id = useId();
  const hidden = (
    <>
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="locale" value={locale} />
    </>
  );
  return (
    <Stack spacing={2}>
      <ErrorList errors={errors} />
      <Typography color="text.secondary">{t('resumes.picture.intro')}</Typography>
      {personalInfo.pictureUrl ? (
        <Box
          component="img"
          src={personalInfo.pictureUrl}
          alt={t('resumes.picture.current')}
          data-testid="resume-picture"
          sx={{ width: 128, height: 128, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      ) : (
        <Typography data-testid="resume-no-picture">{t('resumes.picture.none')}</Typography>
      )}
      <form method="post" action="/api/resume/picture" encType="multipart/form-data" data-testid="picture-form">
        {hidden}
        <Stack spacing={1.5}>
          <Box>
            <Typography component="label" htmlFor={id} sx={{ display: 'block', mb: 0.5, fontWeight: 500 }}>
              {t('resumes.picture.file')}
            </Typography>
            <input id={id} type="file" name="picture" required accept="image/png,image/jpeg,image/webp" aria-describedby={`${id}-hint`} />
            <Typography id={`${id}-hint`} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('resumes.picture.hint')}
            </Typography>
          </Box>
          <Stack direction="row">
            <Button type="submit" variant="contained">
              {t('resumes.picture.upload')}
            </Button>
          </Stack>
        </Stack>
      </form>
      {personalInfo.hasPicture && (
        <form method="post" action="/api/resume/picture-remove" data-testid="picture-remove-form">
          {hidden}
          <Button type="submit" variant="outlined" color="error">
            {t('resumes.picture.remove')}
          </Button>
        </form>
      )}
    </Stack>
  );
}
