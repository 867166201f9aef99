/*
 * The origin links in mails point to. Never the request's Host header as such (a forged Host would put
 * an attacker's host into a password-reset mail): the site's configured host over https, except when the
 * request came to a loopback address — the local demo (`npm start`) and the tests — where the request's
 * own origin is the only one that works and a forged value could only point at the reader's own machine.
 */
const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

export function publicOrigin(site: { readonly host: string }, requestUrl: string): string {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(requestUrl);
  if (match && LOOPBACK.test(match[2]!.toLowerCase())) return `${match[1]!.toLowerCase()}://${match[2]!.toLowerCase()}`;
  return `https://${site.host}`;
}

/**
 * The origin of a sister site's pages as seen from a request to `own`: its configured host over https,
 * except on a loopback address (the local demo, the tests), where every site runs on its own port of the
 * same machine, shifted alike from the configured ports (PORT_OFFSET): the sister's port is found by the
 * same shift.
 */
export function sisterOrigin(
  own: { readonly port: number },
  sister: { readonly host: string; readonly port: number },
  requestUrl: string,
): string {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(requestUrl);
  const authority = match?.[2]?.toLowerCase();
  if (!match || !authority || !LOOPBACK.test(authority)) return `https://${sister.host}`;
  const port = /:(\d{1,5})$/.exec(authority);
  const shift = port ? Number(port[1]) - own.port : 0;
  const hostname = authority.replace(/:\d{1,5}$/, '');
  return `${match[1]!.toLowerCase()}://${hostname}:${sister.port + shift}`;
}
