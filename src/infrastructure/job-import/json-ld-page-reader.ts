import { Parser } from 'htmlparser2';
import type { ByteStream } from '../../application/platform/job-import/job-feed-parser.port';
import { type FeedFailureCode, type FeedItem, MAX_PAGE_BYTES, MAX_PAGES } from '../../domain/job-import/feed-job';
import { isWebUrl } from '../../domain/job/job-posting';
import { err, ok, type Result } from '../../domain/shared/result';
import { BoundedField, boundedText } from './bounded-text';
import { feedItemFromJobPosting, jobPostingsIn } from './json-ld-job-posting';

/** The JobPosting JSON-LD of one job page, read while the HTML streams through htmlparser2. */
export async function* readJsonLdPage(pageUrl: string, body: ByteStream): AsyncGenerator<FeedItem> {
  const scripts: BoundedField[] = [];
  let current: BoundedField | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' && attributes.type?.trim().toLowerCase() === 'application/ld+json') {
          current = new BoundedField(MAX_PAGE_BYTES);
          scripts.push(current);
        }
      },
      ontext(text) {
        current?.append(text);
      },
      onclosetag(name) {
        if (name === 'script') current = null;
      },
    },
    { decodeEntities: false },
  );
  for await (const text of boundedText(body, MAX_PAGE_BYTES)) {
    if (text === null) {
      yield { kind: 'failed', code: 'FEED_TOO_LARGE', detail: `${pageUrl}: more than ${MAX_PAGE_BYTES} bytes` };
      return;
    }
    parser.write(text);
  }
  parser.end();
  let position = 0;
  let postings = 0;
  for (const script of scripts) {
    let document: unknown;
    try {
      document = JSON.parse(script.value);
    } catch {
      // One broken block (a tracking snippet, say) does not hide the page's posting in another.
      continue;
    }
    for (const posting of jobPostingsIn(document)) {
      position += 1;
      postings += 1;
      // A page usually carries one posting: its URL is the reference when the posting names none.
      yield feedItemFromJobPosting(posting, position, postings === 1 ? pageUrl : null);
    }
  }
  if (postings === 0) yield { kind: 'refused', refusal: { reference: pageUrl, code: 'PAGE_WITHOUT_JOB_POSTING', field: null } };
}

/** A page list: one absolute http(s) URL per line; blank lines and `#` comments are skipped. */
export async function readPageList(body: ByteStream): Promise<Result<readonly string[], FeedFailureCode>> {
  const parts: string[] = [];
  for await (const text of boundedText(body, MAX_PAGE_BYTES)) {
    if (text === null) return err('FEED_TOO_LARGE');
    parts.push(text);
  }
  const lines = parts
    .join('')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
  if (lines.length > MAX_PAGES) return err('FEED_TOO_MANY_JOBS');
  if (lines.some((l) => !isWebUrl(l))) return err('FEED_MALFORMED');
  return ok([...new Set(lines)]);
}
