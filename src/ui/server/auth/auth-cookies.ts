import { CSRF_COOKIE, SESSION_COOKIE } from '../../../infrastructure/di/cookie-names';

/*
 * How the auth cookies are written: HttpOnly, SameSite=Lax, Path=/, Secure in production (where their
 * names carry the `__Host-` prefix, see cookie-names.ts). The session cookie lives exactly as long as the
 * session; the CSRF cookie for the browser session only.
 */
export { CSRF_COOKIE, SESSION_COOKIE };
/** What a refused plain alert form (no JavaScript) carried as its address; read once by /alerts/new. */
export const TYPED_ALERT_EMAIL_COOKIE = 'jb_alert_email';

interface CookieOptions {
  readonly secure: boolean;
  /** Seconds; omitted = until the browser closes; 0 = delete now. */
  readonly maxAge?: number;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (options.maxAge !== undefined) {
    parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`);
    if (options.maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export const sessionCookie = (token: string, expiresAt: Date, now: Date, secure: boolean): string =>
  serializeCookie(SESSION_COOKIE, token, { secure, maxAge: (expiresAt.getTime() - now.getTime()) / 1000 });

export const clearedCookie = (name: string, secure: boolean): string => serializeCookie(name, '', { secure, maxAge: 0 });

/** One cookie's value from a Cookie header (the first one wins: browsers send the most specific path first). */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  let found: string | null = null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      found ??= decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return found;
}
