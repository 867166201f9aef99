import { describe, expect, it } from 'vitest';
import { deskFieldErrors, deskFormAnswer, requireSignedIn } from '../../../src/ui/routing/console-desk-route';

describe("a console desk's route", () => {
  it('keeps the well-formed answer of a plain form from the address, and the further code keys it names', () => {
    expect(
      deskFormAnswer({ notice: 'saved', error: 'STALE', fieldErrors: 'title:TOO_LONG,slug:TAKEN', creditError: 'NOT_ENOUGH', other: 'x' }, [
        'creditError',
      ]),
    ).toEqual({ notice: 'saved', error: 'STALE', fieldErrors: 'title:TOO_LONG,slug:TAKEN', creditError: 'NOT_ENOUGH' });
  });

  it('drops what a typed address could smuggle into the page', () => {
    expect(deskFormAnswer({ notice: '<script>', error: 'a'.repeat(41), fieldErrors: 'title:<b>', creditError: 'X' })).toEqual({});
    expect(deskFormAnswer({ notice: 42, error: ['saved'] })).toEqual({});
    // Refused keys are named, as undefined, so the router's merge with the raw query cannot bring them back.
    expect(deskFormAnswer({ error: '<b>' }, ['creditError'])).toStrictEqual({
      notice: undefined,
      error: undefined,
      creditError: undefined,
      fieldErrors: undefined,
    });
  });

  it('keeps the console pages’ action notices and reads field errors as field → code', () => {
    expect(deskFormAnswer({ notice: 'set-parent' }).notice).toBe('set-parent');
    expect(deskFieldErrors('title:TOO_LONG,slug:TAKEN,broken')).toEqual({ title: 'TOO_LONG', slug: 'TAKEN' });
    expect(deskFieldErrors(undefined)).toEqual({});
  });

  it('sends guests to sign in and hands every other answer to the page', () => {
    expect(() => requireSignedIn({}, ['UNAUTHENTICATED'], '/admin/configuration')).toThrow();
    const data = { errors: ['FORBIDDEN'] };
    expect(requireSignedIn(data, data.errors, '/admin/configuration')).toBe(data);
    expect(requireSignedIn(data, [], '/admin/configuration')).toBe(data);
  });
});
