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
  /**
   * Runs `run` once the provider knows the answers the visitor gave earlier: at once for the board's own
   * (its cookie is read with the page), for a vendor once its script first reported them or was given up
   * on. What happens on a page meanwhile waits for this instead of being judged on answers not yet read.
   */
  whenSettled(run: () => void): void;
}
