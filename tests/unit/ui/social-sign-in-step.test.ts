import { describe, expect, it } from 'vitest';
import { socialSignInStep } from '../../../src/ui/session/social-sign-in';

describe('socialSignInStep (spec §8, the social buttons with JavaScript)', () => {
  it('missing provider list → the auth error page', () => {
    expect(socialSignInStep(null, 'google', '/jobs')).toEqual({ kind: 'navigate', href: '/api/auth/error' });
  });

  it('unknown provider → signin with the callback URL', () => {
    expect(socialSignInStep({ credentials: {} }, 'google', '/jobs?page=2')).toEqual({
      kind: 'navigate',
      href: '/api/auth/signin?callbackUrl=%2Fjobs%3Fpage%3D2',
    });
    expect(socialSignInStep({ credentials: {} }, 'toString', undefined)).toEqual({ kind: 'navigate', href: '/api/auth/signin' });
  });

  it('a listed provider → the form is posted', () => {
    expect(socialSignInStep({ credentials: {}, google: {} }, 'google', undefined)).toEqual({ kind: 'post' });
  });
});
