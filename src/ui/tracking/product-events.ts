import type { ProductEvent } from '../../domain/tracking/product-events';

/*
 * What visitors do on the job, search, alert and directory pages (a job seen, shared, bookmarked, a search
 * sent, …). The pages announce it here in one line; the tracking sender (components/tracking) listens and
 * sends only with the visitor's event-tracking consent. Without a listener an announcement reaches nobody.
 */
type Listener = (event: ProductEvent) => void;
const listeners = new Set<Listener>();

/** Registers a listener; returns the function that removes it. */
export function onProductEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener; a failing listener never breaks the page. */
export function announceProductEvent(event: ProductEvent): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // tracking must not break the page
    }
  }
}
