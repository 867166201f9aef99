/** The little the database layer needs from a logger; pino and console both fit. */
export interface DatabaseLog {
  info(message: string): void;
  warn(message: string): void;
  debug?(message: string): void;
}

/** For tests and scripts that want silence. */
export const SILENT_LOG: DatabaseLog = { info: () => undefined, warn: () => undefined };
