import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { StaffLandingPageView } from '../../../src/application/board/landing-page-admin/landing-page-admin-gateway.port';
import { BUNDLED_MESSAGES } from '../../../src/infrastructure/i18n/bundled-messages';
import { createI18n } from '../../../src/infrastructure/i18n/create-i18n';
import { LandingPageForm } from '../../../src/ui/components/landing-page-admin/landing-page-form';

vi.mock('../../../src/ui/hooks/use-site', () => ({ useSite: () => ({ locale: 'fr' }) }));

const stored: StaffLandingPageView = {
  id: '7',
  site: 'suedwest',
  locale: 'de',
  path: '/pflegejobs-ulm',
  aliases: ['/pflege-ulm', '/altenpflege-ulm'],
  title: 'Pflegejobs in Ulm',
  introHtml: '<p>Pflege</p>',
  searchQuery: 'search=Pflege',
  seoTitle: '',
  seoDescription: '',
  published: true,
  updatedAt: '2026-11-27T10:00:00Z',
};

const render = (props: Partial<Parameters<typeof LandingPageForm>[0]>) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={createI18n('fr', BUNDLED_MESSAGES.fr)}>
      <LandingPageForm
        page={null}
        site={{ key: 'suedwest', locales: ['de', 'en-GB', 'fr'] }}
        typed={{}}
        fieldErrors={{}}
        csrfToken="token-1"
        {...props}
      />
    </I18nextProvider>,
  );

/** The published checkbox's input tag. */
const publishedBox = (html: string): string => html.match(/<input[^>]*name="published"[^>]*>/)?.[0] ?? '';

describe('the landing page form', () => {
  it('is a plain post with the token, starting from the stored page with its aliases one per line', () => {
    const html = render({ page: stored });
    expect(html).toMatch(/<form[^>]*action="\/api\/landing-page-admin\/save"[^>]*method="post"/);
    expect(html).toContain('name="csrfToken" value="token-1"');
    expect(html).toContain('name="id" value="7"');
    expect(html).toContain('value="/pflegejobs-ulm"');
    expect(html).toContain('/pflege-ulm\n/altenpflege-ulm</textarea>');
    expect(publishedBox(html)).toContain('checked');
  });

  it('comes back refused with what was typed and the problem in the page’s language at its field', () => {
    const html = render({
      page: stored,
      typed: { site: 'suedwest', language: 'de', title: 'Alle Jobs', path: '/jobs', aliases: '/alle-jobs', published: '' },
      fieldErrors: { path: 'PATH_RESERVED' },
    });
    expect(html).toContain('value="Alle Jobs"');
    expect(html).toContain('value="/jobs"');
    expect(html).toContain('/alle-jobs</textarea>');
    expect(html).not.toContain('Pflegejobs in Ulm');
    expect(publishedBox(html)).not.toContain('checked');
    expect(html).toContain('Le site utilise lui-même ce chemin.');
    expect(html).toMatch(/<input aria-invalid="true"[^>]*id="landing-page-path"/);
  });
});
