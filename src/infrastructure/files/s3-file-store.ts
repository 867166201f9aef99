import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { FileStore } from '../../application/platform/files/file-store.port';
import { isFileKey } from '../../domain/files/file-key';

/** Names the upload readers give their temporary files (as the local store checks them). */
const STAGED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const isMissingKey = (error: unknown): boolean => error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey';

export interface S3FileStoreOptions {
  readonly client: S3Client;
  readonly bucket: string;
  /** Prepended to every key (e.g. `jobboard/`), so one bucket can hold several installations. */
  readonly prefix?: string;
  /**
   * The local folder the upload readers stream requests into. Uploads are staged on the receiving
   * host's disk while the request is read and checked; only a committed file goes to the bucket.
   */
  readonly uploadArea: string;
}

/**
 * FileStore on S3-compatible object storage, so several hosts share uploads. Keys follow the same rule
 * as on disk; a staged upload is streamed to the bucket (never read into memory) and removed locally
 * once stored. S3 writes are atomic per object: a reader never sees half a file.
 */
export class S3FileStore implements FileStore {
  private readonly prefix: string;

  constructor(private readonly options: S3FileStoreOptions) {
    this.prefix = options.prefix ?? '';
  }

  /**
   * Start-up check: the bucket exists and the credentials may read it. Reading a key that is never
   * written needs no more than the permission the store needs anyway (no bucket listing): "no such
   * key" is the healthy answer.
   */
  async check(): Promise<void> {
    try {
      await this.options.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: `${this.prefix}.store-check` }));
    } catch (error) {
      if (isMissingKey(error)) return;
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      const why =
        (error as { name?: string }).name === 'NoSuchBucket' || status === 404
          ? 'it does not exist'
          : status === 403 || status === 401
            ? 'the credentials are refused'
            : (error as Error).message || (error as Error).name;
      throw new Error(`Object storage bucket "${this.options.bucket}" cannot be used: ${why}`);
    }
  }

  async read(key: string): Promise<Uint8Array<ArrayBuffer> | null> {
    if (!isFileKey(key)) return null;
    try {
      const answer = await this.options.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.prefix + key }));
      if (!answer.Body) return null;
      return new Uint8Array(await answer.Body.transformToByteArray());
    } catch (error) {
      if (isMissingKey(error)) return null;
      throw error;
    }
  }

  async write(key: string, bytes: Uint8Array): Promise<void> {
    this.requireKey(key);
    await this.options.client.send(
      new PutObjectCommand({ Bucket: this.options.bucket, Key: this.prefix + key, Body: bytes, ContentLength: bytes.byteLength }),
    );
  }

  async commitStaged(stagedId: string, key: string): Promise<void> {
    this.requireKey(key);
    if (!STAGED_ID.test(stagedId)) throw new Error('Invalid staged upload id');
    const staged = join(this.options.uploadArea, stagedId);
    const { size } = await stat(staged);
    await this.options.client.send(
      new PutObjectCommand({ Bucket: this.options.bucket, Key: this.prefix + key, Body: createReadStream(staged), ContentLength: size }),
    );
    await rm(staged, { force: true });
  }

  async delete(key: string): Promise<void> {
    this.requireKey(key);
    // S3 answers a delete of a missing object with success, as the port wants.
    await this.options.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.prefix + key }));
  }

  private requireKey(key: string): void {
    if (!isFileKey(key)) throw new Error(`Invalid file key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}
