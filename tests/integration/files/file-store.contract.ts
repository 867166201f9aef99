import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FileStore } from '../../../src/application/platform/files/file-store.port';

/** A store under test, with the way its driving side stages an upload. */
export interface StoreUnderTest {
  readonly store: FileStore;
  /** Leaves bytes where the upload readers leave a request's file; returns its staged id. */
  stage(bytes: Uint8Array): Promise<string>;
  /** Whether a staged upload is still waiting (a commit must consume it). */
  isStaged(stagedId: string): Promise<boolean>;
}

const bytesOf = (text: string) => new TextEncoder().encode(text);
const textOf = (bytes: Uint8Array | null) => (bytes ? new TextDecoder().decode(bytes) : null);

/**
 * What every FileStore promises the use cases, whatever keeps the bytes: the in-memory fake, the local
 * disk and S3-compatible storage run the same cases.
 */
export function fileStoreContract(name: string, open: () => StoreUnderTest): void {
  describe(`FileStore contract: ${name}`, () => {
    const run = `t${Date.now().toString(36)}`;

    it('reads back what was written, by key; a missing key reads as null', async () => {
      const { store } = open();
      await store.write(`jobs/${run}/anzeige.pdf`, bytesOf('%PDF-1.7 one'));
      expect(textOf(await store.read(`jobs/${run}/anzeige.pdf`))).toBe('%PDF-1.7 one');
      expect(await store.read(`jobs/${run}/fehlt.pdf`)).toBeNull();
    });

    it('a second write of a key replaces the file whole', async () => {
      const { store } = open();
      await store.write(`jobs/${run}/v.pdf`, bytesOf('first, longer version'));
      await store.write(`jobs/${run}/v.pdf`, bytesOf('second'));
      expect(textOf(await store.read(`jobs/${run}/v.pdf`))).toBe('second');
    });

    it('refuses keys that could leave its space, and reads them as missing', async () => {
      const { store } = open();
      for (const key of ['../x.pdf', 'jobs/../../x', 'Jobs/Upper.pdf', '', 'jobs//x.pdf', 'jobs/', '/etc/passwd']) {
        expect(await store.read(key), key).toBeNull();
        await expect(store.write(key, new Uint8Array([1])), key).rejects.toThrow(/Invalid file key/);
        await expect(store.delete(key), key).rejects.toThrow(/Invalid file key/);
      }
    });

    it('deletes by key; deleting a file that is already gone is no error', async () => {
      const { store } = open();
      await store.write(`organizations/${run}/logo.webp`, new Uint8Array([1, 2, 3]));
      await store.delete(`organizations/${run}/logo.webp`);
      expect(await store.read(`organizations/${run}/logo.webp`)).toBeNull();
      await expect(store.delete(`organizations/${run}/logo.webp`)).resolves.toBeUndefined();
    });

    it('commits a staged upload to its key and consumes it; a commit of an unknown upload fails', async () => {
      const subject = open();
      const stagedId = await subject.stage(bytesOf('%PDF-1.7 staged'));
      await subject.store.commitStaged(stagedId, `applications/${run}/cv.pdf`);
      expect(textOf(await subject.store.read(`applications/${run}/cv.pdf`))).toBe('%PDF-1.7 staged');
      expect(await subject.isStaged(stagedId)).toBe(false);
      await expect(subject.store.commitStaged(randomUUID(), `applications/${run}/other.pdf`)).rejects.toThrow();
      expect(await subject.store.read(`applications/${run}/other.pdf`)).toBeNull();
    });
  });
}
