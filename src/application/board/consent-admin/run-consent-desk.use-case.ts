import type { BoardContext } from '../board-context';
import type {
  ConsentAdminGateway,
  ConsentRevisionInput,
  PublishRevisionAnswer,
  SetActiveAnswer,
  StaffConsentTexts,
} from './consent-admin-gateway.port';

/**
 * The staff's consent texts page (/admin/consent). Who may do what is the platform's decision (its
 * answers carry UNAUTHENTICATED / FORBIDDEN / NOT_FOUND); the page turns those into a sign-in or the
 * console's 403 page.
 */
export class RunConsentDesk {
  constructor(private readonly gateway: ConsentAdminGateway) {}

  texts(ctx: BoardContext): Promise<StaffConsentTexts> {
    return this.gateway.texts(ctx);
  }

  publishRevision(input: ConsentRevisionInput, ctx: BoardContext): Promise<PublishRevisionAnswer> {
    return this.gateway.publishRevision(input, ctx);
  }

  setActive(input: { readonly infoId: string; readonly active: boolean }, ctx: BoardContext): Promise<SetActiveAnswer> {
    return this.gateway.setActive(input, ctx);
  }
}
