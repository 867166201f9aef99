import { createHash, randomBytes } from 'node:crypto';

/** A new session token: 256 random bits, URL-safe. Only its hash goes to the database. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/** The `sessions.id` of a token: SHA-256, hex. */
export const hashSessionToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
