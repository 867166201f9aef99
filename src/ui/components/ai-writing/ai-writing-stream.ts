import { createParser } from 'eventsource-parser';

/** How a writing request ended: the whole text, stopped by the recruiter, or refused/failed with a code. */
export type WritingOutcome =
  | { readonly kind: 'done' }
  | { readonly kind: 'stopped' }
  | { readonly kind: 'failed'; readonly code: string; readonly problems: ReadonlyArray<{ field: string | null; code: string }> };

interface Refusal {
  error?: string;
  errors?: Array<{ field: string | null; code: string }>;
}

/**
 * Posts a writing request to `/api/ai-writing/stream` and reads its server-sent events: each `text`
 * piece goes to `onText`, `failed` and JSON refusals end it with their code. Aborting `signal` (the Stop
 * button) closes the connection, which stops the model's answer on the platform too.
 */
export async function streamWriting(
  fields: Readonly<Record<string, string>>,
  csrfToken: string,
  signal: AbortSignal,
  onText: (piece: string) => void,
): Promise<WritingOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/ai-writing/stream', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', 'X-CSRF-Token': csrfToken },
      body: JSON.stringify(fields),
      credentials: 'same-origin',
      signal,
    });
  } catch {
    return signal.aborted ? { kind: 'stopped' } : { kind: 'failed', code: 'UNAVAILABLE', problems: [] };
  }
  if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    const refusal = (await response.json().catch(() => ({}))) as Refusal;
    return { kind: 'failed', code: refusal.error ?? 'UNAVAILABLE', problems: refusal.errors ?? [] };
  }
  let outcome: WritingOutcome | null = null;
  const parser = createParser({
    onEvent(event) {
      if (outcome) return;
      const data = JSON.parse(event.data) as { text?: string; error?: string };
      if (event.event === 'text' && typeof data.text === 'string') onText(data.text);
      else if (event.event === 'done') outcome = { kind: 'done' };
      else if (event.event === 'failed') outcome = { kind: 'failed', code: data.error ?? 'ENDPOINT_FAILED', problems: [] };
    },
  });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  try {
    while (reader && !outcome) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
  } catch {
    if (signal.aborted) return { kind: 'stopped' };
    return { kind: 'failed', code: 'ENDPOINT_FAILED', problems: [] };
  } finally {
    reader?.cancel().catch(() => undefined);
  }
  if (signal.aborted) return { kind: 'stopped' };
  // The connection ended without a last event: the text is cut off.
  return outcome ?? { kind: 'failed', code: 'ENDPOINT_FAILED', problems: [] };
}
