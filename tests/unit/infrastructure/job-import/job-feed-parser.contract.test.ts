import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ByteStream } from '../../../../src/application/platform/job-import/job-feed-parser.port';
import { renderJobFeed } from '../../../../src/domain/feeds/job-feed';
import { type FeedItem, type FeedJob, MAX_FEED_BYTES, MAX_FEED_JOBS, MAX_PAGE_BYTES } from '../../../../src/domain/job-import/feed-job';
import { importedJobContent } from '../../../../src/domain/job-import/imported-job-content';
import { emptyMapping } from '../../../../src/domain/job-import/importer';
import { SanitizeHtmlRichTextSanitizer } from '../../../../src/infrastructure/sanitize/sanitize-html-rich-text-sanitizer';
import { StreamingJobFeedParser } from '../../../../src/infrastructure/job-import/streaming-job-feed-parser';

const parser = new StreamingJobFeedParser();
const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);

/** A body in small chunks, split inside tags and multi-byte characters, as a network delivers it. */
async function* chunked(bytes: Uint8Array, size = 7): ByteStream {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}
const fileBody = async (name: string) => chunked(new Uint8Array(await readFile(fixture(name))));
const textBody = (text: string) => chunked(new TextEncoder().encode(text), 64);

const collect = async (items: AsyncIterable<FeedItem>) => {
  const all: FeedItem[] = [];
  for await (const item of items) all.push(item);
  return all;
};
const jobs = (items: FeedItem[]): FeedJob[] => items.flatMap((i) => (i.kind === 'job' ? [i.job] : []));
const failure = (items: FeedItem[]) => items.find((i) => i.kind === 'failed');

/** An endless body that counts what was read: proves a parser stops at its limit instead of reading on. */
function endless(prefix: string, filler: string) {
  const counter = { bytes: 0 };
  const chunk = new TextEncoder().encode(filler.repeat(Math.ceil(65_536 / filler.length)));
  async function* body(): ByteStream {
    const head = new TextEncoder().encode(prefix);
    counter.bytes += head.length;
    yield head;
    for (;;) {
      counter.bytes += chunk.length;
      yield chunk;
    }
  }
  return { body: body(), counter };
}

