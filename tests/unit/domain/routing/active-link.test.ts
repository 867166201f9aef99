import { describe, expect, it } from 'vitest';
import { isActiveLink } from '../../../../src/domain/routing/active-link';

describe('isActiveLink (spec §2)', () => {
  it('is active on the same path and below it', () => {
    expect(isActiveLink('/jobs', '/jobs')).toBe(true);
    expect(isActiveLink('/jobs', '/jobs/it')).toBe(true);
    expect(isActiveLink('/job', '/job/abc-1')).toBe(true);
  });
  it('is not active on paths that merely share a prefix', () => {
    expect(isActiveLink('/job', '/jobs')).toBe(false);
    expect(isActiveLink('/jobs', '/')).toBe(false);
  });
  it('never marks links starting with http as active', () => {
    expect(isActiveLink('https://example.org/jobs', '/jobs')).toBe(false);
    expect(isActiveLink('http://x/', '/')).toBe(false);
  });
  it('home is active only on home', () => {
    expect(isActiveLink('/', '/')).toBe(true);
    expect(isActiveLink('/', '/jobs')).toBe(false);
  });
  it('ignores the query', () => {
    expect(isActiveLink('/jobs', '/jobs?page=2')).toBe(true);
  });
});
