import type { ApplyPageView } from '../../domain/applications/apply-steps';

/*
 * The apply pages' page-view hook. The pages
 * announce every view here; the tracking issue registers its sender with `onApplyPageView` (only once the
 * visitor consented). Until one is registered an announcement reaches nobody — nothing is sent anywhere.
 */
type Listener = (view: ApplyPageView) => void;
const listeners = new Set<Listener>();

/** Registers a listener; returns the function that removes it. */
export function onApplyPageView(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener about a view; a failing listener never breaks the page. */
export function announceApplyPageView(view: ApplyPageView): void {
  for (const listener of listeners) {
    try {
      listener(view);
    } catch {
      // tracking must not break applying
    }
  }
}
