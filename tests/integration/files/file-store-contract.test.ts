import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createFileStore } from '../../../src/infrastructure/files/create-file-store';
import { LocalFileStore, uploadAreaOf } from '../../../src/infrastructure/files/local-file-store';
import { InMemoryFileStore } from '../../support/in-memory-file-store';
import { type S3TestServer, startS3Server } from '../../support/s3-server';
import { fileStoreContract } from './file-store.contract';

/** Stages uploads as the form-post reader does: a file named by a UUID in the store's upload area. */
const diskStaging = (filesDir: string) => ({
  stage: async (bytes: Uint8Array) => {
    const stagedId = randomUUID();
    mkdirSync(uploadAreaOf(filesDir), { recursive: true });
    writeFileSync(join(uploadAreaOf(filesDir), stagedId), bytes);
    return stagedId;
  },
  isStaged: async (stagedId: string) => existsSync(join(uploadAreaOf(filesDir), stagedId)),
});

const memory = new InMemoryFileStore();
fileStoreContract('in-memory fake', () => ({
  store: memory,
  stage: async (bytes) => {
    const stagedId = randomUUID();
    memory.staged.set(stagedId, bytes);
    return stagedId;
  },
  isStaged: async (stagedId) => memory.staged.has(stagedId),
}));

const localDir = mkdtempSync(join(tmpdir(), 'store-contract-local-'));
afterAll(() => rmSync(localDir, { recursive: true, force: true }));
fileStoreContract('local disk', () => ({ store: new LocalFileStore(localDir), ...diskStaging(localDir) }));

let s3: S3TestServer;
const s3Dir = mkdtempSync(join(tmpdir(), 'store-contract-s3-'));
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
  rmSync(s3Dir, { recursive: true, force: true });
});
fileStoreContract('S3-compatible storage', () => ({
  store: createFileStore({ filesDir: s3Dir, env: s3.env }).store,
  ...diskStaging(s3Dir),
}));
