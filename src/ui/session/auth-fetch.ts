/*
 * The board's calls to /api/auth. Like NextAuth's client: an empty answer (`{}`) or a failing
 * one is null, and a failure is reported as CLIENT_FETCH_ERROR through the `_log` beacon and
 * the console. Nothing but the path and the error kind is reported.
 */

export const AUTH_BASE = '/api/auth';

export type ClientLogCode = 'CLIENT_FETCH_ERROR' | 'CLIENT_SESSION_ERROR';

export function clientLog(code: ClientLogCode, message: string): void {
  console.warn(`[auth] ${code}: ${message}`);
  try {
    const body = new URLSearchParams({ level: 'error', code, message: message.slice(0, 300) });
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') navigator.sendBeacon(`${AUTH_BASE}/_log`, body);
  } catch {
    // logging must never break the page
  }
}

export async function fetchAuth<T extends object>(path: string, init?: RequestInit, fetcher: typeof fetch = fetch): Promise<T | null> {
  try {
    const response = await fetcher(`${AUTH_BASE}/${path}`, {
      credentials: 'same-origin',
      ...init,
      headers: { Accept: 'application/json', ...(init?.headers ?? {}) },
    });
    const data = (await response.json()) as unknown;
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return data && typeof data === 'object' && Object.keys(data).length > 0 ? (data as T) : null;
  } catch (error) {
    clientLog('CLIENT_FETCH_ERROR', `${path}: ${error instanceof Error ? error.message : 'failed'}`);
    return null;
  }
}
