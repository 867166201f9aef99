import type { Result } from '../../../domain/shared/result';
import type { ByteStream } from './job-feed-parser.port';

/** Why a source could not be read at all (the run's last error names it). */
export const SOURCE_FAILURES = [
  'SOURCE_URL_INVALID',
  'SOURCE_ADDRESS_FORBIDDEN',
  'SOURCE_UNREACHABLE',
  'SOURCE_TIMEOUT',
  'SOURCE_HTTP_STATUS',
  'SOURCE_TOO_MANY_REDIRECTS',
] as const;
export type SourceFailureCode = (typeof SOURCE_FAILURES)[number];

/** Thrown by a source's byte stream when the connection breaks or its deadline passes while the body is read. */
export class SourceReadError extends Error {
  constructor(
    readonly code: SourceFailureCode,
    detail: string,
  ) {
    super(detail);
  }
}

/** Fetches a source's body as a stream; the caller reads as much as its limits allow and stops.
 * Expected failures before the body are values; a failure while reading it is a `SourceReadError`. */
export interface JobSourceFetcher {
  open(url: string): Promise<Result<ByteStream, SourceFailureCode>>;
}
