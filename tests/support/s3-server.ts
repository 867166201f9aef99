import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

/** How s3rver names an object's bytes on its disk: `<key>._S3rver_object`. */
const OBJECT_SUFFIX = '._S3rver_object';

/** The access key and secret the S3 server accepts (its signature check is on). */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3TestServer {
  readonly endpoint: string;
  readonly bucket: string;
  /** The environment a process needs to use this server as its file store. */
  readonly env: Record<string, string>;
  /** The keys the bucket holds under a prefix, read from the server's own folder (sorted). */
  keys(prefix?: string): string[];
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver: the S3 REST API over a folder, with signature checks) on a free
 * port of 127.0.0.1, holding one empty bucket.
 */
export async function startS3Server(bucket = 'jobboard-files'): Promise<S3TestServer> {
  const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;
  const directory = mkdtempSync(join(tmpdir(), 's3-it-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      FILE_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    },
    keys: (prefix = '') => {
      const root = join(directory, bucket);
      if (!existsSync(root)) return [];
      return readdirSync(root, { recursive: true })
        .map(String)
        .filter((file) => file.endsWith(OBJECT_SUFFIX))
        .map((file) => file.slice(0, -OBJECT_SUFFIX.length).split(sep).join('/'))
        .filter((key) => key.startsWith(prefix))
        .sort();
    },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
