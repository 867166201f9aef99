import { createHash } from 'node:crypto';
import type { TextHasher } from '../../application/platform/job-import/text-hasher.port';

/** SHA-256, base64url: 43 characters per imported job, and no two contents share one in practice. */
export class Sha256TextHasher implements TextHasher {
  hash(text: string): string {
    return createHash('sha256').update(text, 'utf8').digest('base64url');
  }
}
