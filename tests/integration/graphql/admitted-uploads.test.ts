import { gql } from '@apollo/client';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApolloClient } from '../../../src/infrastructure/graphql/client/create-apollo-client';
import {
  isAdmittedUpload,
  UPLOAD_ADMITTED_HEADER,
  UPLOAD_PROOF_LIFETIME_MS,
  uploadAdmissionProof,
} from '../../../src/infrastructure/http/form-post/upload-admission';
import { uploadSlots } from '../../../src/infrastructure/http/form-post/upload-slots';
import { platformYoga } from './support/all-graphql-parts';
import { startHttpServer, type RunningServer } from './support/http-bridge';
import { fakePlatformDeps } from './support/platform-seed';

/*
 * Split topology: the board's form reader already waited for one of the board's upload slots before it
 * forwards an application's files to the platform. With every platform slot taken, that forwarded upload
 * must still go through (it was admitted once); a client that talks to the API directly still waits for a
 * platform slot and is refused BUSY when none comes free — also with a forged or an old proof.
 */

const SECRET = 'a-server-secret-board-and-platform-share-0123456789';
const MUTATION = 'mutation check($files: [Upload!]!) { checkAttachments(files: $files) { name accepted } }';
const HEADERS = { 'x-frontend': 'default', 'apollo-require-preflight': 'true' };
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
const board = { site: 'default', locale: 'de' } as const;

let server: RunningServer;
// One slot and a wait for it of a second: a request queued behind the taken slot is refused BUSY after it.
const slots = uploadSlots({ concurrency: 1, waitMs: 1000 });

beforeAll(async () => {
  const yoga = platformYoga(fakePlatformDeps(), {
    production: false,
    logger: pino({ level: 'silent' }),
    uploadSlots: slots,
    uploadAdmitted: (request) => isAdmittedUpload(request, SECRET),
  });
  server = await startHttpServer((r) => yoga.fetch(r));
});
afterAll(async () => {
  await server?.close();
});

const pdf = (name: string) => new File([PDF], name, { type: 'application/pdf' });

/** The board's own link (multipart through its streaming upload link), with or without its proof. */
const boardClient = (prove?: () => string) =>
  createApolloClient({ uri: server.graphqlUrl, ssrMode: true, ...(prove ? { proveUploadAdmitted: prove } : {}) });

const boardUpload = (prove?: () => string) =>
  boardClient(prove).mutate<{ checkAttachments: Array<{ name: string; accepted: boolean }> }>({
    mutation: gql(MUTATION),
    variables: { files: [pdf('lebenslauf.pdf')] },
    context: { board },
  });

/** A client of the API itself: the multipart request by hand, with whatever extra headers it sends. */
function directUpload(extra: Record<string, string> = {}): Promise<Response> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: MUTATION, variables: { files: [null] } }));
  form.append('map', JSON.stringify({ 0: ['variables.files.0'] }));
  form.append('0', pdf('direct.pdf'));
  return fetch(server.graphqlUrl, { method: 'POST', headers: { ...HEADERS, ...extra }, body: form });
}

async function expectBusy(answer: Response): Promise<void> {
  expect(answer.status).toBe(503);
  const json = (await answer.json()) as { errors: Array<{ extensions: { code: string } }> };
  expect(json.errors[0]?.extensions.code).toBe('BUSY');
}

describe('uploads the board admitted, while every platform upload slot is taken', () => {
  it('a board-forwarded upload goes through; a direct client still waits and is refused BUSY', async () => {
    const release = await slots.acquire();
    expect(release).not.toBeNull();
    try {
      const forwarded = await boardUpload(() => uploadAdmissionProof(SECRET));
      expect(forwarded.data?.checkAttachments).toMatchObject([{ name: 'lebenslauf.pdf', accepted: true }]);
      // It took no slot: nobody queued behind it.
      expect([slots.inUse, slots.waiting]).toEqual([1, 0]);

      await expectBusy(await directUpload());
      // A proof under another secret, or one made long ago, proves nothing.
      await expectBusy(await directUpload({ [UPLOAD_ADMITTED_HEADER]: uploadAdmissionProof('another-secret') }));
      const old = uploadAdmissionProof(SECRET, Date.now() - UPLOAD_PROOF_LIFETIME_MS - 1000);
      await expectBusy(await directUpload({ [UPLOAD_ADMITTED_HEADER]: old }));
      await expectBusy(await directUpload({ [UPLOAD_ADMITTED_HEADER]: 'garbage' }));
      // A board link without the proof is queued like any client.
      await expect(boardUpload()).rejects.toThrow(/503|BUSY|busy/i);
    } finally {
      release?.();
    }
    // With the slot free, a direct client is served again.
    expect((await directUpload()).status).toBe(200);
  });
});
