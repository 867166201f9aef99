import type { ByteStream, JobFeedParser } from '../../application/platform/job-import/job-feed-parser.port';
import type { FeedItem } from '../../domain/job-import/feed-job';
import { readIndeedXmlFeed } from './indeed-xml-feed-reader';
import { readJsonLdFeed } from './json-ld-feed-reader';
import { readJsonLdPage, readPageList } from './json-ld-page-reader';

/** The job sources' parsers behind one port: saxes for XML, htmlparser2 for job pages, JSON for JSON-LD feeds. */
export class StreamingJobFeedParser implements JobFeedParser {
  readFeed(format: 'indeed_xml' | 'json_ld_feed', body: ByteStream): AsyncIterable<FeedItem> {
    return format === 'indeed_xml' ? readIndeedXmlFeed(body) : readJsonLdFeed(body);
  }

  readPageList(body: ByteStream) {
    return readPageList(body);
  }

  readJobPage(pageUrl: string, body: ByteStream): AsyncIterable<FeedItem> {
    return readJsonLdPage(pageUrl, body);
  }
}
