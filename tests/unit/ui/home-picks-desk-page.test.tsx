import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { BUNDLED_MESSAGES } from '../../../src/infrastructure/i18n/bundled-messages';
import { createI18n } from '../../../src/infrastructure/i18n/create-i18n';
import { HomePicksDeskPage } from '../../../src/ui/pages/home-picks/home-picks-desk-page';
import type { DeskFormAnswer } from '../../../src/ui/routing/console-desk-route';
import type { HomePicksDeskData } from '../../../src/ui/server/home-picks.functions';

vi.mock('../../../src/ui/hooks/use-site', () => ({ useSite: () => ({ locale: 'en-GB' }) }));
vi.mock('../../../src/ui/components/router-links', () => ({
  TextLink: ({ children, params }: { children: ReactNode; params: { slug: string } }) => <a href={`/job/${params.slug}`}>{children}</a>,
}));

const data: HomePicksDeskData = {
  csrfToken: 'token-1',
  typed: {},
  home: {
    errors: [],
    blocks: [
      {
        kind: 'top',
        shown: 3,
        highlights: [
          {
            id: '11',
            jobId: '640',
            jobTitle: 'Pflegefachkraft',
            jobSlug: 'pflegefachkraft-640',
            organizationName: 'Klinikum Süd',
            source: 'staff',
            startsAt: '2026-11-28T09:00:00.000Z',
            endsAt: null,
          },
          {
            id: '12',
            jobId: '641',
            jobTitle: 'Koch',
            jobSlug: 'koch-641',
            organizationName: 'Gasthaus',
            source: 'upgrade',
            startsAt: '2026-11-20T09:00:00.000Z',
            endsAt: '2026-12-20T09:00:00.000Z',
          },
        ],
      },
      { kind: 'featured', shown: 6, highlights: [] },
      { kind: 'video', shown: 1, highlights: [] },
    ],
  },
};

const render = (d: HomePicksDeskData, search: DeskFormAnswer = {}) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={createI18n('en-GB', BUNDLED_MESSAGES['en-GB'])}>
      <HomePicksDeskPage data={d} search={search} />
    </I18nextProvider>,
  );

describe('home page picks desk', () => {
  it('shows each block’s size and highlights (job linked, organization, source, Berlin times); only staff picks can be ended', () => {
    const html = render(data);
    expect(html).toContain('The home page shows 3 jobs in this block.');
    expect(html).toContain('The home page shows 1 job in this block.');
    expect(html).toContain('<a href="/job/pflegefachkraft-640">Pflegefachkraft</a>');
    expect(html).toContain('Klinikum Süd');
    expect(html).toContain('Staff pick');
    expect(html).toContain('Bought upgrade: read-only');
    // 09:00 UTC is 10:00 in Berlin in winter.
    expect(html).toContain('2026-11-28 10:00');
    expect(html).toContain('Until further notice');
    const endForms = html.match(/action="\/api\/home-picks\/end"/g) ?? [];
    expect(endForms).toHaveLength(1);
    expect(html).toContain('name="pickId" value="11"');
    expect(html).not.toContain('name="pickId" value="12"');
  });

  it('a refused pick comes back with what was typed and the problem at its field', () => {
    const html = render(
      { ...data, typed: { job: 'No. 999', kind: 'video', startsAt: '2026-12-01T10:00', endsAt: '2026-12-01T09:00' } },
      { error: 'INVALID', fieldErrors: 'job:NO_VIDEO,endsAt:NOT_AFTER_START' },
    );
    expect(html).toContain('value="No. 999"');
    expect(html).toContain('value="2026-12-01T10:00"');
    expect(html).toContain('value="2026-12-01T09:00"');
    expect(html).toMatch(/<option value="video" selected="">/);
    expect(html).toContain('This job has no video');
    expect(html).toContain('The end must come after the start.');
    expect(html).toContain('Please correct the marked fields.');
  });
});
