import type { RequestContext } from '../../../domain/shared/request-context';
import type { Clock } from '../../shared/clock.port';
import type { LegalDocumentSource } from '../content/legal-document-source.port';
import type { UserRepository } from '../identity/user-repository.port';
import type { ConsentRepository } from './consent-repository.port';
import { recordConsent, type ConsentOutcome } from './record-consent';

/**
 * Accept terms: the terms dialog's confirmation. Always needs a signed-in user
 * (the dialog is only ever shown to one), whatever the info's type.
 */
export class AcceptTerms {
  constructor(
    private readonly consents: ConsentRepository,
    private readonly users: UserRepository,
    private readonly clock: Clock,
    private readonly legal: LegalDocumentSource,
  ) {}

  execute(input: { mail: string; infoId: string }, ctx: RequestContext): Promise<ConsentOutcome> {
    return recordConsent({ consents: this.consents, users: this.users, clock: this.clock, legal: this.legal }, input, ctx, {
      requireUser: true,
    });
  }
}
