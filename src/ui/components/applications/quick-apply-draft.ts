import { useSyncExternalStore } from 'react';
import type { ApplicationValues } from '../../forms/application-schema';

/**
 * What the quick-apply steps collected so far, per job, in this tab's memory only (files cannot be kept
 * anywhere else without sending them). A reload starts over at the first step; nothing personal is
 * written to storage.
 */
export interface QuickApplyDraft {
  readonly values: ApplicationValues;
  readonly files: readonly File[];
}

const drafts = new Map<string, QuickApplyDraft>();
const listeners = new Set<() => void>();

export function saveDraft(jobId: string, draft: QuickApplyDraft): void {
  drafts.set(jobId, draft);
  for (const l of listeners) l();
}

export function clearDraft(jobId: string): void {
  drafts.delete(jobId);
  for (const l of listeners) l();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The draft of a job, or the initial one (prefilled values, no files). Browser only: never call it while rendering on the server. */
export function useDraft(jobId: string, initial: () => QuickApplyDraft): QuickApplyDraft {
  if (!drafts.has(jobId)) drafts.set(jobId, initial());
  const get = () => drafts.get(jobId)!;
  return useSyncExternalStore(subscribe, get, get);
}
