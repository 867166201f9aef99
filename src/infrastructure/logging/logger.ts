import pino, { type Logger, type LoggerOptions } from 'pino';

export type { Logger };

/**
 * Paths pino replaces with "[redacted]". Headers that carry credentials, and any field that holds an
 * e-mail address or a password, at the top level or one/two levels down (`req.headers.cookie`,
 * `user.email`, `input.password`). No PII in logs.
 */
export const REDACT_PATHS: readonly string[] = [
  'authorization',
  'cookie',
  'set-cookie',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
  'email',
  'password',
  'token',
  'jwt',
  '*.email',
  '*.password',
  '*.token',
  '*.jwt',
  '*.emailAddress',
  '*.*.email',
  '*.*.password',
  '*.*.emailAddress',
  'emailAddress',
  'passwordHash',
  '*.passwordHash',
];

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

export function logLevel(env: Record<string, string | undefined> = process.env): string {
  const level = env.LOG_LEVEL?.trim().toLowerCase();
  return level && LEVELS.has(level) ? level : 'info';
}

/**
 * JSON lines on stdout (PM2 collects them), level from LOG_LEVEL (default info), base fields
 * `{ site, pid }` plus whatever `bindings` adds. `destination` is for tests.
 */
export function createLogger(
  bindings: Record<string, unknown> = {},
  options: { level?: string; destination?: pino.DestinationStream } = {},
): Logger {
  const config: LoggerOptions = {
    level: options.level ?? logLevel(),
    base: { pid: process.pid, site: process.env.SITE ?? undefined, ...bindings },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: [...REDACT_PATHS], censor: '[redacted]' },
    formatters: { level: (label) => ({ level: label }) },
  };
  return options.destination ? pino(config, options.destination) : pino(config);
}
