import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AcceptedJob, planSync, type StoredImport, type SyncAction } from '../../../../src/domain/job-import/sync-plan';

/** What the store holds after a run carried out `actions` (new jobs get the id `job-<reference>`). */
function apply(stored: readonly StoredImport[], accepted: readonly AcceptedJob[], actions: readonly SyncAction[]): StoredImport[] {
  const next = new Map(stored.map((s) => [s.reference, s]));
  // The first of duplicate references is the one a run takes.
  const fingerprints = new Map([...accepted].reverse().map((a) => [a.reference, a.fingerprint]));
  for (const action of actions) {
    const fingerprint = fingerprints.get(action.reference) ?? '';
    if (action.kind === 'create')
      next.set(action.reference, { reference: action.reference, jobId: `job-${action.reference}`, fingerprint, online: true });
    if (action.kind === 'update')
      next.set(action.reference, { reference: action.reference, jobId: action.jobId, fingerprint, online: true });
    if (action.kind === 'unpublish') {
      const previous = next.get(action.reference);
      if (previous) next.set(action.reference, { ...previous, online: false });
    }
  }
  return [...next.values()];
}

const reference = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
const fingerprint = fc.constantFrom('v1', 'v2', 'v3');
const storedList = fc
  .uniqueArray(fc.record({ reference, jobId: fc.constant(''), fingerprint, online: fc.boolean() }), {
    selector: (s) => s.reference,
  })
  .map((list) => list.map((s) => ({ ...s, jobId: `job-${s.reference}` })));
const feed = fc.array(fc.record({ reference, fingerprint }), { maxLength: 8 });

describe('planning an import run', () => {
  it('creates new jobs, updates changed ones, leaves unchanged ones and unpublishes the ones gone', () => {
    const stored: StoredImport[] = [
      { reference: 'same', jobId: 'j1', fingerprint: 'x', online: true },
      { reference: 'changed', jobId: 'j2', fingerprint: 'x', online: true },
      { reference: 'gone', jobId: 'j3', fingerprint: 'x', online: true },
      { reference: 'back', jobId: 'j4', fingerprint: 'x', online: false },
      { reference: 'long-gone', jobId: 'j5', fingerprint: 'x', online: false },
    ];
    const accepted = ['same:x', 'changed:y', 'back:x', 'new:z', 'new:w'].map((s) => {
      const [ref = '', fp = ''] = s.split(':');
      return { reference: ref, fingerprint: fp };
    });
    expect(planSync(stored, accepted)).toEqual([
      { kind: 'unchanged', reference: 'same', jobId: 'j1' },
      { kind: 'update', reference: 'changed', jobId: 'j2' },
      { kind: 'update', reference: 'back', jobId: 'j4' },
      { kind: 'create', reference: 'new' },
      { kind: 'unpublish', reference: 'gone', jobId: 'j3' },
    ]);
  });

  it('is idempotent: a second run over the same feed writes nothing (property)', () => {
    fc.assert(
      fc.property(storedList, feed, (stored, accepted) => {
        const after = apply(stored, accepted, planSync(stored, accepted));
        return planSync(after, accepted).every((a) => a.kind === 'unchanged');
      }),
    );
  });

  it('touches each feed reference once and unpublishes exactly the online jobs the feed dropped (property)', () => {
    fc.assert(
      fc.property(storedList, feed, (stored, accepted) => {
        const actions = planSync(stored, accepted);
        const inFeed = new Set(accepted.map((a) => a.reference));
        const kept = actions.filter((a) => a.kind !== 'unpublish').map((a) => a.reference);
        const dropped = actions.filter((a) => a.kind === 'unpublish').map((a) => a.reference);
        const expectedDropped = stored.filter((s) => s.online && !inFeed.has(s.reference)).map((s) => s.reference);
        return kept.length === inFeed.size && new Set(kept).size === inFeed.size && dropped.join() === expectedDropped.join();
      }),
    );
  });
});
