import { expect, test, type APIRequestContext } from '@playwright/test';
import { SITES } from './support';

/*
 * Spec §2 redirects, /robots.txt, privacy paths, /router and bad input at the HTTP level (no browser),
 * against the production build of the `default` (de, no prefix) and `suedwest` (de/en/fr, prefixed)
 * sites. Every redirect is checked as sent: status and Location, never followed. The rules of the other
 * sites (mainfranken's sister site and resume-off paths) are covered by the unit table
 * (tests/unit/domain/routing/redirect-rules.test.ts); the e2e servers run these two sites only.
 */

interface RedirectCase {
  readonly from: string;
  readonly status: 301 | 302;
  readonly location: string;
}

const REDIRECTS: Record<keyof typeof SITES, readonly RedirectCase[]> = {
  default: [
    { from: '/magazin', status: 301, location: '/blog' },
    { from: '/magazin?utm_source=x&y=1', status: 301, location: '/blog?utm_source=x&y=1' },
    { from: '/unternehmen-suchen', status: 301, location: '/arbeitgeber-suchen' },
    { from: '/unternehmen-suchen/it/stuttgart?page=2', status: 301, location: '/arbeitgeber-suchen/it/stuttgart?page=2' },
    { from: '/Jobs', status: 301, location: '/jobs' },
    { from: '/JOBS/IT?search=Pflege', status: 301, location: '/jobs/it?search=Pflege' },
    { from: '/Organization/Acme-GmbH', status: 301, location: '/organization/acme-gmbh' },
    { from: '/robots.txt', status: 302, location: '/sites/default/robots.txt' },
    { from: '/datenschutz', status: 301, location: '/privacy-policy' },
    { from: '/datenschutz?x=1', status: 301, location: '/privacy-policy?x=1' },
    // Valid but unlocalized paths go to their German form (localized-paths.ts).
    { from: '/contact', status: 301, location: '/kontakt' },
    { from: '/resume/edit?x=1', status: 301, location: '/lebenslauf/edit?x=1' },
  ],
  suedwest: [
    { from: '/de/magazin?x=1', status: 301, location: '/de/blog?x=1' },
    { from: '/en/magazin', status: 301, location: '/en/blog' },
    { from: '/fr/magazin', status: 301, location: '/fr/blog' },
    { from: '/de/unternehmen-suchen/a/b', status: 301, location: '/de/arbeitgeber-suchen/a/b' },
    { from: '/en/unternehmen-suchen/a?x=1', status: 301, location: '/en/arbeitgeber-suchen/a?x=1' },
    { from: '/de/Jobs', status: 301, location: '/de/jobs' },
    { from: '/en/JOBS/it', status: 301, location: '/en/jobs/it' },
    { from: '/fr/Jobs', status: 301, location: '/fr/emploi' },
    { from: '/fr/jobs?page=2', status: 301, location: '/fr/emploi?page=2' },
    { from: '/de/Organization/Foo', status: 301, location: '/de/organization/foo' },
    { from: '/robots.txt', status: 302, location: '/sites/suedwest/robots.txt' },
    { from: '/de/privacy-policy', status: 301, location: '/de/datenschutz' },
    { from: '/en/privacy-policy?a=b', status: 301, location: '/en/datenschutz?a=b' },
    { from: '/fr/privacy-policy', status: 301, location: '/fr/datenschutz' },
    { from: '/en/resume', status: 301, location: '/en/cv' },
    { from: '/de/resumes?x=1', status: 301, location: '/de/bewerbersuche?x=1' },
  ],
};

const NOT_FOUND_TEXT = { de: 'Seite nicht gefunden', en: 'Page not found', fr: 'Page introuvable' } as const;

async function firstJobPath(request: APIRequestContext, origin: string, prefix: string): Promise<string> {
  const html = await (await request.get(`${origin}${prefix}/jobs`)).text();
  const href = /href="([^"]*\/job\/[a-z0-9-]+-\d+)"/.exec(html)?.[1];
  expect(href, 'a job link on /jobs').toBeTruthy();
  return href!.replace(prefix, '');
}

