import type { BoardContext } from '../board-context';
import type { LegalAdminGateway, LegalVersionInput, PublishLegalVersionAnswer, StaffLegalPages } from './legal-admin-gateway.port';

/**
 * The staff's legal pages (/admin/content/legal). Who may do what is the platform's decision (its
 * answers carry UNAUTHENTICATED / FORBIDDEN / NOT_FOUND); the page turns those into a sign-in or the
 * console's 403 page.
 */
export class RunLegalDesk {
  constructor(private readonly gateway: LegalAdminGateway) {}

  pages(ctx: BoardContext): Promise<StaffLegalPages> {
    return this.gateway.pages(ctx);
  }

  publish(input: LegalVersionInput, ctx: BoardContext): Promise<PublishLegalVersionAnswer> {
    return this.gateway.publish(input, ctx);
  }
}
