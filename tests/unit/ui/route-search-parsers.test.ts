import { describe, expect, it } from 'vitest';
import {
  parseAuditSearch,
  parseBlogListSearch,
  parseJobsSearch,
  parseOrdersSearch,
  parseUserPageSearch,
  parseUsersSearch,
} from '../../../src/ui/routing/console-search';
import { importerFieldErrors, validateImporterSearch } from '../../../src/ui/routing/importer-routes';
import { parseResumeEditSearch } from '../../../src/ui/routing/resume-edit-search';

/*
 * The search parsers the resume, importer and staff console routes validate their query with. They live in
 * src/ui/routing so the route tree (in every page's first download) does not import the pages.
 */
describe('resume editor query', () => {
  it('keeps short strings and numbers as text and drops what is empty, too long or not text', () => {
    expect(parseResumeEditSearch({ form: 'skills', entry: 42, edit: 'workExperience:3', import: '' })).toEqual({
      errors: undefined,
      error: undefined,
      notice: undefined,
      form: 'skills',
      entry: '42',
      edit: 'workExperience:3',
      org: undefined,
      import: undefined,
    });
    expect(parseResumeEditSearch({ error: 'x'.repeat(41), org: ['a'], errors: 'field~REQUIRED' })).toMatchObject({
      error: undefined,
      org: undefined,
      errors: 'field~REQUIRED',
    });
  });
});

describe('importer form query', () => {
  it('reads field~CODE pairs and ignores malformed ones', () => {
    const search = validateImporterSearch({ fieldErrors: 'url~INVALID_URL,bad field~X,name~,interval~TOO_SHORT', error: 5 });
    expect(search).toEqual({ fieldErrors: 'url~INVALID_URL,bad field~X,name~,interval~TOO_SHORT' });
    expect(importerFieldErrors(search)).toEqual({ url: 'INVALID_URL', interval: 'TOO_SHORT' });
    expect(importerFieldErrors({})).toEqual({});
  });
});

describe('staff console queries', () => {
  it('keeps acceptable values and drops bad ones one by one, never failing the page', () => {
    expect(parseAuditSearch({ action: 'job.publish', actor: '42', from: '2026-11-01', to: '1.11.2026', page: '3', site: 7 })).toEqual({
      action: 'job.publish',
      actor: '42',
      target: undefined,
      site: undefined,
      from: '2026-11-01',
      to: undefined,
      page: 3,
    });
    expect(parseJobsSearch({ q: 'x'.repeat(201), state: 'published', job: '12a', page: 1001 })).toMatchObject({
      q: undefined,
      state: 'published',
      job: undefined,
      page: undefined,
    });
    expect(parseJobsSearch({ state: 'deleted' }).state).toBeUndefined();
    expect(parseOrdersSearch({ creditNote: 'GS-2026-0001', status: 'Paid', order: 'x99' })).toMatchObject({
      creditNote: 'GS-2026-0001',
      status: undefined,
      order: undefined,
    });
    // The router reads `?order=99` as the number 99: an id is taken as digits or as a whole number.
    expect(parseOrdersSearch({ order: 99 }).order).toBe('99');
    expect(parseJobsSearch({ job: '12' }).job).toBe('12');
    for (const order of [-1, 2.5, Number.MAX_SAFE_INTEGER + 2]) expect(parseOrdersSearch({ order }).order).toBeUndefined();
  });

  it('reads a page as a whole number within the list, from digits or a number', () => {
    expect(parseUsersSearch({ page: 2 }).page).toBe(2);
    expect(parseUsersSearch({ page: ' 4 ' }).page).toBe(4);
    for (const page of ['', '0', '-1', '2.5', 'abc', '1001', null, ['2'], true]) expect(parseUsersSearch({ page }).page).toBeUndefined();
    expect(parseBlogListSearch({ page: '100000' }).page).toBe(100_000);
  });

  it('answers every key, so the router cannot let a refused raw value through', () => {
    expect(Object.keys(parseUserPageSearch({}))).toEqual(['notice', 'error', 'role', 'site']);
    expect(parseUserPageSearch({ role: { admin: true } })).toHaveProperty('role', undefined);
  });
});
