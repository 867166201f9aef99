import {
  Alert,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffBlogPostView } from '../../../application/board/content-admin/blog-admin-gateway.port';
import { isoToConsoleLocal } from '../../forms/console-wall-clock';
import type { BlogPostFormValues } from '../../server/blog-admin/blog-admin-fields';

/** How the form starts: a draft stays a draft, a published post stays out (its date kept), a scheduled one keeps its time. */
const publicationOf = (post: StaffBlogPostView | null): 'draft' | 'now' | 'at' =>
  post?.state === 'published' ? 'now' : post?.state === 'scheduled' ? 'at' : 'draft';

/**
 * A blog post's form (new or existing): a plain POST with the double-submit token. The body is HTML in
 * the console's filtered rich-text format, as the legal pages' text is; the publication time is read on
 * the board's wall clock (Europe/Berlin). A refused post comes back with what was typed and each
 * problem under its field.
 */
export function BlogPostForm({
  post,
  sites,
  typed,
  fieldErrors,
  csrfToken,
  locale,
  currentSite,
}: {
  post: StaffBlogPostView | null;
  /** The sites the staff member may put the post on. */
  sites: readonly string[];
  /** What this form's refused post carried; empty when it was not refused. */
  typed: BlogPostFormValues;
  fieldErrors: Readonly<Record<string, string>>;
  csrfToken: string;
  /** The page's locale: the answer comes back in it. */
  locale: string;
  /** The site the console runs on: ticked for a new post when the staff member may use it. */
  currentSite: string;
}) {
  const { t } = useTranslation();
  const refused = Object.keys(typed).length > 0;
  const problem = (field: string) => {
    const code = fieldErrors[field];
    // A field may have words of its own for a code (no site ticked), else the code's.
    return code
      ? { error: true, helperText: t([`blogAdmin.errors.${field}_${code}`, `blogAdmin.errors.${code}`, 'blogAdmin.errors.Default']) }
      : {};
  };
  const value = (field: Exclude<keyof BlogPostFormValues, 'id' | 'sites' | 'publication' | 'publishAt'>) =>
    refused ? (typed[field] ?? '') : field === 'tags' ? (post?.tags.join(', ') ?? '') : (post?.[field] ?? '');
  const ticked = new Set(
    refused ? (typed.sites ?? '').split(',').filter(Boolean) : (post?.sites ?? (sites.includes(currentSite) ? [currentSite] : [])),
  );
  // A post may already be on a site the form would not offer (an administrator's choice): it stays visible.
  const offered = [...new Set([...sites, ...(post?.sites ?? [])])].sort();
  const publication = refused ? (typed.publication ?? 'draft') : publicationOf(post);
  const publishAt = refused
    ? (typed.publishAt ?? '')
    : post?.state === 'scheduled' && post.publishedAt
      ? isoToConsoleLocal(post.publishedAt)
      : '';
  return (
    <form method="post" action="/api/blog-admin/save" data-form="blog-post" noValidate>
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={post?.id ?? ''} />
      <Stack spacing={2} sx={{ maxWidth: 760 }}>
        <TextField
          id="blog-title"
          name="title"
          label={t('blogAdmin.fields.title')}
          required
          defaultValue={value('title')}
          {...problem('title')}
        />
        <TextField
          id="blog-slug"
          name="slug"
          label={t('blogAdmin.fields.slug')}
          defaultValue={value('slug')}
          helperText={fieldErrors.slug ? undefined : t('blogAdmin.fields.slugHelp')}
          {...problem('slug')}
        />
        <TextField
          id="blog-teaser"
          name="teaser"
          label={t('blogAdmin.fields.teaser')}
          multiline
          minRows={2}
          defaultValue={value('teaser')}
          {...problem('teaser')}
        />
        <TextField
          id="blog-body"
          name="bodyHtml"
          label={t('blogAdmin.fields.body')}
          multiline
          minRows={10}
          defaultValue={refused ? (typed.bodyHtml ?? '') : (post?.bodyHtml ?? '')}
          helperText={fieldErrors.body ? undefined : t('blogAdmin.fields.bodyHelp')}
          {...problem('body')}
        />
        <TextField
          id="blog-tags"
          name="tags"
          label={t('blogAdmin.fields.tags')}
          defaultValue={value('tags')}
          helperText={fieldErrors.tags ? undefined : t('blogAdmin.fields.tagsHelp')}
          {...problem('tags')}
        />
        <FormControl component="fieldset" error={Boolean(fieldErrors.sites)}>
          <FormLabel component="legend">{t('blogAdmin.fields.sites')}</FormLabel>
          <FormGroup row>
            {offered.map((key) => (
              <FormControlLabel key={key} control={<Checkbox name="sites" value={key} defaultChecked={ticked.has(key)} />} label={key} />
            ))}
          </FormGroup>
          {fieldErrors.sites && <FormHelperText>{problem('sites').helperText}</FormHelperText>}
        </FormControl>
        <FormControl component="fieldset" error={Boolean(fieldErrors.publishAt)}>
          <FormLabel component="legend">{t('blogAdmin.fields.publication')}</FormLabel>
          <RadioGroup name="publication" defaultValue={publication}>
            {(['draft', 'now', 'at'] as const).map((mode) => (
              <FormControlLabel key={mode} value={mode} control={<Radio />} label={t(`blogAdmin.publication.${mode}`)} />
            ))}
          </RadioGroup>
          <TextField
            id="blog-publish-at"
            name="publishAt"
            type="datetime-local"
            label={t('blogAdmin.fields.publishAt')}
            defaultValue={publishAt}
            sx={{ maxWidth: 320, mt: 1 }}
            slotProps={{ inputLabel: { shrink: true } }}
            helperText={fieldErrors.publishAt ? undefined : t('blogAdmin.fields.publishAtHelp')}
            {...problem('publishAt')}
          />
        </FormControl>
        {fieldErrors.id && <Alert severity="error">{problem('id').helperText}</Alert>}
        <div>
          <Button type="submit" variant="contained" data-testid="blog-save">
            {t('blogAdmin.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
