import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationEvent } from '../../../src/application/platform/ai-writing/text-generator.port';
import { OpenAiCompatibleTextGenerator } from '../../../src/infrastructure/ai/openai-compatible-text-generator';
import { type FakeChatServer, startFakeChatServer } from '../../support/fake-chat-completions';

const messages = [
  { role: 'system', content: 'rules' },
  { role: 'user', content: 'facts' },
] as const;

async function collect(events: AsyncIterable<GenerationEvent>): Promise<GenerationEvent[]> {
  const out: GenerationEvent[] = [];
  for await (const event of events) out.push(event);
  return out;
}

const textOf = (events: GenerationEvent[]) =>
  events
    .filter((e): e is Extract<GenerationEvent, { kind: 'text' }> => e.kind === 'text')
    .map((e) => e.text)
    .join('');

describe('OpenAiCompatibleTextGenerator against a local chat-completions server', () => {
  let server: FakeChatServer;
  let generator: OpenAiCompatibleTextGenerator;

  beforeAll(async () => {
    server = await startFakeChatServer();
    generator = new OpenAiCompatibleTextGenerator(
      { baseUrl: server.baseUrl, model: 'test-model', apiKey: 'sk-test' },
      pino({ level: 'silent' }),
      {
        firstByteMs: 800,
        stallMs: 400,
      },
    );
  });
  afterAll(() => server.close());

  it('streams the pieces in order until [DONE], asking with the fixed settings and the key', async () => {
    server.answer({ kind: 'chunks', pieces: ['<p>We are ', 'hiring', '</p>'], delayMs: 20 });
    const events = await collect(generator.generate({ messages, signal: new AbortController().signal }));
    expect(events.map((e) => e.kind)).toEqual(['text', 'text', 'text']);
    expect(textOf(events)).toBe('<p>We are hiring</p>');
    const last = server.received.at(-1)!;
    expect(last.authorization).toBe('Bearer sk-test');
    expect(last.body).toMatchObject({ model: 'test-model', stream: true, temperature: 0.5, max_tokens: 1500, messages });
  });

  it('names an error status with a JSON body a failed endpoint', async () => {
    server.answer({ kind: 'error', status: 503 });
    expect(await collect(generator.generate({ messages, signal: new AbortController().signal }))).toEqual([
      { kind: 'failed', reason: 'ENDPOINT_FAILED' },
    ]);
  });

  it('names an HTML page answered with 200 a failed endpoint', async () => {
    server.answer({ kind: 'html' });
    expect(await collect(generator.generate({ messages, signal: new AbortController().signal }))).toEqual([
      { kind: 'failed', reason: 'ENDPOINT_FAILED' },
    ]);
  });

  it('ends a stream cut before [DONE] with a failure after the pieces that came', async () => {
    server.answer({ kind: 'cut', pieces: ['<p>Half', ' a text'] });
    const events = await collect(generator.generate({ messages, signal: new AbortController().signal }));
    expect(events.at(-1)).toEqual({ kind: 'failed', reason: 'ENDPOINT_FAILED' });
    expect(textOf(events)).toBe('<p>Half a text');
  });

  it('ends a stalled stream with a timeout once no piece came for the stall time', async () => {
    server.answer({ kind: 'stall', pieces: ['<p>Begun'] });
    const started = Date.now();
    const events = await collect(generator.generate({ messages, signal: new AbortController().signal }));
    expect(events).toEqual([
      { kind: 'text', text: '<p>Begun' },
      { kind: 'failed', reason: 'TIMEOUT' },
    ]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('ends with a timeout when the endpoint never answers', async () => {
    server.answer({ kind: 'silent' });
    expect(await collect(generator.generate({ messages, signal: new AbortController().signal }))).toEqual([
      { kind: 'failed', reason: 'TIMEOUT' },
    ]);
  });

  it('fails on a connection that is refused', async () => {
    const nowhere = new OpenAiCompatibleTextGenerator(
      { baseUrl: 'http://127.0.0.1:9/v1', model: 'm', apiKey: null },
      pino({ level: 'silent' }),
    );
    expect(await collect(nowhere.generate({ messages, signal: new AbortController().signal }))).toEqual([
      { kind: 'failed', reason: 'ENDPOINT_FAILED' },
    ]);
  });

  it('stops the endpoint’s stream when the asker aborts, without a failure', async () => {
    server.answer({ kind: 'chunks', pieces: Array.from({ length: 50 }, (_, i) => `word${i} `), delayMs: 50 });
    const before = server.aborted();
    const stop = new AbortController();
    const events: GenerationEvent[] = [];
    for await (const event of generator.generate({ messages, signal: stop.signal })) {
      events.push(event);
      if (events.length === 3) stop.abort();
    }
    expect(events.every((e) => e.kind === 'text')).toBe(true);
    expect(events.length).toBeLessThan(10);
    await expect.poll(() => server.aborted()).toBe(before + 1);
  });
});
