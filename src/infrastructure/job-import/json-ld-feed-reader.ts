import type { ByteStream } from '../../application/platform/job-import/job-feed-parser.port';
import { type FeedItem, MAX_FEED_BYTES, MAX_FEED_JOBS } from '../../domain/job-import/feed-job';
import { boundedText } from './bounded-text';
import { feedItemFromJobPosting, jobPostingsIn } from './json-ld-job-posting';

/**
 * A schema.org JobPosting feed in JSON(-LD). JSON has no streaming parser among our packages, so the
 * body is collected (stopping at MAX_FEED_BYTES, the rest never read) and parsed once; the jobs are
 * then handed out one by one.
 */
export async function* readJsonLdFeed(body: ByteStream): AsyncGenerator<FeedItem> {
  const parts: string[] = [];
  for await (const text of boundedText(body, MAX_FEED_BYTES)) {
    if (text === null) {
      yield { kind: 'failed', code: 'FEED_TOO_LARGE', detail: `more than ${MAX_FEED_BYTES} bytes` };
      return;
    }
    parts.push(text);
  }
  let document: unknown;
  try {
    document = JSON.parse(parts.join('').replace(/^\uFEFF/, ''));
  } catch (e) {
    yield { kind: 'failed', code: 'FEED_MALFORMED', detail: e instanceof Error ? e.message : 'not JSON' };
    return;
  }
  parts.length = 0;
  const postings = jobPostingsIn(document);
  // An empty array is a source with no open jobs; anything else without a posting is not a job feed.
  if (postings.length === 0 && !(Array.isArray(document) && document.length === 0)) {
    yield { kind: 'failed', code: 'FEED_NOT_A_JOB_FEED', detail: 'no JobPosting in the document' };
    return;
  }
  if (postings.length > MAX_FEED_JOBS) {
    yield { kind: 'failed', code: 'FEED_TOO_MANY_JOBS', detail: `more than ${MAX_FEED_JOBS} jobs` };
    return;
  }
  for (const [index, posting] of postings.entries()) yield feedItemFromJobPosting(posting, index + 1, null);
}
