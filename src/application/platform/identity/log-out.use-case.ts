import type { RequestContext } from '../../../domain/shared/request-context';
import { ok, type Result } from '../../../domain/shared/result';
import type { SessionIssuer } from './session-issuer';
import type { SessionStore } from './session-store.port';

/** Ends the browser's session (a masquerade session too: the administrator signs in again). */
export class LogOut {
  constructor(
    private readonly sessions: SessionStore,
    private readonly issuer: SessionIssuer,
  ) {}

  async execute(input: { readonly sessionToken: string | null }, _ctx: RequestContext): Promise<Result<void, never>> {
    await this.issuer.revoke(this.sessions, input.sessionToken);
    return ok(undefined);
  }
}
