import type { ResumeTrackingEvent } from '../../domain/resume/resume-wizard';

/*
 * The resume wizard's tracking hooks. The pages
 * announce them here; the tracking issue registers its sender with `onResumeEvent` (only once the visitor
 * consented). Until one is registered an announcement reaches nobody — nothing is sent anywhere.
 */
type Listener = (event: ResumeTrackingEvent) => void;
const listeners = new Set<Listener>();

/** Registers a listener; returns the function that removes it. */
export function onResumeEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener; a failing listener never breaks the page. */
export function announceResumeEvent(event: ResumeTrackingEvent): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // tracking must not break the resume
    }
  }
}
