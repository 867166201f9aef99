import { Alert, Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffLandingPageView } from '../../../application/board/landing-page-admin/landing-page-admin-gateway.port';
import { LOCALES } from '../../../domain/shared/locale';
import { useSite } from '../../hooks/use-site';
import type { LandingPageFormValues } from '../../server/landing-page-admin/landing-page-admin-fields';

/**
 * A landing page's form, new or existing: a plain POST with the double-submit token. It starts from the
 * stored page (or, for a new one, the console's site and language); a refused post comes back with what
 * was typed and each problem under its field.
 */
export function LandingPageForm({
  page,
  site,
  typed,
  fieldErrors,
  csrfToken,
}: {
  /** null: a new page. */
  page: StaffLandingPageView | null;
  /** The console's site: a new page's default, and a choice beside the page's own. */
  site: { readonly key: string; readonly locales: readonly string[] };
  /** What a refused post carried; empty when it was not refused. */
  typed: LandingPageFormValues;
  fieldErrors: Readonly<Record<string, string>>;
  csrfToken: string;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const problem = (field: string) => {
    const code = fieldErrors[field];
    return code
      ? { error: true, helperText: t(`landingPageAdmin.errors.${code}`, { defaultValue: t('landingPageAdmin.errors.Default') }) }
      : {};
  };
  const refused = Object.keys(typed).length > 0;
  const value = (field: keyof LandingPageFormValues, stored: string): string => (refused ? (typed[field] ?? '') : stored);
  const sites = [...new Set([site.key, ...(page ? [page.site] : [])])];
  // A new page offers the console site's languages; a page may be of another site, so every language is offered there.
  const languages = page ? LOCALES : site.locales;
  const published = refused ? typed.published === 'on' : (page?.published ?? false);
  return (
    <form method="post" action="/api/landing-page-admin/save" data-form="landing-page" noValidate>
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={page?.id ?? ''} />
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            id="landing-page-site"
            select
            name="site"
            label={t('landingPageAdmin.fields.site')}
            defaultValue={value('site', page?.site ?? site.key)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 200 }}
            {...problem('site')}
          >
            {sites.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </TextField>
          <TextField
            id="landing-page-language"
            select
            name="language"
            label={t('landingPageAdmin.fields.language')}
            defaultValue={value('language', page?.locale ?? locale)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 200 }}
            {...problem('locale')}
          >
            {languages.map((l) => (
              <option key={l} value={l}>
                {t(`landingPageAdmin.languages.${l}`, { defaultValue: l })}
              </option>
            ))}
          </TextField>
        </Stack>
        <TextField
          id="landing-page-title"
          name="title"
          required
          label={t('landingPageAdmin.fields.title')}
          defaultValue={value('title', page?.title ?? '')}
          {...problem('title')}
        />
        <TextField
          id="landing-page-path"
          name="path"
          required
          label={t('landingPageAdmin.fields.path')}
          defaultValue={value('path', page?.path ?? '')}
          helperText={t('landingPageAdmin.fields.pathHelp')}
          {...problem('path')}
        />
        <TextField
          id="landing-page-aliases"
          name="aliases"
          multiline
          minRows={3}
          label={t('landingPageAdmin.fields.aliases')}
          defaultValue={value('aliases', page?.aliases.join('\n') ?? '')}
          helperText={t('landingPageAdmin.fields.aliasesHelp')}
          {...problem('aliases')}
        />
        <TextField
          id="landing-page-intro"
          name="introHtml"
          multiline
          minRows={8}
          label={t('landingPageAdmin.fields.introHtml')}
          defaultValue={value('introHtml', page?.introHtml ?? '')}
          helperText={t('landingPageAdmin.fields.introHelp')}
          {...problem('introHtml')}
        />
        <TextField
          id="landing-page-search"
          name="searchQuery"
          label={t('landingPageAdmin.fields.searchQuery')}
          defaultValue={value('searchQuery', page?.searchQuery ?? '')}
          helperText={t('landingPageAdmin.fields.searchQueryHelp')}
          {...problem('searchQuery')}
        />
        <TextField
          id="landing-page-seo-title"
          name="seoTitle"
          label={t('landingPageAdmin.fields.seoTitle')}
          defaultValue={value('seoTitle', page?.seoTitle ?? '')}
          helperText={t('landingPageAdmin.fields.seoHelp')}
          {...problem('seoTitle')}
        />
        <TextField
          id="landing-page-seo-description"
          name="seoDescription"
          multiline
          minRows={2}
          label={t('landingPageAdmin.fields.seoDescription')}
          defaultValue={value('seoDescription', page?.seoDescription ?? '')}
          {...problem('seoDescription')}
        />
        <FormControlLabel
          control={<Checkbox name="published" defaultChecked={published} />}
          label={t('landingPageAdmin.fields.published')}
        />
        {fieldErrors.published && <Alert severity="error">{problem('published').helperText}</Alert>}
        <div>
          <Button type="submit" variant="contained">
            {t('landingPageAdmin.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
