import type { OrganizationEvent } from '../../domain/organization/organization-events';

/*
 * The organization pages' tracking hooks (visit, share, edit). The pages announce them here; the tracking
 * work registers its sender with `onOrganizationEvent` (only once the visitor consented). Until one is
 * registered an announcement reaches nobody — nothing is sent anywhere.
 */
type Listener = (event: OrganizationEvent) => void;
const listeners = new Set<Listener>();

/** Registers a listener; returns the function that removes it. */
export function onOrganizationEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener; a failing listener never breaks the page. */
export function announceOrganizationEvent(event: OrganizationEvent): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // tracking must not break the page
    }
  }
}
