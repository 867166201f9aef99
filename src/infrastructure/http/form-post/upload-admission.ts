import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * An upload the board already admitted. The board's form reader waits for one of the board's upload
 * slots and streams the body to its own disk before the board forwards the files to the platform's
 * `/graphql`. Queueing that request again behind the platform's slots makes it wait twice, and when the
 * second wait runs out the applicant is told "busy" for an upload the board had taken: the board's slots
 * already bound it. So the board's upload link marks its multipart requests with a proof under the server
 * secret (AUTH_SECRET) board and platform share, and the platform's multipart reader lets a proven request
 * past its queue. The proof never reaches a browser; a client of the API without one waits for a slot
 * like any other. Every board path that sends files reads them through the form reader (readPost), so
 * every request the board proves was admitted there.
 */

export const UPLOAD_ADMITTED_HEADER = 'x-jobboard-upload-admitted';

/** A proof is made for one forward, sent at once: one older than this is refused (a copied header expires). */
export const UPLOAD_PROOF_LIFETIME_MS = 5 * 60_000;

const macOf = (secret: string, issuedAt: string): string =>
  createHmac('sha256', secret).update(`upload-admitted\n${issuedAt}`).digest('base64url');

/** The board's proof that it admitted the upload it forwards now: `<issued at, ms>.<HMAC-SHA256, base64url>`. */
export function uploadAdmissionProof(secret: string, now: number = Date.now()): string {
  const issuedAt = String(now);
  return `${issuedAt}.${macOf(secret, issuedAt)}`;
}

/** True when the request carries a fresh proof under `secret` (no secret: nothing is proven). */
export function isAdmittedUpload(request: Request, secret: string | null, now: number = Date.now()): boolean {
  const proof = request.headers.get(UPLOAD_ADMITTED_HEADER)?.trim();
  if (!secret || !proof) return false;
  const match = /^(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(proof);
  if (!match) return false;
  const [, issuedAt = '', mac = ''] = match;
  const age = now - Number(issuedAt);
  // A little ahead is a clock difference between two hosts, not a forgery.
  if (age > UPLOAD_PROOF_LIFETIME_MS || age < -60_000) return false;
  const expected = Buffer.from(macOf(secret, issuedAt));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
