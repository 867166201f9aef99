import { DEFAULT_DAILY_WRITING_LIMIT } from '../../domain/ai-writing/daily-limit';

/** An OpenAI-compatible chat-completions endpoint (a hosted provider, vLLM, llama.cpp's server, Ollama). */
export interface AiEndpointConfig {
  /** Base URL; the adapter posts to `{baseUrl}/chat/completions`. */
  readonly baseUrl: string;
  readonly model: string;
  /** Sent as a Bearer token; local servers often need none. */
  readonly apiKey: string | null;
}

/**
 * The helper's endpoint from the environment: `AI_BASE_URL` and `AI_MODEL` switch it on (both, or the
 * helper is off), `AI_API_KEY` is optional. An address that is not http(s) stops the worker at start-up
 * rather than failing every request later.
 */
export function aiEndpointConfigFrom(env: NodeJS.ProcessEnv): AiEndpointConfig | null {
  const baseUrl = env.AI_BASE_URL?.trim();
  const model = env.AI_MODEL?.trim();
  if (!baseUrl || !model) return null;
  const url = new URL(baseUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`AI_BASE_URL must be an http(s) address, not ${url.protocol}`);
  return { baseUrl: baseUrl.replace(/\/+$/, ''), model, apiKey: env.AI_API_KEY?.trim() || null };
}

/** Requests per organization and day (`AI_DAILY_LIMIT`, a whole number ≥ 1). */
export function aiDailyLimitFrom(env: NodeJS.ProcessEnv): number {
  const raw = env.AI_DAILY_LIMIT?.trim();
  if (!raw) return DEFAULT_DAILY_WRITING_LIMIT;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`AI_DAILY_LIMIT must be a whole number of at least 1, not "${raw}"`);
  return n;
}
