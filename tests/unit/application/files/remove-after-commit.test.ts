import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { removeAfterCommit } from '../../../../src/application/platform/files/remove-after-commit';

/** A store whose delete fails for the keys in `broken` and records every key it was asked for. */
const storeFailingFor = (broken: ReadonlySet<string>) => {
  const asked: string[] = [];
  return {
    asked,
    delete: async (key: string) => {
      asked.push(key);
      if (broken.has(key)) throw new Error('storage unavailable');
    },
  };
};

describe('removing the files of a committed change', () => {
  it('tries every key, returns the ones that failed, and never throws', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.string({ minLength: 1 }), { maxLength: 12 }), fc.func(fc.boolean()), async (keys, fails) => {
        const broken = new Set(keys.filter((k) => fails(k)));
        const store = storeFailingFor(broken);
        const left = await removeAfterCommit(store, keys);
        expect(store.asked.sort()).toEqual([...keys].sort());
        expect([...left].sort()).toEqual([...broken].sort());
      }),
    );
  });
});
