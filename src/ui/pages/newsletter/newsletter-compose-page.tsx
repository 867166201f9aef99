import {
  Alert,
  Box,
  Button,
  Checkbox,
  Container,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsletterIssueAnswer, NewsletterPickable } from '../../../application/board/newsletter/newsletter-gateway.port';
import { BASIC_TOOLBAR } from '../../../domain/identity/permissions';
import { ISSUE_LIMITS } from '../../../domain/newsletter/newsletter-issue';
import { HydrationMarker } from '../../components/hydration-marker';
import { RichTextEditor } from '../../components/job-wizard/rich-text-editor';
import { newsletterErrorKey } from '../../components/newsletter/newsletter-sign-up-form';
import { TextLink } from '../../components/router-links';
import { useSite } from '../../hooks/use-site';
import type { TypedDraft } from '../../server/newsletter.functions';

function Picks({
  legend,
  name,
  items,
  chosen,
  empty,
  error,
}: {
  legend: string;
  name: string;
  items: readonly NewsletterPickable[];
  chosen: readonly string[];
  empty: string;
  error: string | null;
}) {
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 700 }}>
        {legend}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2">{empty}</Typography>
      ) : (
        <FormGroup>
          {items.map((item) => (
            <FormControlLabel
              key={item.id}
              control={<Checkbox name={name} value={item.id} defaultChecked={chosen.includes(item.id)} />}
              label={item.title}
            />
          ))}
        </FormGroup>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

/**
 * Compose or edit a draft: subject, text (the job wizard's CKEditor with the basic toolbar once the page has
 * hydrated, a textarea for plain text or HTML without JavaScript; either way the platform sanitizes it to
 * the filtered format, which keeps no embedded media: hence the basic toolbar, as job descriptions in that
 * format have it) and the site's
 * newest jobs and posts to feature. A plain POST with the double-submit token; a refused post comes
 * back with what was typed and each problem on its field.
 */
export function NewsletterComposePage({
  answer,
  csrfToken,
  typed,
  error,
  fieldErrors,
}: {
  answer: NewsletterIssueAnswer;
  csrfToken: string;
  typed: TypedDraft | null;
  error?: string | undefined;
  fieldErrors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const issue = answer.issue;
  const values = typed ?? {
    subject: issue?.subject ?? '',
    body: issue?.bodyHtml ?? '',
    jobIds: issue?.jobIds ?? [],
    postIds: issue?.postIds ?? [],
  };
  // The text travels in the editor's hidden input once the page has hydrated, in the textarea before.
  const [body, setBody] = useState(values.body);
  const fieldError = (field: string) => (fieldErrors[field] ? t(`newsletter.admin.fieldErrors.${fieldErrors[field]}`) : null);
  return (
    <Container maxWidth="md">
      <HydrationMarker />
      <Stack spacing={2.5}>
        <TextLink to="/admin/newsletter">{t('newsletter.admin.preview.back')}</TextLink>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
          {t(issue ? 'newsletter.admin.compose.editTitle' : 'newsletter.admin.compose.title')}
        </Typography>
        {error && error !== 'INVALID' && (
          <Alert severity="error" role="alert">
            {t(newsletterErrorKey(error))}
          </Alert>
        )}
        <form method="post" action="/api/newsletter/save" data-form="newsletter-compose" noValidate>
          <input type="hidden" name="csrfToken" value={csrfToken} />
          <input type="hidden" name="locale" value={locale} />
          {issue && <input type="hidden" name="id" value={issue.id} />}
          <Stack spacing={2.5}>
            <TextField
              id="newsletter-subject"
              name="subject"
              label={t('newsletter.admin.compose.subject')}
              defaultValue={values.subject}
              required
              error={Boolean(fieldError('subject'))}
              helperText={fieldError('subject') ?? undefined}
              slotProps={{ htmlInput: { maxLength: ISSUE_LIMITS.subjectMax } }}
            />
            <Box>
              <RichTextEditor
                name="body"
                label={t('newsletter.admin.compose.body')}
                value={body}
                onChange={setBody}
                toolbar={BASIC_TOOLBAR}
                locale={locale}
                error={fieldError('body') ?? undefined}
              />
              {!fieldError('body') && <FormHelperText>{t('newsletter.admin.compose.bodyHelp')}</FormHelperText>}
            </Box>
            <Picks
              legend={t('newsletter.admin.compose.jobs')}
              name="jobIds"
              items={answer.jobs}
              chosen={values.jobIds}
              empty={t('newsletter.admin.compose.noJobs')}
              error={fieldError('jobs')}
            />
            <Picks
              legend={t('newsletter.admin.compose.posts')}
              name="postIds"
              items={answer.posts}
              chosen={values.postIds}
              empty={t('newsletter.admin.compose.noPosts')}
              error={fieldError('posts')}
            />
            <div>
              <Button type="submit" variant="contained">
                {t('newsletter.admin.compose.save')}
              </Button>
            </div>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}
