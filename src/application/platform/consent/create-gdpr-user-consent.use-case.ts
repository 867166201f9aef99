import type { RequestContext } from '../../../domain/shared/request-context';
import type { Clock } from '../../shared/clock.port';
import type { LegalDocumentSource } from '../content/legal-document-source.port';
import type { UserRepository } from '../identity/user-repository.port';
import type { ConsentRepository } from './consent-repository.port';
import { recordConsent, type ConsentOutcome } from './record-consent';

/**
 * CreateGdprUserConsent. Signed-in users consent for
 * themselves; guests to guest-type infos such as the newsletter. See record-consent.ts for the rules.
 */
export class CreateGdprUserConsent {
  constructor(
    private readonly consents: ConsentRepository,
    private readonly users: UserRepository,
    private readonly clock: Clock,
    private readonly legal: LegalDocumentSource,
  ) {}

  execute(input: { mail: string; infoId: string }, ctx: RequestContext): Promise<ConsentOutcome> {
    return recordConsent({ consents: this.consents, users: this.users, clock: this.clock, legal: this.legal }, input, ctx, {
      requireUser: false,
    });
  }
}
