import { describe, expect, it } from 'vitest';
import { importerFieldErrors, validateImporterSearch } from '../../../src/ui/routing/importer-routes';
import { parseResumeEditSearch } from '../../../src/ui/routing/resume-edit-search';

/*
 * The search parsers the resume and importer routes validate their query with. They live in
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
