import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldChanges } from '../../../../src/domain/staff/staff-diff';

const value = fc.oneof(fc.boolean(), fc.integer(), fc.string({ maxLength: 5 }), fc.constant(null));
const record = fc.dictionary(fc.constantFrom('blocked', 'roles', 'email', 'name'), value);

describe('fieldChanges', () => {
  it('shows exactly the fields whose value differs, each once', () => {
    fc.assert(
      fc.property(record, record, (before, after) => {
        const changes = fieldChanges(before, after);
        const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
        for (const f of fields) {
          const changed = JSON.stringify(before[f]) !== JSON.stringify(after[f]);
          expect(changes.some((c) => c.field === f)).toBe(changed);
        }
        expect(new Set(changes.map((c) => c.field)).size).toBe(changes.length);
      }),
    );
  });

  it('nothing changed, nothing shown', () => {
    fc.assert(
      fc.property(record, (r) => {
        expect(fieldChanges(r, { ...r })).toEqual([]);
      }),
    );
  });

  it('a creation shows every field as added, a deletion as removed', () => {
    expect(fieldChanges(null, { blocked: true })).toEqual([{ field: 'blocked', before: null, after: 'true' }]);
    expect(fieldChanges({ blocked: false }, null)).toEqual([{ field: 'blocked', before: 'false', after: null }]);
    expect(fieldChanges({ roles: ['job_editor'] }, { roles: [] })).toEqual([{ field: 'roles', before: '["job_editor"]', after: '[]' }]);
  });
});
