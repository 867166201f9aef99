import type { ShownError } from './application-errors';

/** The answer of `/api/applications/submit?json=true`. */
export interface SubmitAnswer {
  readonly ok: boolean;
  readonly url: string;
  readonly errors: readonly ShownError[];
}

/**
 * Sends the application (with its files, multipart) the way the form would without JavaScript, asking for
 * JSON instead of a redirect. A network failure answers `Default` so the page can offer to send again —
 * with the same idempotency key, so a submit that did arrive is not stored twice.
 */
export async function submitApplication(body: FormData): Promise<SubmitAnswer> {
  try {
    const response = await fetch('/api/applications/submit?json=true', {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    const answer = (await response.json()) as Partial<SubmitAnswer>;
    return {
      ok: answer.ok === true,
      url: typeof answer.url === 'string' ? answer.url : '',
      errors: Array.isArray(answer.errors) ? answer.errors : [],
    };
  } catch {
    return { ok: false, url: '', errors: [{ field: null, code: 'Default' }] };
  }
}
