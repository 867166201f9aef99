/*
 * The job-alert prompt on /jobs: a non-blocking invitation
 * to save the search, shown to a browser at most once in ten days, and never to someone who already has
 * an alert for the search on screen. The browser remembers when it last showed it (a timestamp).
 */

export const ALERT_PROMPT_INTERVAL_MS = 10 * 86_400_000;

/** The browser's storage key (localStorage) for the time the prompt was last shown. */
export const ALERT_PROMPT_STORAGE_KEY = 'jb_alert_prompt_shown_at';

export interface PromptFacts {
  /** When the prompt was last shown in this browser (ms since epoch), or null. */
  readonly lastShownAt: number | null;
  readonly now: number;
  /** The signed-in visitor has an alert for this very search. */
  readonly hasAlertForSearch: boolean;
}

export function shouldShowAlertPrompt(facts: PromptFacts): boolean {
  if (facts.hasAlertForSearch) return false;
  if (facts.lastShownAt === null) return true;
  // A time in the future (clock changed, value tampered with) does not silence the prompt for good.
  if (facts.lastShownAt > facts.now) return true;
  return facts.now - facts.lastShownAt >= ALERT_PROMPT_INTERVAL_MS;
}

/** The stored value as a time, or null when missing or not a plausible timestamp. */
export function readPromptMemory(raw: string | null | undefined): number | null {
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
