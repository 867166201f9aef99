import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalFileStore } from '../../../src/infrastructure/files/local-file-store';

describe('LocalFileStore (real disk)', () => {
  const root = mkdtempSync(join(tmpdir(), 'jobboard-store-'));
  const outside = join(tmpdir(), `outside-${process.pid}-${Date.now()}.pdf`);
  writeFileSync(outside, 'secret');
  const store = new LocalFileStore(join(root, 'files'));
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(outside, { force: true });
  });

  it('writes and reads files by key, leaving no temporary files behind', async () => {
    await store.write('jobs/12/anzeige.pdf', new TextEncoder().encode('%PDF-1.7'));
    expect(new TextDecoder().decode((await store.read('jobs/12/anzeige.pdf'))!)).toBe('%PDF-1.7');
    expect(readdirSync(join(root, 'files', 'jobs', '12'))).toEqual(['anzeige.pdf']);
    expect(await store.read('jobs/12/fehlt.pdf')).toBeNull();
    expect(await store.read('jobs/12')).toBeNull(); // a folder is not a file
  });

  it('never leaves its folder, whatever the key', async () => {
    for (const key of [`../../${basename(outside)}`, outside, 'jobs/../../x', 'Jobs/Upper.pdf', '', 'jobs//x.pdf', 'jobs/']) {
      expect(await store.read(key), key).toBeNull();
      await expect(store.write(key, new Uint8Array([1])), key).rejects.toThrow(/Invalid file key/);
      await expect(store.delete(key), key).rejects.toThrow(/Invalid file key/);
    }
  });

  it('deletes files by key; a file that is already gone is no error', async () => {
    await store.write('organizations/7/logo-0badcafe-a.webp', new Uint8Array([1, 2]));
    await store.delete('organizations/7/logo-0badcafe-a.webp');
    expect(await store.read('organizations/7/logo-0badcafe-a.webp')).toBeNull();
    await expect(store.delete('organizations/7/logo-0badcafe-a.webp')).resolves.toBeUndefined();
  });
});
