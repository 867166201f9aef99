import { describe, expect, it } from 'vitest';
import { sameOriginCallback } from '../../../../src/domain/identity/callback-url';
import { OPEN_REDIRECT_PAYLOADS } from '../../../support/open-redirect-payloads';

const ORIGIN = 'http://localhost:3001';

describe('callbackUrl: same origin or refused', () => {
  it.each(OPEN_REDIRECT_PAYLOADS.map((p) => [p]))('refuses %j', (payload) => {
    expect(sameOriginCallback(payload, ORIGIN)).toBeNull();
  });

  it.each([
    ['/dashboard', '/dashboard'],
    ['/jobs?page=2#top', '/jobs?page=2#top'],
    ['http://localhost:3001', '/'],
    ['http://localhost:3001/de/dashboard?x=1', '/de/dashboard?x=1'],
    ['HTTP://LOCALHOST:3001/user', '/user'],
  ])('accepts %j as %j', (raw, path) => {
    expect(sameOriginCallback(raw, ORIGIN)).toBe(path);
  });

  it('treats nothing as nothing (the caller picks its default)', () => {
    expect(sameOriginCallback(undefined, ORIGIN)).toBeNull();
    expect(sameOriginCallback('', ORIGIN)).toBeNull();
  });
});
