import { S3Client } from '@aws-sdk/client-s3';
import { z } from 'zod';
import type { FileStore } from '../../application/platform/files/file-store.port';
import { defaultFilesDir, LocalFileStore, uploadAreaOf } from './local-file-store';
import { S3FileStore } from './s3-file-store';

type Env = Record<string, string | undefined>;

/** An unset variable and an empty one mean the same: not configured. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/**
 * Where files live, from the environment: `FILE_STORE=local` (default, `$DATA_DIR/files`) or
 * `FILE_STORE=s3` with `S3_BUCKET` and, for a server other than AWS, `S3_ENDPOINT` (path-style
 * addressing unless `S3_FORCE_PATH_STYLE=false`). Credentials come from `S3_ACCESS_KEY_ID` and
 * `S3_SECRET_ACCESS_KEY`, else from the AWS SDK's usual chain (instance roles, `AWS_*`).
 */
const StorageEnv = z.object({
  FILE_STORE: optional(z.enum(['local', 's3'])),
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
  S3_REGION: optional(z.string().min(1)),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false'])),
  S3_PREFIX: optional(z.string().regex(/^[a-z0-9][a-z0-9/_.-]{0,99}\/$/, 'must be lower-case and end with "/"')),
});

export interface ConfiguredFileStore {
  readonly store: FileStore;
  /** Start-up check: throws one readable line when the store cannot be used (a missing bucket, refused credentials). */
  readonly check: () => Promise<void>;
  readonly kind: 'local' | 's3';
}

/** The file store this process uses, as configured; throws one readable line on a bad configuration. */
export function createFileStore(options: { readonly filesDir?: string | undefined; readonly env?: Env } = {}): ConfiguredFileStore {
  const env = options.env ?? process.env;
  const filesDir = options.filesDir ?? defaultFilesDir(env);
  const parsed = StorageEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid object storage configuration: ${problems}`);
  }
  const settings = parsed.data;
  if (settings.FILE_STORE !== 's3') return { store: new LocalFileStore(filesDir), check: async () => undefined, kind: 'local' };
  if (!settings.S3_BUCKET) throw new Error('FILE_STORE=s3 needs S3_BUCKET, the bucket that holds the files');
  if (Boolean(settings.S3_ACCESS_KEY_ID) !== Boolean(settings.S3_SECRET_ACCESS_KEY))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const client = new S3Client({
    region: settings.S3_REGION ?? 'us-east-1',
    // Servers other than AWS (MinIO, Ceph, s3rver…) often lack the SDK's newer streaming checksum
    // trailers: ask for checksums only where the API requires them.
    ...(settings.S3_ENDPOINT
      ? {
          endpoint: settings.S3_ENDPOINT,
          forcePathStyle: settings.S3_FORCE_PATH_STYLE !== 'false',
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
    ...(settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY } }
      : {}),
  });
  const store = new S3FileStore({
    client,
    bucket: settings.S3_BUCKET,
    uploadArea: uploadAreaOf(filesDir),
    ...(settings.S3_PREFIX ? { prefix: settings.S3_PREFIX } : {}),
  });
  return { store, check: () => store.check(), kind: 's3' };
}
