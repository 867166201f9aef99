import { expect, test } from '@playwright/test';
import { SITES } from './support';

const { origin } = SITES.suedwest;

// An unprefixed entry on a multi-locale site: one hop straight to the path in the visitor's language.
for (const [path, language, location] of [
  ['/jobs', 'fr', '/fr/emploi'],
  ['/jobs?page=2', 'fr-FR,fr;q=0.9', '/fr/emploi?page=2'],
  ['/resume', 'en-GB', '/en/cv'],
  ['/contact', 'de-DE', '/de/kontakt'],
] as const) {
  test(`${path} with Accept-Language ${language} → ${location} in one hop`, async ({ request }) => {
    const response = await request.get(`${origin}${path}`, { headers: { 'accept-language': language }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(location);
    const next = await request.get(`${origin}${location}`, { headers: { 'accept-language': language }, maxRedirects: 0 });
    expect(next.status()).not.toBe(301);
    // The page itself may send a guest on to sign in (the resume is the signed-in user's), never elsewhere.
    if (next.status() === 302) expect(next.headers().location).toMatch(/^\/api\/auth\/signin\?error=SessionRequired/);
  });
}
