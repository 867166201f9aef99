import { err, ok, type Result } from '../../../domain/shared/result';
import type { AlertTokenSigner } from './alert-token-signer.port';
import { alertIdOfToken } from './alert-tokens';
import type { AlertUnitOfWork } from './job-alert-repository.port';

/**
 * One-click unsubscribe with the signed token of a digest (no login): the alert is deleted. Unsubscribing
 * twice answers the same (the second click, or a mail client's POST after the visitor's own, is no error).
 */
export class UnsubscribeJobAlert {
  constructor(
    private readonly uow: AlertUnitOfWork,
    private readonly signer: AlertTokenSigner,
  ) {}

  async execute(input: { readonly token: string }): Promise<Result<{ alertId: string }, 'INVALID_TOKEN'>> {
    const id = alertIdOfToken(this.signer, 'unsubscribe', input.token);
    if (!id) return err('INVALID_TOKEN');
    await this.uow.run(({ alerts }) => alerts.delete(id));
    return ok({ alertId: id });
  }
}
