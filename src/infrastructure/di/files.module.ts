import type { ServiceIdentifier } from 'inversify';
import { defaultFilesDir, uploadAreaOf } from '../files/local-file-store';
import { orphanFileSweeper } from '../files/orphan-file-sweeper';
import { stagedUploadSweeper } from '../files/staged-upload-sweeper';
import { onShutdown } from '../http/shutdown-hooks';
import { defineFeature } from './feature-module';
import { T } from './tokens';

const id = <S>(name: string) => Symbol.for(`jobboard.files.${name}`) as ServiceIdentifier<S>;
const FILES = { UploadArea: id<string>('UploadArea') } as const;

/**
 * The file store's housekeeping: uploads a killed worker left half-read in this host's upload area are
 * removed after a grace period, and so are stored files whose rows never committed (the store and its
 * journal are bound by the composition root, see create-file-store.ts and file-write-scope.ts).
 */
export const filesFeature = defineFeature({
  name: 'files',
  bind(c, config) {
    c.bind(FILES.UploadArea).toConstantValue(uploadAreaOf(config.filesDir ?? defaultFilesDir()));
  },
  start(c) {
    const sweeper = stagedUploadSweeper(c.get(FILES.UploadArea), c.get(T.Logger).child({ component: 'files' }));
    sweeper.start();
    onShutdown(() => sweeper.stop());
    if (!c.isBound(T.FileWriteJournal)) return;
    const orphans = orphanFileSweeper(c.get(T.FileWriteJournal), c.get(T.FileStore), c.get(T.Logger).child({ component: 'files' }));
    orphans.start();
    onShutdown(() => orphans.stop());
  },
});
