import type { PromptMessage } from '../../../domain/ai-writing/writing-prompt';

/** Why a generation ended without its text: no answer in time, or an answer that is not a usable stream. */
export type GenerationFailure = 'TIMEOUT' | 'ENDPOINT_FAILED';

/** What a generation streams: pieces of text as they come, and at most one failure, which ends it. */
export type GenerationEvent =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'failed'; readonly reason: GenerationFailure };

export interface GenerationRequest {
  readonly messages: readonly PromptMessage[];
  /** Aborted when whoever asked stops listening: the generator stops the endpoint's answer too. */
  readonly signal: AbortSignal;
}

/**
 * A language model that writes text as a stream. The iteration ends after the last piece, after a
 * `failed` event, or quietly once the request's signal is aborted; it never throws for a failure of
 * the endpoint (those are events), only for bugs.
 */
export interface TextGenerator {
  generate(request: GenerationRequest): AsyncIterable<GenerationEvent>;
}
