import { describe, expect, it } from 'vitest';
import { headerNavFor, mainNavFor } from '../../../src/ui/components/nav-items';

describe('main navigation', () => {
  it('links the blog only where the site has one', () => {
    expect(mainNavFor({ blog: true }).map((i) => i.to)).toEqual(['/', '/jobs', '/blog']);
    expect(mainNavFor({ blog: false }).map((i) => i.to)).toEqual(['/', '/jobs']);
  });

  it('gives recruiters the resume search in the header, on sites with resumes only; nobody else gets it', () => {
    const on = { blog: false, resume: true };
    expect(headerNavFor(on, { kind: 'recruiter' }).map((i) => i.to)).toEqual(['/', '/jobs', '/resumes']);
    expect(headerNavFor(on, { kind: 'recruiter' }).at(-1)?.labelKey).toBe('nav.resumes');
    expect(headerNavFor(on, { kind: 'applicant' }).map((i) => i.to)).toEqual(['/', '/jobs']);
    expect(headerNavFor(on, null).map((i) => i.to)).toEqual(['/', '/jobs']);
    expect(headerNavFor({ blog: true, resume: false }, { kind: 'recruiter' }).map((i) => i.to)).toEqual(['/', '/jobs', '/blog']);
  });
});