describe('Indeed-style XML feeds', () => {
  it('reads every field of a well-formed feed, CDATA and escaped text alike', async () => {
    const items = await collect(parser.readFeed('indeed_xml', await fileBody('feed-well-formed.xml')));
    expect(failure(items)).toBeUndefined();
    const [first, second] = jobs(items);
    expect(jobs(items).map((j) => j.reference)).toEqual(['KS-101', 'KS-102', 'KS-103', 'KS-104']);
    expect(first).toMatchObject({
      title: 'Pflegefachkraft (m/w/d)',
      url: 'https://karriere.klinikum-sued.example/jobs/101',
      company: 'Klinikum Süd',
      city: 'Karlsruhe',
      region: 'BW',
      postalCode: '76133',
      countryCode: 'DE',
      descriptionHtml: '<p>Wir suchen <strong>Sie</strong>.</p>',
      employmentTypes: ['fulltime', 'parttime'],
      occupations: ['Pflege'],
      salaryMin: 3500,
      salaryMax: 4200,
      salaryCurrency: 'EUR',
      salaryUnit: 'MONTH',
      datePosted: '2026-11-03T08:00:00.000Z',
      validThrough: '2027-01-31T00:00:00.000Z',
    });
    expect(second).toMatchObject({ title: 'Koch & Küchenhilfe', descriptionHtml: '<p>Frisch kochen für 400 Patienten.</p>' });
  });

  it("reads back the board's own /xml/jobs export", async () => {
    const xml = renderJobFeed({
      publisher: 'Jobs Regional',
      publisherUrl: 'https://www.jobs-regional.de/',
      lastBuildDate: '2026-11-04T10:00:00.000Z',
      jobs: [
        {
          id: '42',
          title: 'Tricky ]]> & <title>',
          url: 'https://www.jobs-regional.de/job/x-42',
          organizationName: 'A & B',
          city: 'Karlsruhe',
          state: null,
          postalCode: null,
          countryCode: 'DE',
          descriptionHtml: '<p>a ]]> b</p>',
          salary: { min: null, max: 18, currencyCode: 'EUR', unit: 'HOUR' },
          employmentTypes: ['vollzeit', 'praktikum'],
          publishedAt: '2026-11-03T08:00:00.000Z',
          expiresAt: null,
        },
      ],
    });
    const [job] = jobs(await collect(parser.readFeed('indeed_xml', textBody(xml))));
    expect(job).toMatchObject({
      reference: '42',
      title: 'Tricky ]]> & <title>',
      company: 'A & B',
      descriptionHtml: '<p>a ]]> b</p>',
      salaryMin: null,
      salaryMax: 18,
      salaryUnit: 'HOUR',
      employmentTypes: ['fulltime', 'internship'],
      validThrough: null,
    });
  });

  it('fails a malformed feed with the reason, after the jobs read before the error', async () => {
    const items = await collect(parser.readFeed('indeed_xml', await fileBody('feed-malformed.xml')));
    expect(failure(items)).toMatchObject({ kind: 'failed', code: 'FEED_MALFORMED' });
    expect(items.at(-1)?.kind).toBe('failed');
  });

  it('refuses a billion-laughs DOCTYPE without expanding it', async () => {
    const items = await collect(parser.readFeed('indeed_xml', await fileBody('feed-billion-laughs.xml')));
    expect(items).toEqual([{ kind: 'failed', code: 'FEED_ENTITY_DECLARATION', detail: 'the DOCTYPE declares entities' }]);
  });

  it('refuses an external entity and never reads the file it names', async () => {
    const items = await collect(parser.readFeed('indeed_xml', await fileBody('feed-external-entity.xml')));
    expect(items).toEqual([{ kind: 'failed', code: 'FEED_ENTITY_DECLARATION', detail: 'the DOCTYPE declares entities' }]);
    expect(JSON.stringify(items)).not.toContain('root:');
  });

  it('fails on an entity that was never declared instead of leaving it in the text', async () => {
    const items = await collect(parser.readFeed('indeed_xml', await fileBody('feed-undeclared-entity.xml')));
    expect(failure(items)).toMatchObject({ code: 'FEED_MALFORMED' });
    expect(jobs(items)).toEqual([]);
  });

  it('stops reading a huge feed at its byte limit', async () => {
    const description = `<description>${'Lorem ipsum '.repeat(400)}</description>`;
    const { body, counter } = endless('<source>', `<job><title>Koch</title><referencenumber>r</referencenumber>${description}</job>`);
    const items = await collect(parser.readFeed('indeed_xml', body));
    expect(items.at(-1)).toMatchObject({ kind: 'failed', code: 'FEED_TOO_LARGE' });
    expect(counter.bytes).toBeLessThan(MAX_FEED_BYTES + 200_000);
    // Jobs were handed on while streaming, not collected first.
    expect(jobs(items).length).toBeGreaterThan(1000);
  });

  it('stops a feed with more jobs than any organization publishes', async () => {
    const { body } = endless('<source>', '<job><title>x</title><referencenumber>r</referencenumber></job>');
    const items = await collect(parser.readFeed('indeed_xml', body));
    expect(items.at(-1)).toMatchObject({ kind: 'failed', code: 'FEED_TOO_MANY_JOBS' });
    expect(jobs(items).length).toBeLessThanOrEqual(MAX_FEED_JOBS);
  });

  it('refuses one job whose field passes its limit and keeps the others', async () => {
    const long = 'x'.repeat(3000);
    const xml = `<source><job><title>${long}</title><referencenumber>A</referencenumber></job><job><title>Koch</title><referencenumber>B</referencenumber></job></source>`;
    const items = await collect(parser.readFeed('indeed_xml', textBody(xml)));
    expect(items).toEqual([
      { kind: 'refused', refusal: { reference: 'A', code: 'FIELD_TOO_LONG', field: 'title' } },
      expect.objectContaining({ kind: 'job', job: expect.objectContaining({ reference: 'B', title: 'Koch' }) }),
    ]);
  });

  it('refuses a job without a reference by its place in the feed', async () => {
    const items = await collect(parser.readFeed('indeed_xml', await fileBody('feed-bad-jobs.xml')));
    expect(items.filter((i) => i.kind === 'refused')).toEqual([
      { kind: 'refused', refusal: { reference: '#3', code: 'REFERENCE_MISSING', field: 'referencenumber' } },
    ]);
    expect(jobs(items).map((j) => j.reference)).toEqual(['KS-201', 'KS-202', 'KS-204']);
  });

  it('refuses a job without a title and one with markup in its title, and sanitizes a description', async () => {
    const sanitizer = new SanitizeHtmlRichTextSanitizer();
    const importer = { organizationId: 'org-1', mapping: emptyMapping() };
    const items = await collect(parser.readFeed('indeed_xml', await fileBody('feed-bad-jobs.xml')));
    const results = jobs(items).map((j) => importedJobContent(j, importer, (html) => sanitizer.sanitize(html, 'filtered')));
    expect(results.flatMap((r) => (r.ok ? [] : r.refusals))).toEqual([
      { reference: 'KS-201', field: 'title', code: 'TITLE_REQUIRED' },
      { reference: 'KS-202', field: 'title', code: 'MARKUP_IN_TEXT' },
    ]);
    const [kept] = results.filter((r) => r.ok);
    expect(kept?.ok && kept.content.descriptionHtml).toBe('<p>Freundlich <a>hier</a>.</p>');
  });

  it('reads a feed that dropped half its jobs as just the remaining ones', async () => {
    const full = jobs(await collect(parser.readFeed('indeed_xml', await fileBody('feed-well-formed.xml'))));
    const half = await collect(parser.readFeed('indeed_xml', await fileBody('feed-half.xml')));
    expect(failure(half)).toBeUndefined();
    expect(jobs(half).map((j) => j.reference)).toEqual(['KS-101', 'KS-103']);
    expect(full.map((j) => j.reference).filter((r) => !jobs(half).some((j) => j.reference === r))).toEqual(['KS-102', 'KS-104']);
  });

  it('refuses a feed that declares an encoding other than UTF-8', async () => {
    const xml =
      '<?xml version="1.0" encoding="ISO-8859-1"?><source><job><title>K\u00f6chin</title><referencenumber>A</referencenumber></job></source>';
    const items = await collect(parser.readFeed('indeed_xml', textBody(xml)));
    expect(items).toEqual([{ kind: 'failed', code: 'FEED_MALFORMED', detail: 'encoding ISO-8859-1 is not read (UTF-8 only)' }]);
  });

  it('fails a document that is not a job feed', async () => {
    const items = await collect(parser.readFeed('indeed_xml', textBody('<rss><channel/></rss>')));
    expect(items).toEqual([{ kind: 'failed', code: 'FEED_NOT_A_JOB_FEED', detail: 'root element <rss>' }]);
  });
});

