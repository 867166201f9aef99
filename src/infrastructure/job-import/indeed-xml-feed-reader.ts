import { SaxesParser } from 'saxes';
import type { ByteStream } from '../../application/platform/job-import/job-feed-parser.port';
import {
  emptyFeedJob,
  type FeedFailureCode,
  type FeedItem,
  MAX_FEED_BYTES,
  MAX_FEED_JOBS,
  MAX_RICH_TEXT_CHARS,
  MAX_TEXT_CHARS,
  readDate,
} from '../../domain/job-import/feed-job';
import { splitLabels } from '../../domain/job-import/importer';
import { readIndeedSalary } from '../../domain/job-import/indeed-salary';
import { BoundedField, boundedText } from './bounded-text';

/** Elements of a `<job>` that are read; others (the board's own or a source's extras) are skipped. */
const FIELDS = [
  'title',
  'date',
  'referencenumber',
  'url',
  'company',
  'city',
  'state',
  'postalcode',
  'country',
  'description',
  'salary',
  'jobtype',
  'category',
  'remotetype',
  'industry',
  'expirationdate',
] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

class Failure extends Error {
  constructor(
    readonly code: FeedFailureCode,
    detail: string,
  ) {
    super(detail);
  }
}

/**
 * The Indeed-style XML the board's own `/xml/jobs` writes: `<source>` with one `<job>` per job. Streamed
 * through saxes, which never expands entities beyond XML's five; a DOCTYPE that declares entities (the
 * billion-laughs and external-entity attacks) fails the feed before any of its entities is used.
 */
export async function* readIndeedXmlFeed(body: ByteStream): AsyncGenerator<FeedItem> {
  const parser = new SaxesParser();
  const queue: FeedItem[] = [];
  let depth = 0;
  let rootSeen = false;
  let jobs = 0;
  let fields: Map<Field, BoundedField> | null = null;
  let current: BoundedField | null = null;
  let failure = null as Failure | null;

  const fail = (code: FeedFailureCode, detail: string) => {
    failure ??= new Failure(code, detail);
  };
  parser.on('error', (e) => fail('FEED_MALFORMED', e.message));
  // Bytes are decoded as UTF-8: a feed in another encoding would come out garbled, so it is refused by name.
  parser.on('xmldecl', (decl) => {
    if (decl.encoding && !/^utf-?8$/i.test(decl.encoding)) fail('FEED_MALFORMED', `encoding ${decl.encoding} is not read (UTF-8 only)`);
  });
  parser.on('doctype', (doctype) => {
    if (/<!ENTITY/i.test(doctype)) fail('FEED_ENTITY_DECLARATION', 'the DOCTYPE declares entities');
  });
  parser.on('opentag', (tag) => {
    depth += 1;
    if (depth === 1) {
      rootSeen = true;
      if (tag.name !== 'source') fail('FEED_NOT_A_JOB_FEED', `root element <${tag.name}>`);
    } else if (depth === 2 && tag.name === 'job') {
      jobs += 1;
      if (jobs > MAX_FEED_JOBS) fail('FEED_TOO_MANY_JOBS', `more than ${MAX_FEED_JOBS} jobs`);
      fields = new Map();
    } else if (depth === 3 && fields && isField(tag.name)) {
      current = new BoundedField(tag.name === 'description' ? MAX_RICH_TEXT_CHARS : MAX_TEXT_CHARS);
      fields.set(tag.name, current);
    }
  });
  const onText = (text: string) => current?.append(text);
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag) => {
    if (depth === 3) current = null;
    if (depth === 2 && tag.name === 'job' && fields) {
      queue.push(toItem(fields, jobs));
      fields = null;
    }
    depth -= 1;
  });

  for await (const text of boundedText(body, MAX_FEED_BYTES)) {
    if (text === null) fail('FEED_TOO_LARGE', `more than ${MAX_FEED_BYTES} bytes`);
    else parser.write(text);
    if (failure) break;
    yield* queue.splice(0);
  }
  if (!failure) parser.close();
  if (!failure && !rootSeen) fail('FEED_MALFORMED', 'no root element');
  if (failure) {
    yield { kind: 'failed', code: failure.code, detail: failure.message };
    return;
  }
  yield* queue.splice(0);
}

function toItem(fields: Map<Field, BoundedField>, position: number): FeedItem {
  const text = (name: Field): string | null => {
    const value = fields.get(name)?.value.trim();
    return value ? value : null;
  };
  const reference = text('referencenumber');
  if (!reference) return { kind: 'refused', refusal: { reference: `#${position}`, code: 'REFERENCE_MISSING', field: 'referencenumber' } };
  const tooLong = [...fields].find(([, field]) => field.overflow);
  if (tooLong) return { kind: 'refused', refusal: { reference, code: 'FIELD_TOO_LONG', field: tooLong[0] } };
  const salary = readIndeedSalary(text('salary'));
  const labels = (name: Field) => splitLabels([text(name) ?? '']);
  return {
    kind: 'job',
    job: {
      ...emptyFeedJob(reference),
      title: text('title') ?? '',
      descriptionHtml: text('description') ?? '',
      url: text('url'),
      company: text('company'),
      city: text('city'),
      region: text('state'),
      postalCode: text('postalcode'),
      countryCode: text('country'),
      employmentTypes: labels('jobtype'),
      remoteOptions: labels('remotetype'),
      occupations: labels('category'),
      industries: labels('industry'),
      salaryMin: salary.min,
      salaryMax: salary.max,
      salaryCurrency: salary.currency,
      salaryUnit: salary.unit,
      datePosted: readDate(text('date')),
      validThrough: readDate(text('expirationdate')),
    },
  };
}
