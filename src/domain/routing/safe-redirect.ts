import type { SiteConfig } from '../site/site-config';

/*
 * Open-redirect guard (redirects; "every redirect target is same-site or an allow-listed
 * sister site"). Every Location the board sends — spec redirects, route-lookup redirects, later the
 * sign-in `callbackUrl` and `destination` — passes through here. The rules are deliberately narrow:
 * anything a browser might read as another origin is refused rather than repaired.
 */

/** Longest target we accept; real paths are capped at 2,048 characters before they get here. */
const MAX_TARGET_LENGTH = 8192;

/** Printable ASCII without space: what a well-formed Location carries (non-ASCII arrives percent-encoded). */
const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;

/** A host name as our sites configure it: lower-case labels of letters, digits and dashes. */
const HOST = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;

/** Hosts a site may redirect to: its own and the sister site it hands account paths to (site.json). */
export function redirectHostsOf(site: Pick<SiteConfig, 'host' | 'sisterSiteRedirect'>): readonly string[] {
  return site.sisterSiteRedirect ? [site.host, site.sisterSiteRedirect.host] : [site.host];
}

/**
 * A path on this site: `/…` but never `//…` or `/\…` (protocol-relative to browsers), no backslash,
 * no whitespace, control or non-ASCII characters (browsers drop tabs and newlines, `/\t/evil.com` would
 * become `//evil.com`), and no `//`, `/\` start, backslash or control character after percent-decoding the
 * path either (`/%2F%2Fevil.com`, `/%09/…`); an encoded space is harmless and stays allowed.
 * Malformed percent-encoding in the path is refused too.
 */
export function isSafeLocalPath(target: string): boolean {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_TARGET_LENGTH) return false;
  if (!PRINTABLE_ASCII.test(target) || target.includes('\\')) return false;
  if (!target.startsWith('/') || target.startsWith('//')) return false;
  const end = target.search(/[?#]/);
  let path = end < 0 ? target : target.slice(0, end);
  // Decode a few times: double-encoded `%252F%252F` must not survive a second decoder downstream.
  for (let round = 0; round < 3 && path.includes('%'); round++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return false;
    }
    if (/^\/[/\\]/.test(path) || /[\x00-\x1f\x7f\\]/.test(path)) return false;
  }
  return true;
}

/**
 * A Location this site may send: a safe local path, or `https://<allowed host>` followed by nothing or a
 * safe local path. No other scheme, no user-info (`https://ours@evil.com`), no port, no IDN look-alikes.
 */
export function isSafeRedirectTarget(target: string, allowedHosts: readonly string[]): boolean {
  if (typeof target !== 'string') return false;
  if (target.startsWith('/')) return isSafeLocalPath(target);
  const match = /^https:\/\/([^/?#]*)(.*)$/.exec(target);
  if (!match || !PRINTABLE_ASCII.test(target)) return false;
  const [, host = '', rest = ''] = match;
  if (!HOST.test(host) || !allowedHosts.some((allowed) => allowed.toLowerCase() === host)) return false;
  return rest === '' || isSafeLocalPath(rest);
}

/** `target` when it is safe for this site, otherwise `fallback` (e.g. for `callbackUrl` and `destination`). */
export function safeRedirectTarget(target: string | null | undefined, allowedHosts: readonly string[], fallback: string): string {
  return typeof target === 'string' && isSafeRedirectTarget(target, allowedHosts) ? target : fallback;
}
