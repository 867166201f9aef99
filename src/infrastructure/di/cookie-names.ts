/*
 * The names of the cookies the platform and the board share. In production the session cookie carries
 * the `__Host-` prefix: browsers then accept it only when Secure, for Path=/ and without a Domain, so no
 * sibling subdomain and no plain-HTTP page can plant or overwrite a session (session fixation). The
 * workers run with NODE_ENV=production under PM2; browsers treat http://localhost as secure, so the
 * local demo works alike.
 */
const production = process.env.NODE_ENV === 'production';

export const SESSION_COOKIE = production ? '__Host-jb_session' : 'jb_session';
export const CSRF_COOKIE = production ? '__Host-jb_csrf' : 'jb_csrf';
