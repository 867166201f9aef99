import type { ConsentChoices } from '../../../domain/tracking/consent-choices';
import type { ConsentService } from '../../../domain/tracking/consent-services';

/**
 * Where the board learns, in the visitor's browser, what the visitor consented to: the board's own
 * banner or a vendor's consent platform. Every part of the page that reaches a third party (trackers,
 * place suggestions, video players) asks this port, so one answer counts everywhere.
 */
export interface ConsentProvider {
  /** The answers known now (services without one are refused). */
  current(): ConsentChoices;
  /** Called with the new answers whenever they change (also when the provider first reports them). */
  subscribe(listener: (choices: ConsentChoices) => void): () => void;
  /** A page feature's own "yes" (the place field's or a video's button) for one service. */
  grant(service: ConsentService): void;
  /** Opens the provider's settings, where the visitor can change any answer. */
  openSettings(): void;
}