describe('schema.org JobPosting JSON-LD feeds', () => {
  it('reads postings with their location, categories and salary, passing over other types', async () => {
    const items = await collect(parser.readFeed('json_ld_feed', await fileBody('feed-json-ld.json')));
    expect(failure(items)).toBeUndefined();
    expect(jobs(items)).toHaveLength(2);
    expect(jobs(items)[0]).toMatchObject({
      reference: 'MG-7',
      title: 'Softwareentwicklerin (m/w/d)',
      company: 'Muster GmbH',
      city: 'Freiburg',
      region: 'BW',
      postalCode: '79098',
      countryCode: 'DE',
      employmentTypes: ['FULL_TIME', 'PART_TIME'],
      remoteOptions: ['TELECOMMUTE'],
      occupations: ['Softwareentwicklung'],
      industries: ['IT'],
      salaryMin: 55000,
      salaryMax: 70000,
      salaryCurrency: 'EUR',
      salaryUnit: 'YEAR',
      datePosted: '2026-11-01T00:00:00.000Z',
    });
    expect(jobs(items)[1]).toMatchObject({ reference: 'MG-8', title: '' });
  });

  it('fails malformed JSON and a document without postings', async () => {
    expect(await collect(parser.readFeed('json_ld_feed', textBody('[{"@type": "JobPosting",')))).toEqual([
      expect.objectContaining({ kind: 'failed', code: 'FEED_MALFORMED' }),
    ]);
    expect(await collect(parser.readFeed('json_ld_feed', textBody('{"@type": "Organization"}')))).toEqual([
      expect.objectContaining({ kind: 'failed', code: 'FEED_NOT_A_JOB_FEED' }),
    ]);
    expect(await collect(parser.readFeed('json_ld_feed', textBody('[]')))).toEqual([]);
  });

  it('stops reading a huge JSON feed at its byte limit', async () => {
    const { body, counter } = endless('[', '{"@type":"JobPosting","title":"x"},');
    const items = await collect(parser.readFeed('json_ld_feed', body));
    expect(items).toEqual([expect.objectContaining({ kind: 'failed', code: 'FEED_TOO_LARGE' })]);
    expect(counter.bytes).toBeLessThan(MAX_FEED_BYTES + 200_000);
  });
});

describe('job pages with JobPosting JSON-LD', () => {
  it('reads the posting of a page, its URL standing in for reference and link, past a broken block', async () => {
    const items = await collect(parser.readJobPage('https://jobs.muster.example/lager', await fileBody('job-page.html')));
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'job',
        job: expect.objectContaining({
          reference: 'https://jobs.muster.example/lager',
          url: 'https://jobs.muster.example/lager',
          title: 'Lagerist (m/w/d)',
          company: 'Muster GmbH',
          city: 'Offenburg',
          employmentTypes: ['FULL_TIME'],
        }),
      }),
    ]);
  });

  it('refuses a page without a posting and stops reading a huge page', async () => {
    const plain = await collect(parser.readJobPage('https://x.example/a', textBody('<html><body>nothing</body></html>')));
    expect(plain).toEqual([
      { kind: 'refused', refusal: { reference: 'https://x.example/a', code: 'PAGE_WITHOUT_JOB_POSTING', field: null } },
    ]);
    const { body, counter } = endless('<html><body>', '<p>filler</p>');
    expect(await collect(parser.readJobPage('https://x.example/b', body))).toEqual([
      expect.objectContaining({ kind: 'failed', code: 'FEED_TOO_LARGE' }),
    ]);
    expect(counter.bytes).toBeLessThan(MAX_PAGE_BYTES + 200_000);
  });

  it('reads a page list and refuses one with a line that is not a web address', async () => {
    expect(await parser.readPageList(textBody('# Karriere\nhttps://a.example/1\n\nhttps://a.example/2\r\nhttps://a.example/1\n'))).toEqual({
      ok: true,
      value: ['https://a.example/1', 'https://a.example/2'],
    });
    expect(await parser.readPageList(textBody('https://a.example/1\njavascript:alert(1)\n'))).toEqual({
      ok: false,
      code: 'FEED_MALFORMED',
    });
  });
});
