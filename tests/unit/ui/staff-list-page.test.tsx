import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/domain/shared/locale';
import { BUNDLED_MESSAGES } from '../../../src/infrastructure/i18n/bundled-messages';
import { createI18n } from '../../../src/infrastructure/i18n/create-i18n';
import { pageCount, StaffListPage } from '../../../src/ui/components/staff/staff-list-page';

const render = (locale: Locale, props: { page: number; total: number; rows: string[] }) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(locale, BUNDLED_MESSAGES[locale])}>
      <StaffListPage
        title="Konten"
        filter={{ label: 'Konten suchen', submitLabel: 'Suchen', fields: <input name="q" /> }}
        total={`${props.total} Konten`}
        totalTestId="total"
        isEmpty={props.rows.length === 0}
        empty="Keine Konten gefunden."
        columns={['Name', 'Rolle']}
        rows={props.rows.map((r) => (
          <tr key={r}>
            <td>{r}</td>
            <td>–</td>
          </tr>
        ))}
        pager={{
          page: props.page,
          pages: pageCount(props.total, 2),
          label: 'Seiten',
          link: (page, text) => (
            <a key={page} href={`?page=${page}`}>
              {text}
            </a>
          ),
        }}
      />
    </I18nextProvider>,
  );

const pagerLinks = (html: string) => [...html.matchAll(/<a href="\?page=(\d+)">([^<]+)<\/a>/g)].map(([, page, text]) => `${page}:${text}`);

describe('the console’s list frame', () => {
  it('filters by a plain GET search form that works without JavaScript', () => {
    const html = render('de', { page: 1, total: 1, rows: ['Mara'] });
    const form = html.match(/<form[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('role="search"');
    expect(form).toContain('aria-label="Konten suchen"');
    expect(html).toContain('<input name="q"/>');
    expect(html).toMatch(/<th[^>]*scope="col"[^>]*>Name<\/th>/);
  });

  it('shows the empty notice instead of an empty table', () => {
    const html = render('de', { page: 1, total: 0, rows: [] });
    expect(html).toContain('Keine Konten gefunden.');
    expect(html).not.toContain('<table');
  });

  it('links the previous and the next page in the page’s language, and no pager on a single page', () => {
    expect(pagerLinks(render('de', { page: 1, total: 2, rows: ['a', 'b'] }))).toEqual([]);
    expect(pagerLinks(render('de', { page: 1, total: 5, rows: ['a', 'b'] }))).toEqual(['2:Nächste Seite']);
    expect(pagerLinks(render('en-GB', { page: 2, total: 5, rows: ['a', 'b'] }))).toEqual(['1:Previous page', '3:Next page']);
    expect(pagerLinks(render('fr', { page: 3, total: 5, rows: ['a'] }))).toEqual(['2:Page précédente']);
  });

  it('counts pages: at least one, a partial page counts', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
