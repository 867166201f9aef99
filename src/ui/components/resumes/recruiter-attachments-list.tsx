import { Box, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BoardResumeAttachment } from '../../../application/board/resumes/resume-attachment-gateway.port';
import { useSite } from '../../hooks/use-site';
import { sizeText } from './resume-attachments-box';

/**
 * The owner's attachments (CV, certificates) on a recruiter's view of a resume with full access: plain download
 * links to the platform's `/resume-attachment/…`, which checks the recruiter's right again on every download.
 */
export function RecruiterAttachmentsList({ attachments }: { attachments: readonly BoardResumeAttachment[] }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <Box component="section" aria-labelledby="resume-attachments-heading" data-testid="recruiter-resume-attachments">
      <Typography id="resume-attachments-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('resumes.sections.attachments')}
      </Typography>
      {attachments.length === 0 ? (
        <Typography data-testid="recruiter-resume-no-attachments">{t('resumes.recruiterAttachments.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {attachments.map((a) => (
            <li key={a.id}>
              <Link href={a.url} download data-testid="recruiter-resume-attachment">
                {a.name}
              </Link>{' '}
              <Typography component="span" color="text.secondary" variant="body2">
                ({sizeText(a.size, locale)})
              </Typography>
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
