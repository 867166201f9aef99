import { describe, expect, it } from 'vitest';
import { parseSectionFeedback } from '../../../src/ui/components/organization-sections/section-feedback';

describe('the edit page reads the last list change from its address', () => {
  it("names the refused location's own form, whether the router read its id as text or as a number", () => {
    const base = { sectionError: 'REQUIRED', sectionList: 'locations', sectionErrors: 'name.REQUIRED' };
    expect(parseSectionFeedback({ ...base, sectionItem: 42 })).toEqual({
      error: 'REQUIRED',
      list: 'locations',
      item: '42',
      fieldErrors: [{ field: 'name', code: 'REQUIRED', limit: null }],
    });
    expect(parseSectionFeedback({ ...base, sectionItem: '42' }).item).toBe('42');
  });

  it('a refused add form names no entry, and an item that is no id is ignored', () => {
    expect(
      parseSectionFeedback({ sectionError: 'LIMIT_REACHED', sectionList: 'locations', sectionErrors: 'locations.LIMIT_REACHED.20' }),
    ).toEqual({
      error: 'LIMIT_REACHED',
      list: 'locations',
      fieldErrors: [{ field: 'locations', code: 'LIMIT_REACHED', limit: 20 }],
    });
    expect(parseSectionFeedback({ sectionList: 'locations', sectionItem: '1 or 1=1' }).item).toBeUndefined();
    expect(parseSectionFeedback({ sectionList: 'locations', sectionItem: 1.5 }).item).toBeUndefined();
  });
});
