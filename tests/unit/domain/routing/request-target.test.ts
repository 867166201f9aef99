import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PATH_LENGTH, problemStatus, requestTargetProblem } from '../../../../src/domain/routing/request-target';

describe('bad request paths', () => {
  it.each(['/%E0%A4%A', '/jobs/%', '/%zz', '/job/%C3', '/%'])('%s is malformed → 400', (path) => {
    expect(requestTargetProblem(path)).toBe('malformed-encoding');
    expect(problemStatus('malformed-encoding')).toBe(400);
  });

  it('paths longer than 2,048 characters → 404', () => {
    expect(requestTargetProblem(`/${'a'.repeat(MAX_PATH_LENGTH)}`)).toBe('too-long');
    expect(requestTargetProblem(`/${'a'.repeat(MAX_PATH_LENGTH - 1)}`)).toBeNull();
    expect(problemStatus('too-long')).toBe(404);
  });

  it.each(['/', '/jobs', '/jobs/m%C3%BCnchen', '/de/job/koch-12', '/a%20b'])('%s is fine', (path) => {
    expect(requestTargetProblem(path)).toBeNull();
  });

  it('never throws; a path it accepts always decodes (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        const path = `/${s}`;
        const problem = requestTargetProblem(path);
        if (problem === null) expect(() => decodeURIComponent(path)).not.toThrow();
      }),
    );
  });
});
