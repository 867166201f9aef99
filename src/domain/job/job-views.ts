/**
 * Whether a page view counts in the statistics (and so in the job manager's "views"): crawlers, link
 * previews and monitoring tools announce themselves in the user agent; an empty user agent is not a
 * browser either. Deliberately simple: it keeps the honest majority of automated traffic out, it cannot
 * stop a client that lies.
 */
const BOT =
  /bot|crawl|spider|slurp|fetch|preview|monitor|scrape|curl|wget|python|java\/|go-http|headless|lighthouse|facebookexternalhit|whatsapp|embedly|feed|http-client|okhttp|axios|node-fetch|undici/i;

export const countsAsView = (userAgent: string | null | undefined): boolean => {
  const ua = (userAgent ?? '').trim();
  return ua.length > 0 && !BOT.test(ua);
};
