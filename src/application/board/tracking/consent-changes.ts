import { type ConsentChoices, withdrawsActive } from '../../../domain/tracking/consent-choices';
import type { ConsentService, TrackerService } from '../../../domain/tracking/consent-services';
import type { ConsentProvider } from './consent-provider.port';

/** What the page does with the trackers: load one, or load the whole page anew. */
export interface TrackerHost {
  load(service: TrackerService, url: string): void;
  reload(): void;
}

/**
 * Loads each configured tracker once its service is consented, and reloads the page when consent for
 * a tracker that already runs is taken back (a running script cannot be taken out of the page).
 * Returns the function that stops listening.
 */
export function activateTrackers(
  provider: ConsentProvider,
  trackers: Readonly<Partial<Record<TrackerService, string>>>,
  host: TrackerHost,
): () => void {
  const active = new Set<ConsentService>();
  const apply = (choices: ConsentChoices) => {
    if (withdrawsActive(active, choices)) {
      host.reload();
      return;
    }
    for (const [service, url] of Object.entries(trackers) as [TrackerService, string | undefined][]) {
      if (!url || active.has(service) || choices[service] !== true) continue;
      active.add(service);
      host.load(service, url);
    }
  };
  apply(provider.current());
  return provider.subscribe(apply);
}
