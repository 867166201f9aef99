import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jobSlug } from '../../../../src/application/platform/job-posting/job-posting-writer';
import { jobIdOfSlug } from '../../../../src/domain/job/job-slug';

describe('the id a job slug ends in (the job page without the route lookup)', () => {
  it('is the id every written slug was made with', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.bigInt({ min: 1n, max: 10n ** 17n }), (title, id) => {
        expect(jobIdOfSlug(jobSlug(title, id.toString()))).toBe(id.toString());
      }),
    );
  });

  it('is none for slugs that end in no id or are not slugs', () => {
    expect(jobIdOfSlug('pflegefachkraft-m-w-d')).toBeNull();
    expect(jobIdOfSlug('pflegefachkraft-0')).toBeNull();
    expect(jobIdOfSlug('Pflege-12')).toBeNull();
    expect(jobIdOfSlug('../12')).toBeNull();
    expect(jobIdOfSlug('pflegefachkraft-m-w-d-640')).toBe('640');
  });
});
