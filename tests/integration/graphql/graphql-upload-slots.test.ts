import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadSlots } from '../../../src/infrastructure/http/form-post/upload-slots';
import { platformYoga } from './support/all-graphql-parts';
import { startHttpServer, type RunningServer } from './support/http-bridge';
import { fakePlatformDeps } from './support/platform-seed';

/*
 * A client that talks to the API directly (a Bearer token, no board in front) meets the same upload
 * slots as the board's forms: one slot here, no wait, so a second multipart body while the first is
 * still arriving is refused at once, before any of its bytes are read.
 */

const MUTATION = 'mutation check($files: [Upload!]!) { checkAttachments(files: $files) { name accepted } }';
const HEADERS = { 'x-frontend': 'default', 'apollo-require-preflight': 'true' };
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);

let server: RunningServer;
const slots = uploadSlots({ concurrency: 1, waitMs: 0 });

beforeAll(async () => {
  const yoga = platformYoga(fakePlatformDeps(), { production: false, logger: pino({ level: 'silent' }), uploadSlots: slots });
  server = await startHttpServer((r) => yoga.fetch(r));
});
afterAll(async () => {
  await server?.close();
});

function uploadForm(name: string): FormData {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: MUTATION, variables: { files: [null] } }));
  form.append('map', JSON.stringify({ 0: ['variables.files.0'] }));
  form.append('0', new File([PDF], name, { type: 'application/pdf' }));
  return form;
}

/** A multipart upload whose body arrives only when `finish` is called: it holds a slot meanwhile. */
async function slowUpload(): Promise<{ finish: () => void; answer: Promise<Response> }> {
  const encoded = new Response(uploadForm('slow.pdf'));
  const type = encoded.headers.get('content-type') ?? '';
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const half = Math.floor(bytes.length / 2);
  let finish = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.subarray(0, half));
      finish = () => {
        controller.enqueue(bytes.subarray(half));
        controller.close();
      };
    },
  });
  const answer = fetch(server.graphqlUrl, {
    method: 'POST',
    headers: { ...HEADERS, 'content-type': type },
    body,
    duplex: 'half',
  } as RequestInit);
  return { finish: () => finish(), answer };
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe('upload slots of the platform API', () => {
  it('refuses a multipart body with 503 BUSY and Retry-After while every slot is taken, and takes it once one is free', async () => {
    const slow = await slowUpload();
    await until(() => slots.inUse === 1);

    const refused = await fetch(server.graphqlUrl, { method: 'POST', headers: HEADERS, body: uploadForm('second.pdf') });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(slots.retryAfterSeconds));
    const json = (await refused.json()) as { errors: Array<{ extensions: { code: string } }> };
    expect(json.errors[0]?.extensions.code).toBe('BUSY');

    // A JSON request never waits for an upload slot.
    const plain = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { ...HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ getAppConfig { key } }' }),
    });
    expect(plain.status).toBe(200);

    slow.finish();
    const first = await slow.answer;
    expect(first.status).toBe(200);
    expect(((await first.json()) as { data: unknown }).data).toEqual({ checkAttachments: [{ name: 'slow.pdf', accepted: true }] });
    await until(() => slots.inUse === 0);

    const later = await fetch(server.graphqlUrl, { method: 'POST', headers: HEADERS, body: uploadForm('later.pdf') });
    expect(later.status).toBe(200);
  });
});
