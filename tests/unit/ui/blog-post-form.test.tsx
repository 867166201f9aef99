import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { StaffBlogPostView } from '../../../src/application/board/content-admin/blog-admin-gateway.port';
import type { Locale } from '../../../src/domain/shared/locale';
import { BUNDLED_MESSAGES } from '../../../src/infrastructure/i18n/bundled-messages';
import { createI18n } from '../../../src/infrastructure/i18n/create-i18n';
import { BlogPostForm } from '../../../src/ui/components/blog-admin/blog-post-form';
import type { BlogPostFormValues } from '../../../src/ui/server/blog-admin/blog-admin-fields';

const scheduled: StaffBlogPostView = {
  id: '7',
  slug: 'sommerfest',
  title: 'Sommerfest',
  teaser: 'Bald',
  bodyHtml: '<p>Feiern</p>',
  tags: ['Team', 'Sommer'],
  sites: ['suedwest'],
  publishedAt: '2099-07-01T08:30:00.000Z',
  state: 'scheduled',
};

const render = (
  locale: Locale,
  props: { post?: StaffBlogPostView | null; typed?: BlogPostFormValues; fieldErrors?: Record<string, string> } = {},
) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(locale, BUNDLED_MESSAGES[locale])}>
      <BlogPostForm
        post={props.post ?? null}
        sites={['karriere', 'suedwest']}
        typed={props.typed ?? {}}
        fieldErrors={props.fieldErrors ?? {}}
        csrfToken="tok"
        locale={locale}
        currentSite="suedwest"
      />
    </I18nextProvider>,
  );

const inputOf = (html: string, name: string, value?: string) =>
  html.match(new RegExp(`<input[^>]*name="${name}"[^>]*${value ? `value="${value}"` : ''}[^>]*>`))?.[0] ?? '';

describe('the blog post form', () => {
  it('a new post: a plain POST with the token, this site ticked, kept a draft', () => {
    const html = render('de');
    const form = html.match(/<form[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/blog-admin/save"');
    expect(inputOf(html, 'csrfToken')).toContain('value="tok"');
    expect(inputOf(html, 'id')).toContain('value=""');
    expect(inputOf(html, 'sites', 'suedwest')).toContain('checked');
    expect(inputOf(html, 'sites', 'karriere')).not.toContain('checked');
    expect(inputOf(html, 'publication', 'draft')).toContain('checked');
  });

  it('a scheduled post starts at its time on the German clock, with its tags and sites', () => {
    const html = render('de', { post: scheduled });
    expect(inputOf(html, 'publishAt')).toContain('value="2099-07-01T10:30"');
    expect(inputOf(html, 'publication', 'at')).toContain('checked');
    expect(inputOf(html, 'tags')).toContain('value="Team, Sommer"');
    expect(inputOf(html, 'id')).toContain('value="7"');
  });

  it('a refused post comes back with everything typed and each problem under its field, in the page’s language', () => {
    const typed = { title: 'Mein Titel', slug: 'Kein Slug!', tags: 'a, b', sites: 'karriere', publication: 'now', bodyHtml: '<p>Text</p>' };
    const fieldErrors = { slug: 'INVALID_SLUG', sites: 'REQUIRED' };
    const html = render('fr', { post: scheduled, typed, fieldErrors });
    expect(inputOf(html, 'title')).toContain('value="Mein Titel"');
    expect(inputOf(html, 'slug')).toContain('value="Kein Slug!"');
    expect(html).toContain('&lt;p&gt;Text&lt;/p&gt;');
    expect(inputOf(html, 'sites', 'karriere')).toContain('checked');
    expect(inputOf(html, 'sites', 'suedwest')).not.toContain('checked');
    expect(inputOf(html, 'publication', 'now')).toContain('checked');
    const fr = BUNDLED_MESSAGES.fr as { blogAdmin: { errors: Record<string, string> } };
    expect(html).toContain(fr.blogAdmin.errors.INVALID_SLUG!);
    // No site ticked has words of its own.
    expect(html).toContain(fr.blogAdmin.errors.sites_REQUIRED!);
  });
});
