import { isSafeLocalPath } from '../routing/safe-redirect';

/*
 * Sign-in and sign-out `callbackUrl`: same origin or refused.
 * A path on this site is taken as it is; an absolute URL only when its origin is exactly the request's,
 * and then reduced to its path. Everything else (other hosts, schemes, `//evil`, encoded tricks) is null.
 */
export function sameOriginCallback(raw: string | null | undefined, origin: string): string | null {
  if (typeof raw !== 'string' || raw.length === 0) return null;
  if (raw.startsWith('/')) return isSafeLocalPath(raw) ? raw : null;
  const base = origin.toLowerCase().replace(/\/+$/, '');
  const lower = raw.toLowerCase();
  if (lower === base) return '/';
  if (!lower.startsWith(`${base}/`) && !lower.startsWith(`${base}?`) && !lower.startsWith(`${base}#`)) return null;
  const rest = raw.slice(base.length);
  const path = rest.startsWith('/') ? rest : `/${rest}`;
  return isSafeLocalPath(path) ? path : null;
}
