import type { ResumeRecruitingEvent } from '../../domain/resume-search/resume-recruiting-events';

/*
 * The recruiter's resume pages' tracking hooks (a resume visited, a resume alert saved). The pages
 * announce them here; the tracking sender registers with `onResumeRecruitingEvent` and sends only while
 * the visitor consents. Until one is registered an announcement reaches nobody.
 */
type Listener = (event: ResumeRecruitingEvent) => void;
const listeners = new Set<Listener>();

/** Registers a listener; returns the function that removes it. */
export function onResumeRecruitingEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener; a failing listener never breaks the page. */
export function announceResumeRecruitingEvent(event: ResumeRecruitingEvent): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // tracking must not break the page
    }
  }
}
