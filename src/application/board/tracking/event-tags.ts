import type { AnalyticsPayload } from '../../../domain/tracking/analytics-event';
import type { ConsentChoices } from '../../../domain/tracking/consent-choices';
import { EVENT_TAG_SERVICE, type EventTag, type EventTagsSetup } from '../../../domain/tracking/tracking-setup';
import { type Schedule, waitForTag } from './tag-wait';

/** A gtag-compatible function, as a tracker's script defines it on the page. */
export type TagFunction = (command: 'event', name: string, params: Readonly<Record<string, string>>) => void;

export interface EventTags {
  /** Hands one event to every configured tag whose service the visitor consents to now. */
  send(payload: AnalyticsPayload, consent: ConsentChoices): void;
}

/**
 * The tags of one tab besides the data layer. A tag's function arrives with its script, some time after
 * consent: it is looked for from the first event that may go to it (500 ms × 30), events meanwhile wait
 * in order, and if it never comes they are dropped. Consent is judged when the event happens: an event
 * from before the visitor agreed never reaches a tag that loads later.
 */
export function startEventTags(
  setup: EventTagsSetup,
  probe: (globalName: string) => TagFunction | undefined,
  schedule: Schedule,
): EventTags {
  const waiting = new Map<EventTag, Promise<TagFunction | null>>();
  const tagFunction = (tag: EventTag, name: string) => {
    let found = waiting.get(tag);
    if (!found) {
      found = waitForTag(() => probe(name), schedule);
      waiting.set(tag, found);
    }
    return found;
  };
  return {
    send(payload, consent) {
      const { event, ...params } = payload;
      for (const tag of Object.keys(EVENT_TAG_SERVICE) as EventTag[]) {
        const name = setup[tag];
        if (!name || consent[EVENT_TAG_SERVICE[tag]] !== true) continue;
        void tagFunction(tag, name).then((fn) => {
          try {
            fn?.('event', event, params);
          } catch {
            // A tag's own failure must not break the page or the other tags.
          }
        });
      }
    },
  };
}
