import { isConnectionFailure, someCause } from '../http/connection-failure';

/**
 * PostgreSQL answers that mean "not now" rather than "wrong request": admin/crash shutdown, starting up,
 * too many connections. Class 08 (connection exception) is matched by its prefix.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres's own messages when the connection went away or never came (it gives them no code). */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly)/i;

/**
 * Imports nothing that loads the database driver: the GraphQL server's error masking uses it, and that
 * module is part of every bundle. True when an error means the database cannot be reached right now — an answer should then be "try
 * again shortly" (503), not "something broke" (500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return (
    isConnectionFailure(error) ||
    someCause(error, (e) => {
      // By name, not instanceof: its module loads the driver, which a board-only process must not.
      if ((e as { name?: unknown }).name === 'DatabaseUnavailableError') return true;
      const { code, message } = e as { code?: unknown; message?: unknown };
      if (typeof code === 'string' && (SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
      return typeof message === 'string' && LOST_CONNECTION.test(message);
    })
  );
}
