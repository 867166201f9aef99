import { emptyFeedJob, type FeedItem, MAX_RICH_TEXT_CHARS, MAX_TEXT_CHARS, readDate } from '../../domain/job-import/feed-job';
import { splitLabels } from '../../domain/job-import/importer';

type Json = unknown;
type JsonObject = Record<string, Json>;

const isObject = (value: Json): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: Json): Json[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

const typesOf = (value: JsonObject): string[] => list(value['@type']).filter((t): t is string => typeof t === 'string');

/**
 * The JobPosting objects of a JSON-LD document: a single object, an array, an `@graph`, or an ItemList
 * whose elements (or their `item`) are postings. Other schema.org types are passed over.
 */
export function jobPostingsIn(document: Json): JsonObject[] {
  const found: JsonObject[] = [];
  const visit = (value: Json, depth: number) => {
    // Nesting deeper than a feed ever needs is not followed (a crafted document cannot make this recurse forever).
    if (depth > 4) return;
    for (const entry of list(value)) {
      if (!isObject(entry)) continue;
      if (typesOf(entry).includes('JobPosting')) found.push(entry);
      else {
        visit(entry['@graph'], depth + 1);
        visit(entry.itemListElement, depth + 1);
        if (typesOf(entry).includes('ListItem')) visit(entry.item, depth + 1);
      }
    }
  };
  visit(document, 0);
  return found;
}

/** A text value: strings and numbers as written, `{ name }` / `{ value }` objects by that property. */
const textOf = (value: Json): string | null => {
  const first = list(value)[0];
  if (typeof first === 'string') return first.trim() || null;
  if (typeof first === 'number') return String(first);
  if (isObject(first)) return textOf(first.value ?? first.name ?? first['@value']);
  return null;
};

const texts = (value: Json): string[] =>
  splitLabels(
    list(value)
      .map(textOf)
      .filter((t): t is string => t !== null),
  );

const amount = (value: Json): number | null => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** Google's unitText (HOUR, DAY, WEEK, MONTH, YEAR) is already the board's salary unit. */
function salaryOf(posting: JsonObject) {
  const base = list(posting.baseSalary).find(isObject);
  const value = base ? list(base.value).find(isObject) : undefined;
  const single = value ? amount(value.value) : base ? amount(base.value) : null;
  return {
    salaryMin: (value ? amount(value.minValue) : null) ?? single,
    salaryMax: (value ? amount(value.maxValue) : null) ?? single,
    salaryCurrency: base ? textOf(base.currency) : null,
    salaryUnit: value ? textOf(value.unitText) : null,
  };
}

/** One schema.org JobPosting as a feed job; `pageUrl` (the page it was read from) stands in for a missing identifier and url. */
export function feedItemFromJobPosting(posting: JsonObject, position: number, pageUrl: string | null): FeedItem {
  const reference = textOf(posting.identifier) ?? pageUrl ?? textOf(posting.url);
  if (!reference) return { kind: 'refused', refusal: { reference: `#${position}`, code: 'REFERENCE_MISSING', field: 'identifier' } };
  const location = list(posting.jobLocation).find(isObject);
  const address = location ? list(location.address).find(isObject) : undefined;
  const salary = salaryOf(posting);
  const fields = {
    reference,
    title: textOf(posting.title) ?? '',
    descriptionHtml: typeof posting.description === 'string' ? posting.description : '',
    url: textOf(posting.url) ?? pageUrl,
    company: isObject(posting.hiringOrganization) ? textOf(posting.hiringOrganization.name) : textOf(posting.hiringOrganization),
    city: address ? textOf(address.addressLocality) : null,
    region: address ? textOf(address.addressRegion) : null,
    postalCode: address ? textOf(address.postalCode) : null,
    countryCode: address ? textOf(address.addressCountry) : null,
  };
  for (const [field, value] of Object.entries(fields)) {
    if (value !== null && value.length > (field === 'descriptionHtml' ? MAX_RICH_TEXT_CHARS : MAX_TEXT_CHARS))
      return { kind: 'refused', refusal: { reference: reference.slice(0, MAX_TEXT_CHARS), code: 'FIELD_TOO_LONG', field } };
  }
  const labels = [posting.employmentType, posting.jobLocationType, posting.occupationalCategory, posting.industry].map(texts);
  if (labels.some((l) => l.some((label) => label.length > MAX_TEXT_CHARS)))
    return { kind: 'refused', refusal: { reference, code: 'FIELD_TOO_LONG', field: 'categories' } };
  const [employmentTypes = [], remoteOptions = [], occupations = [], industries = []] = labels;
  return {
    kind: 'job',
    job: {
      ...emptyFeedJob(reference),
      ...fields,
      employmentTypes,
      remoteOptions,
      occupations,
      industries,
      ...salary,
      datePosted: readDate(textOf(posting.datePosted)),
      validThrough: readDate(textOf(posting.validThrough)),
    },
  };
}
