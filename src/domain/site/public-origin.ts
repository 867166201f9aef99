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
