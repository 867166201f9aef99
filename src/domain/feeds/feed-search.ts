import { err, ok, type Result } from '../shared/result';

/** Longest search a feed URL may carry (after URL-decoding); longer ones are refused, not cut. */
export const FEED_SEARCH_MAX_LENGTH = 100;

export type FeedSearchError = 'INVALID_ENCODING' | 'SEARCH_TOO_LONG';

/**
 * The `{search}` path segment of `/xml/jobs/{search}` as words. The raw segment is URL-decoded here
 * (the caller passes it as it came in), `+` counts as a space as in query strings, and words are
 * separated by white space or commas. No words (an empty segment) means the whole feed.
 */
export function parseFeedSearch(rawSegment: string): Result<readonly string[], FeedSearchError> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawSegment.replace(/\+/g, ' '));
  } catch {
    return err('INVALID_ENCODING', 'The search is not valid percent-encoding.');
  }
  if (decoded.length > FEED_SEARCH_MAX_LENGTH) {
    return err('SEARCH_TOO_LONG', `The search may have at most ${FEED_SEARCH_MAX_LENGTH} characters.`);
  }
  const words = decoded
    .split(/[\s,]+/u)
    .map((w) => w.trim())
    .filter((w) => w.length > 0);
  return ok([...new Set(words.map((w) => w.toLocaleLowerCase('de')))]);
}
