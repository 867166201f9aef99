import { useEffect, useRef } from 'react';
import type { ProductEvent } from '../../domain/tracking/product-events';
import { announceProductEvent } from './product-events';

/**
 * Announces what a page shows once per `key` (a job's id, a search's URL): the router keeps a page mounted
 * from one job or search to the next, and a re-render must not count a visit twice.
 */
export function useAnnouncement(key: string, event: () => ProductEvent): void {
  const latest = useRef(event);
  latest.current = event;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names what is announced
  useEffect(() => announceProductEvent(latest.current()), [key]);
}
