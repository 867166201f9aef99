import { tmpdir } from 'node:os';
import type { Container, ServiceIdentifier } from 'inversify';
import { defaultFilesDir, uploadAreaOf } from '../files/local-file-store';
import {
  type FormPost,
  type FormPostRefusal,
  type FormPostSpec,
  readFormPost,
  SMALL_FORM_LIMITS,
} from '../http/form-post/form-post-reader';
import { type UploadSlots, uploadSlots, uploadSlotSettings } from '../http/form-post/upload-slots';

export { crossSiteProblem } from '../http/form-post/same-origin';
export { CONTACT_POST_LIMITS } from '../http/form-post/contact-post-limits';
import { defineFeature } from './feature-module';

export {
  type BodyKind,
  type FormPost,
  type FormPostProblem,
  type FormPostRefusal,
  type FormPostSpec,
  type SpooledFile,
  type SpoolLimits,
  CSRF_FIELD,
  SMALL_FORM_LIMITS,
} from '../http/form-post/form-post-reader';

/**
 * A small form without files (account, alert, privacy forms), read whole within SMALL_FORM_LIMITS as
 * it streams; the endpoint runs its own CSRF check on the fields, as some of its forms need no token.
 */
export const readSmallForm = (request: Request) =>
  readFormPost(request, { accepts: ['urlencoded', 'multipart', 'json'], limits: SMALL_FORM_LIMITS, sameOrigin: false }, tmpdir());

/** How the form endpoints read a post: the one reader, writing file parts to this process's upload area. */
export interface FormPostReader {
  read(request: Request, spec: FormPostSpec): Promise<{ ok: true; post: FormPost } | { ok: false; refusal: FormPostRefusal }>;
}

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.formPosts.${name}`);
const FORM_POSTS = { UploadDir: id<string>('UploadDir'), UploadSlots: id<UploadSlots>('UploadSlots') } as const;

/** The process's upload slots: the platform API's multipart reader queues on the same ones as the forms. */
export const uploadSlotsOf = (c: Container): UploadSlots => c.get(FORM_POSTS.UploadSlots);

/**
 * Posted forms: every form endpoint reads its body through `formPosts` (CSRF and bounds before the
 * bytes, files streamed to the upload area of the file store — `$DATA_DIR/files/.incoming`, where the
 * platform commits them from). A board-only process has the same area under its own DATA_DIR. Bodies
 * that may carry files share this process's upload slots (UPLOAD_CONCURRENCY, UPLOAD_QUEUE_WAIT_MS).
 */
export const formPostsFeature = defineFeature({
  name: 'form-posts',
  bind(c, config) {
    c.bind(FORM_POSTS.UploadDir).toConstantValue(uploadAreaOf(config.filesDir ?? defaultFilesDir()));
    // Read when the container is built, so a bad setting stops the worker at start-up.
    c.bind(FORM_POSTS.UploadSlots).toConstantValue(uploadSlots(uploadSlotSettings()));
  },
  board: (c) => ({
    get formPosts(): FormPostReader {
      const dir = c.get(FORM_POSTS.UploadDir);
      const slots = c.get(FORM_POSTS.UploadSlots);
      return { read: (request, spec) => readFormPost(request, spec, dir, slots) };
    },
  }),
});
