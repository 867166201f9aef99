import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { Logger } from 'pino';
import type {
  GenerationEvent,
  GenerationFailure,
  GenerationRequest,
  TextGenerator,
} from '../../application/platform/ai-writing/text-generator.port';
import type { AiEndpointConfig } from './ai-config';

/** Settings the product fixes for every model: a steady but not rigid voice, and room for a full advertisement. */
export const GENERATION_SETTINGS = { temperature: 0.5, max_tokens: 1500 } as const;

export interface GeneratorTimeouts {
  /** From sending the request to the answer's first bytes (connecting included). */
  readonly firstByteMs: number;
  /** Between two pieces of the stream once it flows. */
  readonly stallMs: number;
}

export const DEFAULT_GENERATOR_TIMEOUTS: GeneratorTimeouts = { firstByteMs: 20_000, stallMs: 20_000 };

class Failure extends Error {
  constructor(readonly reason: GenerationFailure) {
    super(reason);
  }
}

/** The content piece of one chunk (`choices[0].delta.content`); an `error` object marks a failed stream. */
function contentOf(data: string): string {
  let chunk: unknown;
  try {
    chunk = JSON.parse(data);
  } catch {
    throw new Failure('ENDPOINT_FAILED');
  }
  if (typeof chunk !== 'object' || chunk === null || 'error' in chunk) throw new Failure('ENDPOINT_FAILED');
  const choice = (chunk as { choices?: Array<{ delta?: { content?: unknown } }> }).choices?.[0];
  return typeof choice?.delta?.content === 'string' ? choice.delta.content : '';
}

/**
 * TextGenerator over any OpenAI-compatible `POST {base}/chat/completions` with `stream: true`: server-sent
 * events whose `data` is a chunk with `choices[0].delta.content`, ended by `data: [DONE]`. The key stays
 * here, on the platform. A timer covers the way to the first byte and then each gap between pieces; when
 * it fires, or the asker's signal aborts, the request to the endpoint is aborted too. An error status, an
 * answer that is not an event stream (an HTML error page), a chunk that is not JSON or a stream that ends
 * without `[DONE]` are a failed generation: the caller then keeps what the recruiter had.
 */
export class OpenAiCompatibleTextGenerator implements TextGenerator {
  constructor(
    private readonly config: AiEndpointConfig,
    private readonly logger: Logger,
    private readonly timeouts: GeneratorTimeouts = DEFAULT_GENERATOR_TIMEOUTS,
  ) {}

  async *generate(request: GenerationRequest): AsyncIterable<GenerationEvent> {
    const abort = new AbortController();
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const arm = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        abort.abort();
      }, ms);
    };
    const onStop = () => abort.abort();
    if (request.signal.aborted) return;
    request.signal.addEventListener('abort', onStop, { once: true });
    arm(this.timeouts.firstByteMs);
    try {
      for await (const text of this.stream(request, abort.signal, () => arm(this.timeouts.stallMs))) yield { kind: 'text', text };
    } catch (error) {
      if (request.signal.aborted) return;
      const reason: GenerationFailure = timedOut ? 'TIMEOUT' : error instanceof Failure ? error.reason : 'ENDPOINT_FAILED';
      // Never the prompt or the answer: they may hold what a recruiter typed.
      this.logger.warn({ reason, err: error instanceof Failure ? undefined : error }, 'text generation failed');
      yield { kind: 'failed', reason };
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', onStop);
      // A consumer that stops iterating early (the asker went away) must not leave the endpoint writing.
      abort.abort();
    }
  }

  private async *stream(request: GenerationRequest, signal: AbortSignal, onPiece: () => void): AsyncGenerator<string> {
    const response = await fetch(`${this.config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        ...(this.config.apiKey ? { Authorization: `Bearer ${this.config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: this.config.model, messages: request.messages, stream: true, ...GENERATION_SETTINGS }),
      signal,
    });
    const type = response.headers.get('content-type')?.split(';', 1)[0]?.trim().toLowerCase();
    if (!response.ok || type !== 'text/event-stream') {
      this.logger.warn({ status: response.status, contentType: type ?? null }, 'model endpoint refused the request');
      await response.body?.cancel().catch(() => undefined);
      throw new Failure('ENDPOINT_FAILED');
    }
    if (!response.body) throw new Failure('ENDPOINT_FAILED');
    onPiece();
    const pieces: string[] = [];
    let done = false;
    let broken: Failure | null = null;
    const parser = createParser({
      onEvent: (event: EventSourceMessage) => {
        if (done || broken) return;
        if (event.data.trim() === '[DONE]') {
          done = true;
          return;
        }
        try {
          const piece = contentOf(event.data);
          if (piece) pieces.push(piece);
        } catch (error) {
          broken = error instanceof Failure ? error : new Failure('ENDPOINT_FAILED');
        }
      },
    });
    const decoder = new TextDecoder();
    for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
      onPiece();
      parser.feed(decoder.decode(bytes, { stream: true }));
      while (pieces.length > 0) yield pieces.shift() as string;
      if (broken) throw broken;
      if (done) return;
    }
    parser.feed(decoder.decode());
    while (pieces.length > 0) yield pieces.shift() as string;
    if (broken) throw broken;
    // The connection closed before `[DONE]`: the text is cut off, so it is not a result.
    if (!done) throw new Failure('ENDPOINT_FAILED');
  }
}
