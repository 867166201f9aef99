import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardResumeAttachment } from '../../../application/board/resumes/resume-attachment-gateway.port';
import type { ResumeFieldError } from '../../../application/board/resumes/resume-gateway.port';
import { MAX_RESUME_ATTACHMENTS } from '../../../domain/resume/resume-attachments';
import { useSite } from '../../hooks/use-site';
import { ErrorList, Field, ResumeForm } from './resume-form-parts';

/** A file's size as people read it (KB below a megabyte). */
export const sizeText = (bytes: number, locale: string): string =>
  bytes >= 1024 * 1024
    ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`
    : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)))} KB`;

/**
 * The edit page's attachments box: the files (each downloadable, renamed or removed by its own POST form), and
 * a multipart form for more (works without JavaScript; the reader refuses anything but pdf, jpg, png or webp by
 * the first bytes, and more than 50 MB a file, while it streams). Once the box is full the upload form says so.
 */
export function ResumeAttachmentsBox({
  attachments,
  csrfToken,
  errors,
  failedEntry,
}: {
  attachments: readonly BoardResumeAttachment[];
  csrfToken: string;
  /** The refusal of the upload form, or of the rename/remove form of `failedEntry`. */
  errors: readonly ResumeFieldError[];
  failedEntry: string | null;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const id = useId();
  const full = attachments.length >= MAX_RESUME_ATTACHMENTS;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('resumes.attachments.intro')}</Typography>
      {failedEntry === null && <ErrorList errors={errors} />}
      {attachments.length === 0 ? (
        <Typography data-testid="resume-no-attachments">{t('resumes.attachments.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="resume-attachments">
          {attachments.map((a) => (
            <Box
              component="li"
              key={a.id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
              data-testid="resume-attachment"
            >
              <Stack spacing={1.5}>
                <Typography>
                  <Link href={a.url} download data-testid="resume-attachment-link">
                    {a.name}
                  </Link>{' '}
                  <Typography component="span" color="text.secondary" variant="body2">
                    ({sizeText(a.size, locale)})
                  </Typography>
                </Typography>
                {failedEntry === a.id && <ErrorList errors={errors} />}
                <ResumeForm action="attachment-rename" csrfToken={csrfToken} entryId={a.id} testId="attachment-rename-form">
                  <input type="hidden" name="id" value={a.id} />
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
                    <Field name="name" label={t('resumes.attachments.name', { name: a.name })} value={a.name} required />
                    <Button type="submit" variant="outlined" sx={{ flexShrink: 0 }}>
                      {t('resumes.attachments.rename')}
                    </Button>
                  </Stack>
                </ResumeForm>
                <ResumeForm action="attachment-remove" csrfToken={csrfToken} entryId={a.id} testId="attachment-remove-form">
                  <input type="hidden" name="id" value={a.id} />
                  <Button
                    type="submit"
                    variant="outlined"
                    color="error"
                    aria-label={t('resumes.attachments.removeNamed', { name: a.name })}
                  >
                    {t('resumes.attachments.remove')}
                  </Button>
                </ResumeForm>
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      {full ? (
        <Typography data-testid="resume-attachments-full">{t('resumes.attachments.full', { max: MAX_RESUME_ATTACHMENTS })}</Typography>
      ) : (
        <form method="post" action="/api/resume/attachments" encType="multipart/form-data" data-testid="attachments-form">
          <input type="hidden" name="csrfToken" value={csrfToken} />
          <input type="hidden" name="locale" value={locale} />
          <Stack spacing={1.5}>
            <Box>
              <Typography component="label" htmlFor={id} sx={{ display: 'block', mb: 0.5, fontWeight: 500 }}>
                {t('resumes.attachments.files')}
              </Typography>
              <input
                id={id}
                type="file"
                name="files"
                multiple
                required
                accept=".pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp"
                aria-describedby={`${id}-hint`}
              />
              <Typography id={`${id}-hint`} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('resumes.attachments.hint', { max: MAX_RESUME_ATTACHMENTS, left: MAX_RESUME_ATTACHMENTS - attachments.length })}
              </Typography>
            </Box>
            <Stack direction="row">
              <Button type="submit" variant="contained">
                {t('resumes.attachments.upload')}
              </Button>
            </Stack>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
