import { allChoices, type ConsentChoices } from '../../../domain/tracking/consent-choices';
import { isLocale, type Locale } from '../../../domain/shared/locale';
import { bannerServices } from '../../../domain/tracking/tracking-setup';
import type { Board } from '../../../infrastructure/di/board';
import { consentCookie } from '../../tracking/consent/first-party-consent';
import { pagePath } from '../auth/auth-request.server';
import { formAnswer, readPost, refusalAnswer } from '../form-post.server';

/** A path on this site to go back to; anything else (another host, a scheme) goes home instead. */
const localPath = (value: string): string | null => (/^\/(?![/\\])[^\s]*$/.test(value) ? value : null);

const localeOf = (b: Board, value: string | undefined): Locale =>
  isLocale(value) && b.site.locales.includes(value) ? value : b.site.defaultLocale;

/**
 * `POST /api/tracking/consent` — the banner's and the settings page's form without JavaScript (with it,
 * the page keeps the same cookie itself). `choice` is `accept` or `reject` (every service the site asks
 * about) or `save` (each service by its checkbox `consent-<service>`). Answered with the first-party
 * consent cookie and a 303 back to the page the visitor came from.
 */
export async function handleConsentPost(request: Request, b: Board): Promise<Response> {
  const read = await readPost(request, b, { accepts: ['urlencoded', 'multipart'], duringReadOnly: true });
  if (!read.ok) {
    const locale = localeOf(b, read.refusal.fields.find(([key]) => key === 'locale')?.[1]);
    return refusalAnswer(false, read.refusal, (p) => `${pagePath(b.site, locale, '/cookie-settings')}?error=${encodeURIComponent(p.code)}`);
  }
  try {
    const post = read.post;
    const services = bannerServices(b.trackingSetup, b.site.features.geoSuggestConsent);
    const choice = post.get('choice');
    let choices: ConsentChoices;
    if (choice === 'accept' || choice === 'reject') choices = allChoices(services, choice === 'accept');
    else if (choice === 'save') choices = Object.fromEntries(services.map((s) => [s, post.get(`consent-${s}`) === 'on']));
    else return new Response('Unknown choice\n', { status: 400, headers: { 'Cache-Control': 'no-store' } });
    const back = localPath(post.get('returnTo')) ?? pagePath(b.site, localeOf(b, post.get('locale')), '/');
    return formAnswer(false, { ok: true, url: back }, { cookies: [consentCookie(choices, b.csrfGuard.production)] });
  } finally {
    await read.post.dispose();
  }
}
