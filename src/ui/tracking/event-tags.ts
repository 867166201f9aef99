import { type EventTags, startEventTags, type TagFunction } from '../../application/board/tracking/event-tags';
import type { EventTagsSetup } from '../../domain/tracking/tracking-setup';

let tags: EventTags | null = null;

/** Starts this tab's tags from the site's setup, once; their functions are looked up on `window` by name. */
export function startTags(setup: EventTagsSetup): void {
  if (tags || typeof window === 'undefined') return;
  tags = startEventTags(
    setup,
    (name) => {
      const candidate = (window as unknown as Record<string, unknown>)[name];
      return typeof candidate === 'function' ? (candidate as TagFunction) : undefined;
    },
    (run, ms) => {
      window.setTimeout(run, ms);
    },
  );
}

/** The tab's tags, once started (null on the server, before hydration and on a site without tags). */
export const eventTags = (): EventTags | null => tags;