for (const [key, site] of Object.entries(SITES) as Array<[keyof typeof SITES, (typeof SITES)[keyof typeof SITES]]>) {
  test.describe(`${key} site`, () => {
    for (const c of REDIRECTS[key]) {
      test(`${c.from} → ${c.status} ${c.location}`, async ({ request }) => {
        const response = await request.get(`${site.origin}${c.from}`, { maxRedirects: 0 });
        expect(response.status()).toBe(c.status);
        expect(response.headers().location).toBe(c.location);
        // The security headers travel on redirects too.
        expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN');
      });
    }

    test('the robots file the redirect names is served as text/plain', async ({ request }) => {
      const response = await request.get(`${site.origin}/sites/${key}/robots.txt`, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/plain/);
      expect(await response.text()).toContain('User-agent: *');
      const other = key === 'default' ? 'suedwest' : 'default';
      expect((await request.get(`${site.origin}/sites/${other}/robots.txt`, { maxRedirects: 0 })).status()).toBe(404);
    });

    test('the privacy page lives at the site’s privacy path and the footer links to it', async ({ request }) => {
      const path = key === 'suedwest' ? '/de/datenschutz' : '/privacy-policy';
      const response = await request.get(`${site.origin}${path}`, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('Deine Rechte nach der DSGVO');
      expect(html).toContain(`href="${path}"`);
    });

    test('malformed percent-encoding and overlong paths answer 400/404, never 500', async ({ request }) => {
      for (const path of [
        `${site.prefix}/%E0%A4%A`,
        `${site.prefix}/jobs/%`,
        `/${'a'.repeat(3000)}`,
        `${site.prefix}/job/${'x'.repeat(3000)}`,
      ]) {
        const response = await request.get(`${site.origin}${path}`, { maxRedirects: 0 });
        expect([400, 404], path.slice(0, 40)).toContain(response.status());
      }
    });

    test('every sitemap /sitemap.xml lists answers with a urlset (the job search took /jobs/sitemap.xml)', async ({ request }) => {
      const index = await (await request.get(`${site.origin}/sitemap.xml`)).text();
      const paths = [...index.matchAll(/<loc>https?:\/\/[^/<]+([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(paths).toContain(`${site.prefix}/jobs/sitemap.xml`);
      for (const path of paths) {
        const response = await request.get(`${site.origin}${path}`, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        expect(response.headers()['content-type'], path).toMatch(/^application\/xml/);
        expect(await response.text(), path).toContain('<urlset');
      }
    });

    test('an unknown path renders the localized 404 page with status 404', async ({ request }) => {
      const response = await request.get(`${site.origin}${site.prefix}/gibt-es-nicht/wirklich-nicht`, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain(NOT_FOUND_TEXT.de);
    });

    test('/router renders a job page in place; non-landing paths are a 404 there', async ({ request }) => {
      const job = await firstJobPath(request, site.origin, site.prefix);
      const shown = await request.get(`${site.origin}${site.prefix}/router?router=${encodeURIComponent(job)}`, { maxRedirects: 0 });
      expect(shown.status()).toBe(200);
      const direct = await (await request.get(`${site.origin}${site.prefix}${job}`)).text();
      const title = /<h1[^>]*>([^<]+)</.exec(direct)?.[1];
      expect(title).toBeTruthy();
      expect(await shown.text()).toContain(`>${title}<`);

      for (const path of ['/user/login', '/dashboard', '/checkout', '/job/wizard', '/router', '//evil.com']) {
        const response = await request.get(`${site.origin}${site.prefix}/router?router=${encodeURIComponent(path)}`, { maxRedirects: 0 });
        expect(response.status(), path).toBe(404);
      }
      expect((await request.get(`${site.origin}${site.prefix}/router`, { maxRedirects: 0 })).status()).toBe(404);
    });
  });
}

test.describe('suedwest locales', () => {
  const origin = SITES.suedwest.origin;

  test('the privacy page speaks each locale under /datenschutz', async ({ request }) => {
    expect(await (await request.get(`${origin}/en/datenschutz`)).text()).toContain('Your rights under the GDPR');
    expect(await (await request.get(`${origin}/fr/datenschutz`)).text()).toContain('Vos droits selon le RGPD');
  });

  test('unknown paths are a 404 in the page’s language', async ({ request }) => {
    for (const [prefix, text] of [
      ['/en', NOT_FOUND_TEXT.en],
      ['/fr', NOT_FOUND_TEXT.fr],
    ] as const) {
      const response = await request.get(`${origin}${prefix}/nothing-here`, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain(text);
    }
  });

  test('/router shows the French job listing at its localized real path', async ({ request }) => {
    const response = await request.get(`${origin}/fr/router?router=${encodeURIComponent('/fr/emploi')}`, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Offres d&#x27;emploi');
  });
});
