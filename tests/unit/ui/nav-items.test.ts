import { describe, expect, it } from 'vitest';
import { mainNavFor } from '../../../src/ui/components/nav-items';

describe('main navigation', () => {
  it('links the blog only where the site has one', () => {
    expect(mainNavFor({ blog: true }).map((i) => i.to)).toEqual(['/', '/jobs', '/blog']);
    expect(mainNavFor({ blog: false }).map((i) => i.to)).toEqual(['/', '/jobs']);
  });
});
