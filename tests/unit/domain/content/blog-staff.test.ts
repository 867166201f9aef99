import { describe, expect, it } from 'vitest';
import { mayManageBlogPost, maySeeBlogPost, staffBlogFilter } from '../../../../src/domain/content/blog-staff';
import type { Actor } from '../../../../src/domain/identity/actor';

const admin: Actor = { kind: 'user', userId: '1', roles: [{ id: 'administrator', targetId: null }] };
const suedwestAdmin: Actor = { kind: 'user', userId: '2', roles: [{ id: 'site_admin', targetId: 'suedwest' }] };
const editor: Actor = { kind: 'user', userId: '3', roles: [{ id: 'job_editor', targetId: null }] };
const masquerade: Actor = { ...admin, masqueradedBy: '9' };

describe('who may manage a blog post', () => {
  it('a site admin manages a post only when it runs every site of it', () => {
    expect(mayManageBlogPost(suedwestAdmin, ['suedwest'])).toBe(true);
    expect(mayManageBlogPost(suedwestAdmin, ['suedwest', 'karriere'])).toBe(false);
    expect(maySeeBlogPost(suedwestAdmin, ['suedwest', 'karriere'])).toBe(true);
    expect(maySeeBlogPost(suedwestAdmin, ['karriere'])).toBe(false);
  });

  it('a post on no site is an administrator’s; job editors and masquerades manage none', () => {
    expect(mayManageBlogPost(admin, [])).toBe(true);
    expect(mayManageBlogPost(suedwestAdmin, [])).toBe(false);
    expect(mayManageBlogPost(editor, ['suedwest'])).toBe(false);
    expect(mayManageBlogPost(masquerade, ['suedwest'])).toBe(false);
  });
});

describe('staffBlogFilter', () => {
  it('keeps a known state and a trimmed title, and falls back leniently', () => {
    expect(staffBlogFilter({ title: '  Winter ', state: 'scheduled', page: 3 })).toEqual({ title: 'Winter', state: 'scheduled', page: 3 });
    expect(staffBlogFilter({ title: '  ', state: 'gone', page: -2 })).toEqual({ title: null, state: null, page: 1 });
  });
});
