/**
 * The browser's own signals that a POST comes from a page of this site: Sec-Fetch-Site must be
 * same-origin when sent; an Origin, or without one a Referer, must name this host (`Origin: null` never
 * passes). Headers only, so a cross-site post is refused before a byte of its body is read.
 */
export function crossSiteProblem(request: Request): boolean {
  const url = new URL(request.url);
  const headers = request.headers;
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return true;
  const origin = headers.get('origin');
  if (origin !== null) return !sameHost(origin, url);
  const referer = headers.get('referer');
  return referer !== null && !sameHost(referer, url);
}

function sameHost(value: string, url: URL): boolean {
  try {
    const parsed = new URL(value);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.host === url.host;
  } catch {
    return false;
  }
}
