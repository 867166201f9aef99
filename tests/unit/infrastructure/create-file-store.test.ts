import { describe, expect, it } from 'vitest';
import { createFileStore } from '../../../src/infrastructure/files/create-file-store';

const s3 = { FILE_STORE: 's3', S3_BUCKET: 'jobboard-files', S3_ENDPOINT: 'http://127.0.0.1:9000' };

describe('the file store from the environment', () => {
  it('is the local folder unless object storage is asked for (an empty variable counts as unset)', () => {
    expect(createFileStore({ filesDir: '/tmp/files', env: {} }).kind).toBe('local');
    expect(createFileStore({ filesDir: '/tmp/files', env: { FILE_STORE: '' } }).kind).toBe('local');
    expect(createFileStore({ filesDir: '/tmp/files', env: s3 }).kind).toBe('s3');
  });

  it('names each configuration mistake in one line', () => {
    const attempt = (env: Record<string, string>) => () => createFileStore({ filesDir: '/tmp/files', env });
    expect(attempt({ FILE_STORE: 'ftp' })).toThrow(/^Invalid object storage configuration: FILE_STORE: /);
    expect(attempt({ FILE_STORE: 's3' })).toThrow('FILE_STORE=s3 needs S3_BUCKET, the bucket that holds the files');
    expect(attempt({ ...s3, S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET: must be a valid bucket name/);
    expect(attempt({ ...s3, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    expect(attempt({ ...s3, S3_PREFIX: 'Board' })).toThrow(/S3_PREFIX: must be lower-case and end with "\/"/);
    expect(attempt({ ...s3, S3_ACCESS_KEY_ID: 'only-the-id' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  });
});
