import type { FeedFailureCode, FeedItem } from '../../../domain/job-import/feed-job';
import type { Result } from '../../../domain/shared/result';

/** The body of a response as it arrives: parsers read it chunk by chunk and never hold more than their limits. */
export type ByteStream = AsyncIterable<Uint8Array>;

/**
 * Reads job sources. Every method streams and is bounded (bytes, jobs, field lengths: see feed-job.ts);
 * bad input is an item (`refused` for one job, `failed` for the whole source), never an exception.
 */
export interface JobFeedParser {
  /** A feed that carries its jobs: the board's own Indeed-style XML, or a schema.org JobPosting JSON-LD feed. */
  readFeed(format: 'indeed_xml' | 'json_ld_feed', body: ByteStream): AsyncIterable<FeedItem>;
  /** A page list (one absolute http(s) URL per line): the pages whose JobPosting JSON-LD is read. */
  readPageList(body: ByteStream): Promise<Result<readonly string[], FeedFailureCode>>;
  /** One job page: the JobPosting objects of its `<script type="application/ld+json">` blocks. */
  readJobPage(pageUrl: string, body: ByteStream): AsyncIterable<FeedItem>;
}
