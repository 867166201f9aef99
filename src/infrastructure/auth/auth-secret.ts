import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Shortest AUTH_SECRET we accept: 32 characters (the generated one is 64 hex characters, 256 bits). */
export const MIN_AUTH_SECRET_LENGTH = 32;

export class MissingAuthSecretError extends Error {
  override readonly name = 'MissingAuthSecretError';
}

/**
 * The server secret that signs CSRF tokens. AUTH_SECRET when set;
 * otherwise one generated once and kept in `<DATA_DIR>/auth-secret` (mode 0600), so every worker on this
 * machine and every restart share it. `npm start` refuses to start without AUTH_SECRET when
 * NODE_ENV=production and DATABASE_URL points at an external database (several hosts need one secret).
 */
export function resolveAuthSecret(env: NodeJS.ProcessEnv = process.env): string {
  const given = env.AUTH_SECRET?.trim();
  if (given) {
    if (given.length < MIN_AUTH_SECRET_LENGTH)
      throw new MissingAuthSecretError(`AUTH_SECRET must be at least ${MIN_AUTH_SECRET_LENGTH} characters`);
    return given;
  }
  return persistedSecret(authSecretFile(env));
}

let processSecret: string | undefined;

/** The process's server secret (resolved once): the HMAC key of CSRF tokens, upload and client-address proofs. */
export const serverSecret = (): string => (processSecret ??= resolveAuthSecret());

export const authSecretFile = (env: NodeJS.ProcessEnv = process.env): string => join(resolve(env.DATA_DIR ?? 'data'), 'auth-secret');

function persistedSecret(file: string): string {
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= MIN_AUTH_SECRET_LENGTH) return existing;
  } catch {
    // not there yet
  }
  mkdirSync(dirname(file), { recursive: true });
  try {
    // 'wx': when several workers race, one writes and the others read what it wrote.
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch {
    // someone else created it first
  }
  return readFileSync(file, 'utf8').trim();
}
